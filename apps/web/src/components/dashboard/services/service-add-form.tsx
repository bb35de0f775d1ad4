'use client';

import { useRouter } from 'next/navigation';

import { PageForm } from '../edit-dialog';
import { SERVICES_PATH } from '../routes';
import { ServiceFormFields, useServiceSave } from './service-form';

export function ServiceAddForm() {
  const router = useRouter();
  const { form, save } = useServiceSave(undefined, () => router.push(SERVICES_PATH));
  return (
    <PageForm listPath={SERVICES_PATH} submitLabel="Create Service" save={save}>
      <ServiceFormFields form={form} />
    </PageForm>
  );
}
