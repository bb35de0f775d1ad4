import type { Metadata } from 'next';

import { ContactList } from '~/components/dashboard/contacts/contact-list';

export const metadata: Metadata = { title: 'Contact Submissions' };

export default function ContactsPage() {
  return <ContactList />;
}
