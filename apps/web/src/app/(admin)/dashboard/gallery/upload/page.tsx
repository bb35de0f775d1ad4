import type { Metadata } from 'next';

import { ACTIVE_SERVICES_INPUT } from '~/components/dashboard/gallery/gallery-filter';
import { GalleryUploadForm } from '~/components/dashboard/gallery/gallery-upload-form';
import { FormPage } from '~/components/dashboard/page-header';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Upload Images' };

export default async function GalleryUploadPage() {
  await prefetch(trpc.services.list.queryOptions(ACTIVE_SERVICES_INPUT));
  return (
    <HydrateClient>
      <FormPage
        back="gallery"
        title="Upload Images"
        description="Choose the service, then the project."
        width="xl"
        form={<GalleryUploadForm />}
      />
    </HydrateClient>
  );
}
