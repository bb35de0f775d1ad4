'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { Alert, Button, Modal } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { serverFieldErrors, submitErrorOf } from '../errors';
import { ProjectFormFields } from './project-form-fields';
import { useProjectForm } from './project-form-state';

type Project = RouterOutputs['projects']['get'];

export function ProjectEditDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useProjectForm(project);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const update = useMutation(trpc.projects.update.mutationOptions());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitError(null);
    if (!form.validate()) return;
    update.mutate(
      { id: project.id, ...form.payload() },
      {
        onSuccess: () => {
          toast.success(MESSAGES.projectUpdated);
          void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
          onClose();
        },
        onError: (error) => {
          form.showServerErrors(serverFieldErrors(error));
          setSubmitError(submitErrorOf(error, 'Failed to update project. Please try again.'));
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} title="Edit Project" size="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <ProjectFormFields form={form} />
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Project'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
