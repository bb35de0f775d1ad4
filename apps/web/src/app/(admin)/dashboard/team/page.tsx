import type { Metadata } from 'next';

import { TeamList } from '~/components/dashboard/team/team-list';

export const metadata: Metadata = { title: 'Team' };

export default function TeamPage() {
  return <TeamList />;
}
