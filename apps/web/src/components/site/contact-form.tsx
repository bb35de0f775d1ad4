'use client';

/** The contact form (SPEC §2, §4, §5): validated with the shared schema, sent through tRPC. */
import { OTHER_PURPOSE } from '@kasar/validators/fields';
import { TEXT_LIMITS } from '@kasar/validators/limits';

import { AppToaster } from '~/components/app-toaster';

import {
  CONTACT_FIELDS,
  loadContactSubmission,
  useContactForm,
  type ContactField,
} from './contact-form-state';
import { controlClass, FormField } from './form-field';
import { Icon } from './icons/icon';

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

export function ContactForm({ serviceNames }: { serviceNames: string[] }) {
  const { values, errors, change, blur, submit, sending } = useContactForm();
  const a11y = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
    className: controlClass(Boolean(errors[field])),
    onBlur: () => blur(field),
  });
  return (
    <>
      <form
        noValidate
        aria-label="Contact form"
        // Fetch the schema and the tRPC client while the visitor types, not when they send.
        onFocus={() => void loadContactSubmission().catch(() => undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="grid gap-5 sm:grid-cols-2"
      >
        {CONTACT_FIELDS.map((field) => {
          const input = INPUTS[field];
          if (!input) return null;
          return (
            <FormField
              key={field}
              id={`contact-${field}`}
              label={LABELS[field]}
              error={errors[field]}
            >
              <input
                {...a11y(field)}
                {...input}
                value={values[field]}
                onChange={(event) => change(field, event.target.value)}
              />
            </FormField>
          );
        })}
        <FormField
          id="contact-purpose"
          label={LABELS.purpose}
          error={errors.purpose}
          className="sm:col-span-2"
        >
          <select
            {...a11y('purpose')}
            value={values.purpose}
            onChange={(event) => change('purpose', event.target.value)}
          >
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
          error={errors.message}
          className="sm:col-span-2"
          hint={
            <span data-testid="message-counter" className="text-xs text-ink-600 tabular-nums">
              {values.message.length}/{TEXT_LIMITS.message}
            </span>
          }
        >
          <textarea
            {...a11y('message')}
            rows={6}
            maxLength={TEXT_LIMITS.message}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
          />
        </FormField>
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
      <AppToaster />
    </>
  );
}
