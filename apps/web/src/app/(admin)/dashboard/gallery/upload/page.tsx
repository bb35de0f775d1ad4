import type { Metadata } from 'next';

import { GalleryUploadForm } from '~/components/dashboard/gallery/gallery-upload-form';
import { FormPage } from '~/components/dashboard/page-header';

export const metadata: Metadata = { title: 'Upload Images' };

export default function GalleryUploadPage() {
  return (
    <FormPage
      back="gallery"
      title="Upload Images"
      description="Choose the service, then the project."
      width="xl"
      form={<GalleryUploadForm />}
    />
  );
}
