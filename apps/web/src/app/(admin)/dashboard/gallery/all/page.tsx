import type { Metadata } from 'next';

import {
  ACTIVE_SERVICES_INPUT,
  NO_FILTERS,
  galleryPageInput,
} from '~/components/dashboard/gallery/gallery-filter';
import { GalleryList } from '~/components/dashboard/gallery/gallery-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Gallery' };

export default async function GalleryPage() {
  const forbidden = await forbiddenUnless('gallery.view');
  if (forbidden) return forbidden;
  await Promise.all([
    prefetch(trpc.gallery.list.queryOptions(galleryPageInput(1, NO_FILTERS))),
    prefetch(trpc.services.list.queryOptions(ACTIVE_SERVICES_INPUT)),
  ]);
  return (
    <HydrateClient>
      <GalleryList />
    </HydrateClient>
  );
}
