import type { Metadata } from 'next';

import { FormPage } from '~/components/dashboard/page-header';
import { ProjectAddForm } from '~/components/dashboard/projects/project-add-form';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Add Project' };

export default async function AddProjectPage() {
  await prefetch(trpc.projects.serviceOptions.queryOptions());
  return (
    <HydrateClient>
      <FormPage back="projects" title="Add New Project" width="lg" form={<ProjectAddForm />} />
    </HydrateClient>
  );
}
