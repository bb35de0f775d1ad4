/** The public contact form (POST /public/contact): its rules and messages. */
import { z } from 'zod';

import {
  addIssue,
  commonMessages,
  idSchema,
  listQueryShape,
  matches,
  maxLength,
  minLength,
  text,
  type RefineContext,
  textBetween,
} from './common';
import { MAX_PAGE_SIZE, MOBILE_DIGITS, TEXT_LIMITS, TEXT_MINIMUMS } from './limits';

export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  nameTooLong: 'Name must not exceed 255 characters',
  nameInvalid: 'Name can only contain letters and spaces',
  emailRequired: 'Email is required',
  emailInvalid: commonMessages.invalidEmail,
  emailTooLong: 'Email must not exceed 255 characters',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid mobile number (10-20 digits)',
  mobileTooLong: 'Mobile number must not exceed 20 characters',
  subjectRequired: 'Subject is required',
  subjectTooShort: 'Subject must be at least 3 characters long',
  subjectTooLong: 'Subject must not exceed 255 characters',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters long',
  messageTooLong: 'Message must not exceed 2000 characters',
  purposeRequired: 'Please select a purpose for your inquiry',
  purposeTooLong: 'Purpose must not exceed 255 characters',
  /** Toast shown when a submit fails validation. */
  validationFailed: 'Please fill in all required fields correctly',
} as const;

/** Letters of any script (with their combining marks) and spaces. */
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
const MOBILE_PATTERN = new RegExp(`^\\+?\\d{${MOBILE_DIGITS.min},${MOBILE_DIGITS.max}}$`);
const EMAIL_PATTERN = z.regexes.email;

export const contactFormSchema = z.object({
  name: text({
    required: contactMessages.nameRequired,
    rules: [
      minLength(TEXT_MINIMUMS.contactName, contactMessages.nameTooShort),
      maxLength(TEXT_LIMITS.name, contactMessages.nameTooLong),
      matches(NAME_PATTERN, contactMessages.nameInvalid),
    ],
  }),
  email: text({
    required: contactMessages.emailRequired,
    rules: [
      matches(EMAIL_PATTERN, contactMessages.emailInvalid),
      maxLength(TEXT_LIMITS.email, contactMessages.emailTooLong),
    ],
  }),
  mobile: text({
    required: contactMessages.mobileRequired,
    rules: [
      maxLength(TEXT_LIMITS.mobile, contactMessages.mobileTooLong),
      matches(MOBILE_PATTERN, contactMessages.mobileInvalid),
    ],
  }),
  subject: textBetween(
    contactMessages.subjectRequired,
    [TEXT_MINIMUMS.subject, contactMessages.subjectTooShort],
    [TEXT_LIMITS.subject, contactMessages.subjectTooLong],
  ),
  message: textBetween(
    contactMessages.messageRequired,
    [TEXT_MINIMUMS.message, contactMessages.messageTooShort],
    [TEXT_LIMITS.message, contactMessages.messageTooLong],
  ),
  purpose: text({
    required: contactMessages.purposeRequired,
    rules: [maxLength(TEXT_LIMITS.purpose, contactMessages.purposeTooLong)],
  }),
});

/**
 * What the public form sends besides its fields: the honeypot (a field visitors never see, so
 * anything in it comes from a program) and the form token the server issued when the visitor
 * started filling in the form. Neither is ever refused: the server judges them, and a submission
 * they mark as spam is answered exactly like any other.
 */
export const contactSubmissionSchema = contactFormSchema.extend({
  website: z
    .unknown()
    .optional()
    .meta({ description: 'Leave empty: a field people never see (anything in it marks spam)' }),
  form_token: z.unknown().optional().meta({
    description:
      'The token of GET /public/contact/form-token, fetched when the visitor starts the form (optional for API clients)',
  }),
});

/** The statuses of a submission, as the wire names them. */
export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived', 'spam'] as const;
export type ContactStatusName = (typeof CONTACT_STATUSES)[number];

/** The list's status filter: one status, or 'all' (every status but spam). */
export const CONTACT_STATUS_FILTERS = ['all', ...CONTACT_STATUSES] as const;

export const contactListMessages = {
  invalidStatus: "Status must be 'new', 'read', 'replied', 'archived' or 'spam'",
  invalidStatusFilter: "Status must be 'all', 'new', 'read', 'replied', 'archived' or 'spam'",
  invalidFrom: 'From must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  invalidTo: 'To must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  fromAfterTo: 'From must not be after To',
  idsRequired: 'Select at least one submission',
  tooManyIds: 'At most 100 submissions at a time',
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date bound of the list: an ISO 8601 date and time, or a bare date (midnight UTC; as the end
 * of a range, the whole of that day). Missing or '' means no bound.
 */
export function dateBound(message: string, end: boolean) {
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const dateOnly = DATE_ONLY.test(value);
      const date = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
      if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
        addIssue(ctx, message);
        return z.NEVER;
      }
      return dateOnly && end ? new Date(date.getTime() + DAY_MS - 1) : date;
    });
}

/** The filter of the list and of the export: status, received from/to, and search. */
const contactFilterShape = {
  status: z
    .enum(CONTACT_STATUS_FILTERS, { error: contactListMessages.invalidStatusFilter })
    .default('all'),
  from: dateBound(contactListMessages.invalidFrom, false),
  to: dateBound(contactListMessages.invalidTo, true),
  search: listQueryShape.search,
};

/** A from/to range must not run backwards: the message goes on `to`. */
export function checkRange(value: { from?: Date; to?: Date }, ctx: RefineContext) {
  if (value.from && value.to && value.from > value.to) {
    addIssue(ctx, contactListMessages.fromAfterTo, ['to']);
  }
}

/** The admin list of contact submissions: page, page size and the filter. */
export const contactSubmissionListInput = z
  .object({ page: listQueryShape.page, limit: listQueryShape.limit, ...contactFilterShape })
  .superRefine(checkRange)
  .prefault({});

/** The CSV export: the list's filter, every matching submission. */
export const contactSubmissionExportInput = z
  .object(contactFilterShape)
  .superRefine(checkRange)
  .prefault({});

const contactStatus = z.enum(CONTACT_STATUSES, { error: contactListMessages.invalidStatus });

/** One submission's new status. */
export const contactStatusInput = z.object({ id: idSchema, status: contactStatus });

/** Several submissions at once (the dashboard's bulk actions). */
const contactIds = z
  .array(idSchema, { error: contactListMessages.idsRequired })
  .min(1, contactListMessages.idsRequired)
  .max(MAX_PAGE_SIZE, contactListMessages.tooManyIds);

export const contactBulkStatusInput = z.object({ ids: contactIds, status: contactStatus });
export const contactBulkDeleteInput = z.object({ ids: contactIds });

/** The fields of the contact form as the browser holds them. */
export type ContactFormValues = z.input<typeof contactFormSchema>;
/** A validated, trimmed contact submission. */
export type ContactFormData = z.output<typeof contactFormSchema>;
export type ContactSubmissionListQuery = z.output<typeof contactSubmissionListInput>;
export type ContactSubmissionFilter = z.output<typeof contactSubmissionExportInput>;
export type ContactSubmissionData = z.output<typeof contactSubmissionSchema>;
