'use client';

/**
 * Shares the service page's gallery and lightbox: the hero and any gallery photo open the
 * lightbox at their image, which steps through the hero and every photo of the service, fetching
 * further pages of the gallery as it reaches them; the gallery grid shows the pages loaded after
 * the one the page was rendered with ('Show more'). The lightbox's code is loaded on first open.
 */
import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

import type { PublicGalleryImage } from '~/server/public-data';

import type { Gallery, GalleryImage } from './image-viewer';
import { fetchListPage, usePagedList, type PagedList } from './paged-list';
import { serviceGalleryDataUrl, type ListPage } from './paging';

const Lightbox = dynamic(() => import('./lightbox').then((module) => module.Lightbox));

interface ServiceGalleryState {
  open: (index: number) => void;
  /** The service's photos (lightbox image `n + 1` is photo `n`: image 0 is the hero). */
  photos: PagedList<PublicGalleryImage>;
  name: string;
  /** The service's slug, for the gallery pages' addresses; null: every photo is here. */
  slug: string | null;
}

const ServiceGalleryContext = createContext<ServiceGalleryState | null>(null);

export function useServiceGallery(): ServiceGalleryState {
  const state = useContext(ServiceGalleryContext);
  if (!state) throw new Error('useServiceGallery must be used inside a LightboxProvider');
  return state;
}

export function LightboxProvider({
  name,
  slug,
  hero,
  photos: firstPhotos,
  children,
}: {
  name: string;
  slug: string | null;
  hero: GalleryImage;
  photos: ListPage<PublicGalleryImage>;
  children: ReactNode;
}) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const fetchPhotos = useCallback(
    (page: number) => {
      if (slug === null) return Promise.reject(new Error('every photo is already here'));
      return fetchListPage<PublicGalleryImage>(serviceGalleryDataUrl(slug, page));
    },
    [slug],
  );
  const photos = usePagedList(firstPhotos, fetchPhotos);
  const { ensure } = photos;
  const showImage = useCallback(
    (index: number) => {
      if (index > 0) void ensure(index - 1);
    },
    [ensure],
  );
  const photoAt = (index: number): GalleryImage | undefined => {
    const photo = photos.itemAt(index);
    return photo && { src: photo.image_url, alt: photo.alt, focalPoint: photo.focal_point };
  };
  const gallery: Gallery = {
    total: photos.total + 1,
    imageAt: (index) => (index === 0 ? hero : photoAt(index - 1)),
    thumbnails: [
      { index: 0, src: hero.src, focalPoint: hero.focalPoint },
      ...photos.loaded.map(({ index, item }) => ({
        index: index + 1,
        src: item.image_url,
        focalPoint: item.focal_point,
      })),
    ],
    title: name,
  };
  return (
    <ServiceGalleryContext.Provider value={{ open: setOpenAt, photos, name, slug }}>
      {children}
      {openAt === null ? null : (
        <Lightbox
          gallery={gallery}
          openAt={openAt}
          onClose={() => setOpenAt(null)}
          onShow={showImage}
        />
      )}
    </ServiceGalleryContext.Provider>
  );
}
