'use client';

/**
 * The contact form: react-hook-form, checked with the shared schema and sent through tRPC, with
 * its toasts; the schema, the tRPC client and the toasts are loaded from './contact-submission'
 * when the form is first used.
 */
import type { ContactFormData, ContactFormValues } from '@kasar/validators';
import { OTHER_PURPOSE, sanitizeMobileInput } from '@kasar/validators/fields';
import { TEXT_LIMITS } from '@kasar/validators/limits';
import { lazy, Suspense, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';

import { cleanedInput } from '~/components/cleaned-input';

import type * as ContactSubmission from './contact-submission';
import { controlClass, FormField } from './form-field';
import { Icon } from './icons/icon';

type ContactField = keyof ContactFormValues;

/** Field order of the form: the first field in error gets the focus. */
const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'mobile', 'subject', 'purpose', 'message'];

const LABELS: Record<ContactField, string> = {
  name: 'Full Name',
  email: 'Email Address',
  mobile: 'Mobile Number',
  subject: 'Subject',
  purpose: 'Purpose of Inquiry',
  message: 'Message',
};

const INPUTS: Partial<
  Record<ContactField, { type: string; autoComplete: string; maxLength: number; inputMode?: 'tel' }>
> = {
  name: { type: 'text', autoComplete: 'name', maxLength: TEXT_LIMITS.name },
  email: { type: 'email', autoComplete: 'email', maxLength: TEXT_LIMITS.email },
  mobile: { type: 'tel', autoComplete: 'tel', maxLength: TEXT_LIMITS.mobile, inputMode: 'tel' },
  subject: { type: 'text', autoComplete: 'off', maxLength: TEXT_LIMITS.subject },
};

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
function loadContactSubmission() {
  submission ??= import('./contact-submission').catch((error: unknown) => {
    submission = undefined;
    throw error;
  });
  return submission;
}

/** The toasts' container, mounted once the form is first used. */
const ContactToaster = lazy(() =>
  loadContactSubmission().then((module) => ({ default: module.AppToaster })),
);

/**
 * Shows a toast once the toasts' code has loaded. When even that fails (the connection is lost
 * before the form's code was ever loaded), nothing can be shown.
 */
function showToast(kind: 'success' | 'error', text: string) {
  void loadContactSubmission()
    .then((module) => module.toast[kind](text))
    .catch(() => undefined);
}

const resolver: Resolver<ContactFormValues, unknown, ContactFormData> = async (...args) =>
  (await loadContactSubmission()).contactResolver(...args);

/**
 * The form token of the message being written: asked for when the form is first used, and again
 * right after a message is sent (each token is good for one message). A failed fetch is retried
 * on submit.
 */
function useFormToken() {
  const token = useRef<Promise<string> | null>(null);
  const request = () => {
    const pending = loadContactSubmission().then((module) => module.fetchFormToken());
    pending.catch(() => {
      if (token.current === pending) token.current = null;
    });
    token.current = pending;
    return pending;
  };
  return {
    start: () => void (token.current ?? request()).catch(() => undefined),
    current: () => token.current ?? request(),
    renew: () => void request().catch(() => undefined),
  };
}

/** On a refused submit, scrolls to and focuses the first field (form order) that has an error. */
function focusFirstError(errors: Partial<Record<ContactField, unknown>>) {
  const first = CONTACT_FIELDS.find((field) => errors[field]);
  const element = first ? document.getElementById(`contact-${first}`) : null;
  if (!element) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}

export function ContactForm({ serviceNames }: { serviceNames: string[] }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: EMPTY,
    // Checked on submit only; an error clears on an edit, or a blur with a value.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const message = useWatch({ control, name: 'message' });
  const formToken = useFormToken();
  const honeypot = useRef<HTMLInputElement>(null);
  // 'Sending...' covers the request only, not the check before it.
  const [sending, setSending] = useState(false);
  // Whether the form has had the focus or a submit: its toasts' container is mounted from then on.
  const [used, setUsed] = useState(false);

  const field = (name: ContactField) => {
    const registered = register(name, {
      onChange: () => clearErrors(name),
      onBlur: (event: { target: { value: string } }) => {
        if (event.target.value.trim()) clearErrors(name);
      },
    });
    return {
      ...(name === 'mobile' ? cleanedInput(registered, sanitizeMobileInput) : registered),
      id: `contact-${name}`,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
      className: controlClass(Boolean(errors[name])),
    };
  };

  const onValid = async (data: ContactFormData) => {
    const { sendContact } = await loadContactSubmission();
    setSending(true);
    const sent = await sendContact(data, {
      formToken: formToken.current(),
      website: honeypot.current?.value ?? '',
    }).finally(() => setSending(false));
    if (sent.ok) {
      showToast('success', sent.message);
      reset();
      formToken.renew();
      return;
    }
    for (const name of CONTACT_FIELDS) {
      const fieldError = sent.errors[name];
      if (fieldError) setError(name, { type: 'server', message: fieldError });
    }
    showToast('error', sent.message || FAILURE_FALLBACK);
    focusFirstError(sent.errors);
  };

  const onInvalid = async (found: Partial<Record<ContactField, unknown>>) => {
    showToast('error', (await loadContactSubmission()).validationFailedMessage);
    focusFirstError(found);
  };

  return (
    <>
      <form
        noValidate
        aria-label="Contact form"
        // Fetch the schema and the tRPC client while the visitor types, not when they send.
        onFocus={() => {
          setUsed(true);
          formToken.start();
        }}
        onSubmit={(event) => {
          setUsed(true);
          // A second submit while the first is being checked or sent is dropped.
          if (isSubmitting) return event.preventDefault();
          // Throws only when the form's code could not be loaded (connection lost): nothing sent.
          void handleSubmit(
            onValid,
            onInvalid,
          )(event).catch(() => showToast('error', FAILURE_FALLBACK));
        }}
        className="grid gap-5 sm:grid-cols-2"
      >
        {CONTACT_FIELDS.map((name) => {
          const input = INPUTS[name];
          if (!input) return null;
          return (
            <FormField
              key={name}
              id={`contact-${name}`}
              label={LABELS[name]}
              error={errors[name]?.message}
            >
              <input {...field(name)} {...input} />
            </FormField>
          );
        })}
        <FormField
          id="contact-purpose"
          label={LABELS.purpose}
          error={errors.purpose?.message}
          className="sm:col-span-2"
        >
          <select {...field('purpose')}>
            <option value="">Select a purpose</option>
            {[...serviceNames, OTHER_PURPOSE].map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="contact-message"
          label={LABELS.message}
          error={errors.message?.message}
          className="sm:col-span-2"
          hint={
            <span data-testid="message-counter" className="text-xs text-ink-600 tabular-nums">
              {message.length}/{TEXT_LIMITS.message}
            </span>
          }
        >
          <textarea {...field('message')} rows={6} maxLength={TEXT_LIMITS.message} />
        </FormField>
        {/* The honeypot: people never see or reach it; programs that fill every field do. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input
            ref={honeypot}
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
          >
            <Icon name="send" className="size-4" />
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </div>
      </form>
      {used ? (
        <Suspense fallback={null}>
          <ContactToaster />
        </Suspense>
      ) : null}
    </>
  );
}
