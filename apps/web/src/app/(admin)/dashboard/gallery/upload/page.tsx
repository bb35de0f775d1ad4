import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';

import { GalleryUploadForm } from '~/components/dashboard/gallery/gallery-upload-form';
import { PageHeader } from '~/components/dashboard/page-header';
import { GALLERY_PATH } from '~/components/dashboard/routes';

export const metadata: Metadata = { title: 'Upload Images' };

export default function GalleryUploadPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        href={GALLERY_PATH}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden />
        Back to Gallery
      </Link>
      <PageHeader title="Upload Images" description="Choose the service, then the project." />
      <GalleryUploadForm />
    </div>
  );
}
