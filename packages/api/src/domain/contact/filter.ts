/** Which contact submissions a staff filter (status, dates, search) selects. */
import { ContactStatus, type Prisma } from '@kasar/db';
import type { ContactSubmissionFilter } from '@kasar/validators';

import { statusOf } from '../../schemas/contact';
import { contains, likeLiteral } from '../listing';

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
    ...(filter.search ? searchTextMatch(filter.search) : {}),
  };
}

/**
 * A match of `search` anywhere in name, e-mail, subject, message, purpose or mobile, whatever
 * the case: through `search_text`, the six lower-cased by PostgreSQL. A search in printable ASCII is
 * lower-cased here (as PostgreSQL does ASCII) and matched with LIKE, which reads each candidate
 * row's text as it is; any other is matched with ILIKE, PostgreSQL folding the case of both
 * (slower: it lower-cases every candidate's text again), so that no letter folds differently.
 */
function searchTextMatch(search: string): Prisma.ContactSubmissionWhereInput {
  return /^[ -~]*$/.test(search)
    ? { searchText: { contains: likeLiteral(search.toLowerCase()) } }
    : contains('searchText', search);
}

/** Every status a filter of `status` selects: 'all' is every one but spam. */
export function statusesOf(status: ContactSubmissionFilter['status']): ContactStatus[] {
  return status === 'all'
    ? Object.values(ContactStatus).filter((value) => value !== ContactStatus.SPAM)
    : [statusOf(status)];
}
