'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import type { ProjectCreateData } from '@kasar/validators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
import { showServerErrors, submitErrorOf } from '../errors';
import { ProjectFormFields, useProjectForm } from './project-form';

type Project = RouterOutputs['projects']['get'];

export function ProjectEditDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useProjectForm(project);
  const update = useMutation(trpc.projects.update.mutationOptions());

  const onValid = (data: ProjectCreateData) =>
    update.mutate(
      { id: project.id, ...data },
      {
        onSuccess: () => {
          toast.success(MESSAGES.projectUpdated);
          void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
          onClose();
        },
        onError: (error) =>
          showServerErrors(
            form.setError,
            error,
            submitErrorOf(error, 'Failed to update project. Please try again.'),
          ),
      },
    );

  return (
    <EditDialog
      title="Edit Project"
      submitLabel="Update Project"
      saving={update.isPending}
      submitError={form.formState.errors.root?.server?.message}
      onSubmit={form.handleSubmit(onValid)}
      onClose={onClose}
    >
      <ProjectFormFields form={form} />
    </EditDialog>
  );
}
