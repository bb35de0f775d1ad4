import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';

import { BannerAddForm } from '~/components/dashboard/banners/banner-add-form';
import { PageHeader } from '~/components/dashboard/page-header';
import { BANNERS_PATH } from '~/components/dashboard/routes';

export const metadata: Metadata = { title: 'Add Banner' };

export default function AddBannerPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <Link
        href={BANNERS_PATH}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden />
        Back to Banners
      </Link>
      <PageHeader title="Add New Banner" />
      <BannerAddForm />
    </div>
  );
}
