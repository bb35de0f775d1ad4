import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';

import { PageHeader } from '~/components/dashboard/page-header';
import { ProjectAddForm } from '~/components/dashboard/projects/project-add-form';
import { PROJECTS_PATH } from '~/components/dashboard/routes';

export const metadata: Metadata = { title: 'Add Project' };

export default function AddProjectPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        href={PROJECTS_PATH}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden />
        Back to Projects
      </Link>
      <PageHeader title="Add New Project" />
      <ProjectAddForm />
    </div>
  );
}
