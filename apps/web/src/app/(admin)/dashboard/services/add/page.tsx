import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';

import { PageHeader } from '~/components/dashboard/page-header';
import { SERVICES_PATH } from '~/components/dashboard/routes';
import { ServiceAddForm } from '~/components/dashboard/services/service-add-form';

export const metadata: Metadata = { title: 'Add Service' };

export default function AddServicePage() {
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        href={SERVICES_PATH}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden />
        Back to Services
      </Link>
      <PageHeader title="Add New Service" />
      <ServiceAddForm />
    </div>
  );
}
