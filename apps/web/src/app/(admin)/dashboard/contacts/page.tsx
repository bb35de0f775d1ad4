import type { Metadata } from 'next';

import { NO_FILTER, contactPageInput } from '~/components/dashboard/contacts/contact-filter';
import { ContactList } from '~/components/dashboard/contacts/contact-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Contact Submissions' };

/** `?open=<id>`: the link of a notification e-mail opens that submission. */
export default async function ContactsPage({
  searchParams,
}: {
  searchParams: Promise<{ open?: string | string[] }>;
}) {
  const forbidden = await forbiddenUnless('contacts.view');
  if (forbidden) return forbidden;
  const [{ open }] = await Promise.all([
    searchParams,
    prefetch(trpc.contacts.list.queryOptions(contactPageInput(1, NO_FILTER))),
  ]);
  return (
    <HydrateClient>
      <ContactList openId={typeof open === 'string' ? open : undefined} />
    </HydrateClient>
  );
}
