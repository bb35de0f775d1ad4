import type { Metadata } from 'next';

import { ServiceList } from '~/components/dashboard/services/service-list';

export const metadata: Metadata = { title: 'Services' };

export default function ServicesPage() {
  return <ServiceList />;
}
