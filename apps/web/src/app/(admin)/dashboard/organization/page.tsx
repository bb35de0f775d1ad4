import type { Metadata } from 'next';

import { OrganizationSettings } from '~/components/dashboard/organization/organization-settings';

export const metadata: Metadata = { title: 'Organization Settings' };

export default function OrganizationPage() {
  return <OrganizationSettings />;
}
