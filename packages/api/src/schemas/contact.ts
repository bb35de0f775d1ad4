/** Wire shape of stored contact submissions. */
import type { ContactSubmission } from '@kasar/db';
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
  created_at: isoDate,
});

export function toContactSubmissionOutput(
  row: ContactSubmission,
): z.infer<typeof contactSubmissionOutput> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    subject: row.subject,
    message: row.message,
    purpose: row.purpose,
    created_at: row.createdAt.toISOString(),
  };
}
