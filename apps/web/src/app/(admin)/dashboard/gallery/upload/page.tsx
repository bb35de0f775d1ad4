import type { Metadata } from 'next';

import { ACTIVE_SERVICES_INPUT } from '~/components/dashboard/gallery/gallery-filter';
import { GalleryUploadForm } from '~/components/dashboard/gallery/gallery-upload-form';
import { FormPage } from '~/components/dashboard/page-header';
import { forbiddenUnless, roleHolds } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Upload Images' };

export default async function GalleryUploadPage() {
  const forbidden = await forbiddenUnless('gallery.create');
  if (forbidden) return forbidden;
  const [mayPublish] = await Promise.all([
    roleHolds('gallery.publish'),
    prefetch(trpc.services.list.queryOptions(ACTIVE_SERVICES_INPUT)),
  ]);
  return (
    <HydrateClient>
      <FormPage
        back="gallery"
        title="Upload Images"
        description={
          mayPublish
            ? 'Choose the service, then the project.'
            : 'Choose the service, then the project. New images stay disabled until an editor publishes them.'
        }
        width="xl"
        form={<GalleryUploadForm />}
      />
    </HydrateClient>
  );
}
