import type { Metadata } from 'next';

import { GalleryUploadForm } from '~/components/dashboard/gallery/gallery-upload-form';
import { FormPage } from '~/components/dashboard/page-header';
import { GALLERY_PATH } from '~/components/dashboard/routes';

export const metadata: Metadata = { title: 'Upload Images' };

export default function GalleryUploadPage() {
  return (
    <FormPage
      back={{ href: GALLERY_PATH, label: 'Back to Gallery' }}
      title="Upload Images"
      description="Choose the service, then the project."
      width="xl"
    >
      <GalleryUploadForm />
    </FormPage>
  );
}
