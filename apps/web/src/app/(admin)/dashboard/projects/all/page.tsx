import type { Metadata } from 'next';

import { ProjectList } from '~/components/dashboard/projects/project-list';

export const metadata: Metadata = { title: 'Projects' };

export default function AllProjectsPage() {
  return <ProjectList />;
}
