'use client';

import { MESSAGES } from '@kasar/api/messages';
import { Alert, Button, buttonClasses } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { serverFieldErrors, submitErrorOf } from '../errors';
import { SERVICES_PATH } from '../routes';
import { ServiceFormFields } from './service-form-fields';
import { useServiceForm } from './service-form-state';

export function ServiceAddForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useServiceForm();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const create = useMutation(trpc.services.create.mutationOptions());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitError(null);
    if (!form.validate()) return;
    create.mutate(form.toFormData(), {
      onSuccess: () => {
        toast.success(MESSAGES.serviceCreated);
        void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
        router.push(SERVICES_PATH);
      },
      onError: (error) => {
        form.showServerErrors(serverFieldErrors(error));
        setSubmitError(submitErrorOf(error, 'Failed to create service'));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <ServiceFormFields form={form} />
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Link href={SERVICES_PATH} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Create Service'}
        </Button>
      </div>
    </form>
  );
}
