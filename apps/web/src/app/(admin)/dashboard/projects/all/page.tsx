import type { Metadata } from 'next';

import { WHOLE_LIST_INPUT } from '~/components/dashboard/list-inputs';
import { ProjectList } from '~/components/dashboard/projects/project-list';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Projects' };

export default async function AllProjectsPage() {
  await prefetch(trpc.projects.list.queryOptions(WHOLE_LIST_INPUT));
  return (
    <HydrateClient>
      <ProjectList />
    </HydrateClient>
  );
}
