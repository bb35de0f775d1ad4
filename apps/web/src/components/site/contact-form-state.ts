'use client';

/** State of the contact form: values, per-field errors, validation and the submit mutation. */
import {
  contactFormSchema,
  contactMessages,
  fieldErrorsFromZod,
  firstFieldErrors,
  sanitizeMobileInput,
  type ContactFormValues,
} from '@kasar/validators';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

export type ContactField = keyof ContactFormValues;

/** Field order of the form: the first field in error gets the focus. */
export const CONTACT_FIELDS: ContactField[] = [
  'name',
  'email',
  'mobile',
  'subject',
  'purpose',
  'message',
];

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  mobile: '',
  subject: '',
  message: '',
  purpose: '',
};

const SUCCESS_FALLBACK = "Thank you for contacting us! We'll get back to you soon.";
const FAILURE_FALLBACK = 'Failed to submit contact form. Please try again.';

function focusField(field: ContactField) {
  const element = document.getElementById(`contact-${field}`);
  if (!element) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}

function showErrors(errors: Partial<Record<ContactField, string>>) {
  const first = CONTACT_FIELDS.find((field) => errors[field]);
  if (first) focusField(first);
}

export function useContactForm() {
  const trpc = useTRPC();
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const mutation = useMutation(trpc.public.submitContact.mutationOptions());

  const clearError = (field: ContactField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: field === 'mobile' ? sanitizeMobileInput(value) : value,
    }));
    clearError(field);
  };

  const blur = (field: ContactField) => {
    if (values[field].trim()) clearError(field);
  };

  const submit = () => {
    const parsed = contactFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = firstFieldErrors(fieldErrorsFromZod(parsed.error));
      setErrors(found);
      toast.error(contactMessages.validationFailed);
      showErrors(found);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(result.message || SUCCESS_FALLBACK);
        setValues(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        const status = error.data?.httpStatus;
        const fromServer = status !== undefined && status < 500 ? error.message : '';
        const found = firstFieldErrors(error.data?.fieldErrors ?? {});
        setErrors(found);
        toast.error(fromServer || FAILURE_FALLBACK);
        showErrors(found);
      },
    });
  };

  return { values, errors, change, blur, submit, sending: mutation.isPending };
}
