import type { Metadata } from 'next';

import { WHOLE_LIST_INPUT } from '~/components/dashboard/list-inputs';
import { ProjectList } from '~/components/dashboard/projects/project-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Projects' };

export default async function AllProjectsPage() {
  const forbidden = await forbiddenUnless('projects.view');
  if (forbidden) return forbidden;
  await prefetch(trpc.projects.list.queryOptions(WHOLE_LIST_INPUT));
  return (
    <HydrateClient>
      <ProjectList />
    </HydrateClient>
  );
}
