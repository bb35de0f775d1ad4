/** Which contact submissions a staff filter (status, dates, search) selects. */
import { ContactStatus, type Prisma } from '@kasar/db';
import type { ContactSubmissionFilter } from '@kasar/validators';

import { statusOf } from '../../schemas/contact';
import { searchIn } from '../listing';

/** The rows a filter selects: 'all' is every status but spam. */
export function whereOf(filter: ContactSubmissionFilter): Prisma.ContactSubmissionWhereInput {
  return {
    status: filter.status === 'all' ? { not: ContactStatus.SPAM } : statusOf(filter.status),
    ...(filter.from || filter.to
      ? {
          createdAt: {
            ...(filter.from ? { gte: filter.from } : {}),
            ...(filter.to ? { lte: filter.to } : {}),
          },
        }
      : {}),
    ...searchIn(filter.search, ['name', 'email', 'subject', 'message', 'purpose', 'mobile']),
  };
}

/** Every status a filter of `status` selects: 'all' is every one but spam. */
export function statusesOf(status: ContactSubmissionFilter['status']): ContactStatus[] {
  return status === 'all'
    ? Object.values(ContactStatus).filter((value) => value !== ContactStatus.SPAM)
    : [statusOf(status)];
}
