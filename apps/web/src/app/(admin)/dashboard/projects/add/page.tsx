import type { Metadata } from 'next';

import { FormPage } from '~/components/dashboard/page-header';
import { ProjectAddForm } from '~/components/dashboard/projects/project-add-form';
import { PROJECTS_PATH } from '~/components/dashboard/routes';

export const metadata: Metadata = { title: 'Add Project' };

export default function AddProjectPage() {
  return (
    <FormPage
      back={{ href: PROJECTS_PATH, label: 'Back to Projects' }}
      title="Add New Project"
      width="lg"
    >
      <ProjectAddForm />
    </FormPage>
  );
}
