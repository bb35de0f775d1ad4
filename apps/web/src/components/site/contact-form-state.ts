'use client';

/**
 * State of the contact form: values, per-field errors, validation and sending. The schema and
 * the tRPC call live in './contact-submission', loaded when the form is first used.
 */
import type { ContactFormValues } from '@kasar/validators';
import { sanitizeMobileInput } from '@kasar/validators/fields';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';

import type * as ContactSubmission from './contact-submission';

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

const FAILURE_FALLBACK = 'Failed to submit contact form. Please try again.';

let submission: Promise<typeof ContactSubmission> | undefined;

/** Loads the schema and the tRPC client once; a failed load is retried on the next use. */
export function loadContactSubmission() {
  submission ??= import('./contact-submission').catch((error: unknown) => {
    submission = undefined;
    throw error;
  });
  return submission;
}

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
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);
  // Guards against a second submit while the first is still being checked or sent.
  const busy = useRef(false);

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

  const fail = (found: Partial<Record<ContactField, string>>, message: string) => {
    setErrors(found);
    toast.error(message);
    showErrors(found);
  };

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const { validateContact, sendContact } = await loadContactSubmission();
      const checked = validateContact(values);
      if (!checked.ok) {
        fail(checked.errors, checked.message);
        return;
      }
      setSending(true);
      const sent = await sendContact(checked.data);
      if (sent.ok) {
        toast.success(sent.message);
        setValues(EMPTY);
        setErrors({});
      } else {
        fail(sent.errors, sent.message || FAILURE_FALLBACK);
      }
    } catch {
      // The form's code could not be loaded (connection lost): nothing was sent.
      toast.error(FAILURE_FALLBACK);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return { values, errors, change, blur, submit, sending };
}
