/** Wire shape of stored contact submissions. */
import type { ContactStatus, ContactSubmissionRow } from '@kasar/db';
import { CONTACT_STATUSES, type ContactStatusName } from '@kasar/validators';
import { z } from 'zod';

import { isoDate } from './common';

export const contactSubmissionOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  purpose: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  /** Which spam rule caught it; null unless the status is spam. */
  spam_reason: z.string().nullable(),
  created_at: isoDate,
});

export function statusName(status: ContactStatus): ContactStatusName {
  return status.toLowerCase() as ContactStatusName;
}

export function statusOf(name: ContactStatusName): ContactStatus {
  return name.toUpperCase() as ContactStatus;
}

export function toContactSubmissionOutput(
  row: ContactSubmissionRow,
): z.infer<typeof contactSubmissionOutput> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    subject: row.subject,
    message: row.message,
    purpose: row.purpose,
    status: statusName(row.status),
    spam_reason: row.status === 'SPAM' ? row.spamReason : null,
    created_at: row.createdAt.toISOString(),
  };
}

export const contactTotalsOutput = z.object({
  /** Every submission but spam. */
  total: z.number().int(),
  /** Of those, received within the last 7 days. */
  this_week: z.number().int(),
  new: z.number().int(),
  spam: z.number().int(),
});

/**
 * A CSV file: the REST API sends `content`, a stream of its bytes read as they are sent, as an
 * attachment named `file_name`.
 */
export const csvFileOutput = z.object({
  file_name: z.string(),
  content_type: z.literal('text/csv; charset=utf-8'),
  content: z.custom<ReadableStream<Uint8Array>>((value) => value instanceof ReadableStream),
});
