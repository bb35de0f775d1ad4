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
import { PROJECTS_PATH } from '../routes';
import { ProjectFormFields } from './project-form-fields';
import { useProjectForm } from './project-form-state';

export function ProjectAddForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useProjectForm();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const create = useMutation(trpc.projects.create.mutationOptions());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitError(null);
    if (!form.validate()) return;
    create.mutate(form.payload(), {
      onSuccess: () => {
        toast.success(MESSAGES.projectCreated);
        void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
        router.push(PROJECTS_PATH);
      },
      onError: (error) => {
        form.showServerErrors(serverFieldErrors(error));
        setSubmitError(submitErrorOf(error, 'Failed to create project. Please try again.'));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <ProjectFormFields form={form} />
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Link href={PROJECTS_PATH} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Create Project'}
        </Button>
      </div>
    </form>
  );
}
