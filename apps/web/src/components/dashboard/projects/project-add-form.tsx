'use client';

import { MESSAGES } from '@kasar/api/messages';
import type { ProjectCreateData } from '@kasar/validators';
import { FormActions } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { showServerErrors, submitErrorOf } from '../errors';
import { PROJECTS_PATH } from '../routes';
import { CancelLink } from '../cancel-link';
import { ProjectFormFields, useProjectForm } from './project-form';

export function ProjectAddForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useProjectForm();
  const create = useMutation(trpc.projects.create.mutationOptions());

  const onValid = (data: ProjectCreateData) =>
    create.mutate(data, {
      onSuccess: () => {
        toast.success(MESSAGES.projectCreated);
        void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
        router.push(PROJECTS_PATH);
      },
      onError: (error) =>
        showServerErrors(
          form.setError,
          error,
          submitErrorOf(error, 'Failed to create project. Please try again.'),
        ),
    });

  const submitError = form.formState.errors.root?.server?.message;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-6">
      <ProjectFormFields form={form} />
      <FormActions
        cancel={<CancelLink href={PROJECTS_PATH} />}
        submitLabel="Create Project"
        busyLabel="Saving..."
        busy={create.isPending}
        error={submitError}
      />
    </form>
  );
}
