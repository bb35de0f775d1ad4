'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
import { serverFieldErrors, submitErrorOf } from '../errors';
import { ServiceFormFields } from './service-form-fields';
import { useServiceForm } from './service-form-state';

type Service = RouterOutputs['services']['get'];

export function ServiceEditDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useServiceForm(service);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const update = useMutation(trpc.services.update.mutationOptions());

  const onSubmit = () => {
    setSubmitError(null);
    if (!form.validate()) return;
    update.mutate(form.toFormData(), {
      onSuccess: () => {
        toast.success(MESSAGES.serviceUpdated);
        void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
        onClose();
      },
      onError: (error) => {
        form.showServerErrors(serverFieldErrors(error));
        setSubmitError(submitErrorOf(error, 'Failed to update service'));
      },
    });
  };

  return (
    <EditDialog
      title="Edit Service"
      submitLabel="Update Service"
      saving={update.isPending}
      submitError={submitError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <ServiceFormFields form={form} currentHeroImage={service.hero_image} />
    </EditDialog>
  );
}
