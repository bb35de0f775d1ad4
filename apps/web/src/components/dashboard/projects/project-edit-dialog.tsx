'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
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

  const onSubmit = () => {
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
    <EditDialog
      title="Edit Project"
      submitLabel="Update Project"
      saving={update.isPending}
      submitError={submitError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <ProjectFormFields form={form} />
    </EditDialog>
  );
}
