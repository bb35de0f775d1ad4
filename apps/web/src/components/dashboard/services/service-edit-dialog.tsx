'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { Alert, Button, Modal } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <Modal open onClose={onClose} title="Edit Service" size="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <ServiceFormFields form={form} currentHeroImage={service.hero_image} />
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Service'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
