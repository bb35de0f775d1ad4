import type { Metadata } from 'next';

import { ContactList } from '~/components/dashboard/contacts/contact-list';

export const metadata: Metadata = { title: 'Contact Submissions' };

/** `?open=<id>`: the link of a notification e-mail opens that submission. */
export default async function ContactsPage({
  searchParams,
}: {
  searchParams: Promise<{ open?: string | string[] }>;
}) {
  const { open } = await searchParams;
  return <ContactList openId={typeof open === 'string' ? open : undefined} />;
}
