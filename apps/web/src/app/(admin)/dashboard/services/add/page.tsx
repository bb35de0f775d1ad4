import type { Metadata } from 'next';

import { FormPage } from '~/components/dashboard/page-header';
import { ServiceAddForm } from '~/components/dashboard/services/service-add-form';

export const metadata: Metadata = { title: 'Add Service' };

export default function AddServicePage() {
  return <FormPage back="services" title="Add New Service" width="lg" form={<ServiceAddForm />} />;
}
