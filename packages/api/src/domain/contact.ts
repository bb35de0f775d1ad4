/** Contact submissions: sent by visitors through the contact form, read and deleted by staff. */
import type { Prisma } from '@kasar/db';
import type { ContactFormData, ContactSubmissionListQuery } from '@kasar/validators';

import { notFound } from '../errors';
import { MESSAGES } from '../messages';
import { toContactSubmissionOutput } from '../schemas/contact';
import type { ApiServices, TransactionServices } from '../services';
import { findPage, found, NEWEST_FIRST, searchIn } from './listing';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores a visitor's submission (the contact form's rate limit is the procedure's). */
export async function submitContact(
  { db, now }: TransactionServices,
  input: ContactFormData,
  clientAddress: string,
) {
  const row = await db.contactSubmission.create({
    data: {
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      subject: input.subject,
      message: input.message,
      purpose: input.purpose,
      clientAddress: clientAddress.slice(0, 64),
      createdAt: now(),
    },
    select: { id: true },
  });
  return { id: row.id, message: MESSAGES.contactSubmitted };
}

/** A page of submissions, newest first, with the totals the dashboard shows. */
export async function listContactSubmissions(
  { db, now }: ApiServices,
  query: ContactSubmissionListQuery,
) {
  const where: Prisma.ContactSubmissionWhereInput = searchIn(query.search, [
    'name',
    'email',
    'subject',
    'message',
    'purpose',
    'mobile',
  ]);
  const page = await findPage(
    db,
    query,
    {
      count: db.contactSubmission.count({ where }),
      rows: (window) => db.contactSubmission.findMany({ where, orderBy: NEWEST_FIRST, ...window }),
    },
    toContactSubmissionOutput,
  );
  const weekAgo = new Date(now().getTime() - WEEK_MS);
  const [total, thisWeek] = await db.$transaction([
    db.contactSubmission.count(),
    db.contactSubmission.count({ where: { createdAt: { gte: weekAgo } } }),
  ]);
  return { ...page, totals: { total, this_week: thisWeek } };
}

export async function getContactSubmission({ db }: ApiServices, id: string) {
  return toContactSubmissionOutput(
    found(await db.contactSubmission.findUnique({ where: { id } }), MESSAGES.contactNotFound),
  );
}

export async function deleteContactSubmission({ db }: ApiServices, id: string) {
  const { count } = await db.contactSubmission.deleteMany({ where: { id } });
  if (count === 0) throw notFound(MESSAGES.contactNotFound);
  return { id };
}
