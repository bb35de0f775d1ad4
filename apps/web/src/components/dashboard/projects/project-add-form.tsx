'use client';

import { useRouter } from 'next/navigation';

import { PageForm } from '../edit-dialog';
import { PROJECTS_PATH } from '../routes';
import { ProjectFormFields, useProjectSave } from './project-form';

export function ProjectAddForm() {
  const router = useRouter();
  const { form, save } = useProjectSave(undefined, () => router.push(PROJECTS_PATH));
  return (
    <PageForm listPath={PROJECTS_PATH} submitLabel="Create Project" save={save}>
      <ProjectFormFields form={form} />
    </PageForm>
  );
}
