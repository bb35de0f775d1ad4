import type { Metadata } from 'next';

import { FormPage } from '~/components/dashboard/page-header';
import { ProjectAddForm } from '~/components/dashboard/projects/project-add-form';
import { forbiddenUnless, roleHolds } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Add Project' };

export default async function AddProjectPage() {
  const forbidden = await forbiddenUnless('projects.create');
  if (forbidden) return forbidden;
  const [mayPublish] = await Promise.all([
    roleHolds('projects.publish'),
    prefetch(trpc.projects.serviceOptions.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <FormPage
        back="projects"
        title="Add New Project"
        description={
          mayPublish ? undefined : 'New projects stay disabled until an editor publishes them.'
        }
        width="lg"
        form={<ProjectAddForm />}
      />
    </HydrateClient>
  );
}
