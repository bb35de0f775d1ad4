/** The public contact form (POST /public/contact): its rules and messages. */
import { z } from 'zod';

import {
  commonMessages,
  listQuery,
  listQueryShape,
  matches,
  maxLength,
  minLength,
  text,
} from './common';
import { MOBILE_DIGITS, TEXT_LIMITS, TEXT_MINIMUMS } from './limits';

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
  subject: text({
    required: contactMessages.subjectRequired,
    rules: [
      minLength(TEXT_MINIMUMS.subject, contactMessages.subjectTooShort),
      maxLength(TEXT_LIMITS.subject, contactMessages.subjectTooLong),
    ],
  }),
  message: text({
    required: contactMessages.messageRequired,
    rules: [
      minLength(TEXT_MINIMUMS.message, contactMessages.messageTooShort),
      maxLength(TEXT_LIMITS.message, contactMessages.messageTooLong),
    ],
  }),
  purpose: text({
    required: contactMessages.purposeRequired,
    rules: [maxLength(TEXT_LIMITS.purpose, contactMessages.purposeTooLong)],
  }),
});

/** The admin list of contact submissions: page, page size and search (no status filter). */
export const contactSubmissionListInput = listQuery({
  page: listQueryShape.page,
  limit: listQueryShape.limit,
  search: listQueryShape.search,
});

/** The fields of the contact form as the browser holds them. */
export type ContactFormValues = z.input<typeof contactFormSchema>;
/** A validated, trimmed contact submission. */
export type ContactFormData = z.output<typeof contactFormSchema>;
export type ContactSubmissionListQuery = z.output<typeof contactSubmissionListInput>;
