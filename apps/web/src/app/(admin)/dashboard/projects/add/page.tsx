import type { Metadata } from 'next';

import { FormPage } from '~/components/dashboard/page-header';
import { ProjectAddForm } from '~/components/dashboard/projects/project-add-form';

export const metadata: Metadata = { title: 'Add Project' };

export default function AddProjectPage() {
  return <FormPage back="projects" title="Add New Project" width="lg" form={<ProjectAddForm />} />;
}
