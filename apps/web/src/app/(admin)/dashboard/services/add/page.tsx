import type { Metadata } from 'next';

import { FormPage } from '~/components/dashboard/page-header';
import { ServiceAddForm } from '~/components/dashboard/services/service-add-form';
import { forbiddenUnless, roleHolds } from '~/server/dashboard-access';

export const metadata: Metadata = { title: 'Add Service' };

export default async function AddServicePage() {
  const forbidden = await forbiddenUnless('services.create');
  if (forbidden) return forbidden;
  const mayPublish = await roleHolds('services.publish');
  return (
    <FormPage
      back="services"
      title="Add New Service"
      description={
        mayPublish ? undefined : 'New services stay disabled until an editor publishes them.'
      }
      width="lg"
      form={<ServiceAddForm />}
    />
  );
}
