'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import type { ServiceFormData } from '@kasar/validators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
import { showServerErrors, submitErrorOf } from '../errors';
import {
  ServiceFormFields,
  serviceFormData,
  statisticFieldOf,
  useServiceForm,
} from './service-form';

type Service = RouterOutputs['services']['get'];

export function ServiceEditDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useServiceForm(service);
  const update = useMutation(trpc.services.update.mutationOptions());

  const onValid = (data: ServiceFormData) =>
    update.mutate(serviceFormData(data, service.id), {
      onSuccess: () => {
        toast.success(MESSAGES.serviceUpdated);
        void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
        onClose();
      },
      onError: (error) =>
        showServerErrors(
          form.setError,
          error,
          submitErrorOf(error, 'Failed to update service'),
          statisticFieldOf(data),
        ),
    });

  return (
    <EditDialog
      title="Edit Service"
      submitLabel="Update Service"
      saving={update.isPending}
      submitError={form.formState.errors.root?.server?.message}
      onSubmit={form.handleSubmit(onValid)}
      onClose={onClose}
    >
      <ServiceFormFields form={form} currentHeroImage={service.hero_image} />
    </EditDialog>
  );
}
