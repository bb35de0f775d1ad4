/**
 * /services/{slug}?page=N, which the proxy rewrites here: the service page with page N of its
 * gallery. Rendered on its first request and cached like page 1; a page past the gallery's last
 * (or not a page number) is not found, so the cache keeps only pages that exist.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { pageNumberOf } from '~/components/site/paging';

import { serviceMetadata, ServicePageContent } from '../../service-page';

export function generateStaticParams(): { slug: string; page: string }[] {
  return [];
}

interface ServiceGalleryPageProps {
  params: Promise<{ slug: string; page: string }>;
}

/** Page 1 lives at /services/{slug} itself; every other page number from 2 is a gallery page. */
function galleryPageOf(text: string): number {
  const page = pageNumberOf(text);
  if (page === null || page < 2) notFound();
  return page;
}

export async function generateMetadata({ params }: ServiceGalleryPageProps): Promise<Metadata> {
  const { slug, page } = await params;
  return serviceMetadata(slug, galleryPageOf(page));
}

export default async function ServiceGalleryPage({ params }: ServiceGalleryPageProps) {
  const { slug, page } = await params;
  return <ServicePageContent slug={slug} page={galleryPageOf(page)} />;
}
