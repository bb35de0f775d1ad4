'use client';

import { MESSAGES } from '@kasar/api/messages';
import type { ServiceFormData } from '@kasar/validators';
import { FormActions } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { showServerErrors, submitErrorOf } from '../errors';
import { SERVICES_PATH } from '../routes';
import { CancelLink } from '../cancel-link';
import {
  ServiceFormFields,
  serviceFormData,
  statisticFieldOf,
  useServiceForm,
} from './service-form';

export function ServiceAddForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useServiceForm();
  const create = useMutation(trpc.services.create.mutationOptions());

  const onValid = (data: ServiceFormData) =>
    create.mutate(serviceFormData(data), {
      onSuccess: () => {
        toast.success(MESSAGES.serviceCreated);
        void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
        router.push(SERVICES_PATH);
      },
      onError: (error) =>
        showServerErrors(
          form.setError,
          error,
          submitErrorOf(error, 'Failed to create service'),
          statisticFieldOf(data),
        ),
    });

  const submitError = form.formState.errors.root?.server?.message;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-6">
      <ServiceFormFields form={form} />
      <FormActions
        cancel={<CancelLink href={SERVICES_PATH} />}
        submitLabel="Create Service"
        busyLabel="Saving..."
        busy={create.isPending}
        error={submitError}
      />
    </form>
  );
}
