'use client';

import type { RouterOutputs } from '@kasar/api';
import { useState } from 'react';

import { useTRPCClient } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
import { HistoryButton } from '../history/history-dialog';
import { useServiceVersionCalls } from '../history/version-calls';
import { ServiceFormFields, serviceValuesOf, useServiceSave } from './service-form';

type Service = RouterOutputs['services']['get'];

/**
 * The edit dialog of a service, with its History. The form starts from `service`; a reload
 * after a refused stale save, or a restored version, puts that state in the form instead.
 */
export function ServiceEditDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const client = useTRPCClient();
  const [loaded, setLoaded] = useState(service);
  const { form, save } = useServiceSave(loaded, onClose);
  const calls = useServiceVersionCalls(service.id);
  const show = (record: Service) => {
    setLoaded(record);
    form.reset(serviceValuesOf(record));
    save.mutation.reset();
  };
  return (
    <EditDialog
      title="Edit Service"
      submitLabel="Update Service"
      save={save}
      onClose={onClose}
      onReload={() => void client.services.get.query({ id: service.id }).then(show)}
      history={
        <HistoryButton title="Service history" calls={calls} current={loaded} onRestored={show} />
      }
    >
      <ServiceFormFields form={form} currentHeroImage={loaded.hero_image} current={loaded} />
    </EditDialog>
  );
}
