import { redirect } from 'next/navigation';

import { PROJECTS_PATH } from '~/components/dashboard/routes';

export default function ProjectsIndexPage() {
  redirect(PROJECTS_PATH);
}
