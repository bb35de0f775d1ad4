'use client';

import type { RouterOutputs } from '@kasar/api';

import { EditDialog } from '../edit-dialog';
import { ServiceFormFields, useServiceSave } from './service-form';

type Service = RouterOutputs['services']['get'];

export function ServiceEditDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const { form, save } = useServiceSave(service, onClose);
  return (
    <EditDialog title="Edit Service" submitLabel="Update Service" save={save} onClose={onClose}>
      <ServiceFormFields form={form} currentHeroImage={service.hero_image} />
    </EditDialog>
  );
}
