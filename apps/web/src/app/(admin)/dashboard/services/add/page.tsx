import type { Metadata } from 'next';

import { FormPage } from '~/components/dashboard/page-header';
import { SERVICES_PATH } from '~/components/dashboard/routes';
import { ServiceAddForm } from '~/components/dashboard/services/service-add-form';

export const metadata: Metadata = { title: 'Add Service' };

export default function AddServicePage() {
  return (
    <FormPage
      back={{ href: SERVICES_PATH, label: 'Back to Services' }}
      title="Add New Service"
      width="lg"
    >
      <ServiceAddForm />
    </FormPage>
  );
}
