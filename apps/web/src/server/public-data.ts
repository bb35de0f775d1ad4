/**
 * The public pages' data: server-side tRPC calls kept in Next's data cache under the tags the
 * mutations revalidate, so a saved change shows on the next request. The pages that read them
 * carry the same tags in the full-route cache. When a call fails the page shows the fallbacks
 * below, and is kept only briefly so it recovers on its own once the database answers again.
 */
import 'server-only';

import type { PublicDataTag, RouterOutputs, TransactionServices } from '@kasar/api';
import {
  BLANK_ORGANIZATION,
  publicAboutUs,
  publicBanners,
  publicFeaturedProjects,
  publicOrganization,
  publicPortfolioPage,
  publicServiceWithGalleryPage,
  publicServices,
  publicSitemap,
  readWithDrafts,
  slugify,
  type PreviewedItem,
  type PublicGalleryImage,
} from '@kasar/api/domain';
import { publicPageInput, publicProjectsPageInput, slugOrIdInput } from '@kasar/validators';
import { TRPCError } from '@trpc/server';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';

import { GALLERY_PER_PAGE, PROJECTS_PER_PAGE } from '~/components/site/paging';
import { building } from '~/env';
import { publicApi } from '~/trpc/server';

import { previewLinkOfRender } from './preview-links';

import { services } from './services';

export type PublicServiceSummary = RouterOutputs['public']['services'][number];
export type PublicProject = RouterOutputs['public']['projectsByService'][string][number];
export type { PublicGalleryImage };
/** A service with one page of its gallery (`gallery`), as its page shows it. */
export type PublicServiceDetail = Awaited<ReturnType<typeof publicServiceWithGalleryPage>>;
export type PublicPortfolioPage = Awaited<ReturnType<typeof publicPortfolioPage>>;
export type PublicBanner = RouterOutputs['public']['banners'][number];
export type PublicOrganization = RouterOutputs['public']['organization'];
export type PublicAboutUs = RouterOutputs['public']['aboutUs'];
export type PublicSitemap = Awaited<ReturnType<typeof publicSitemap>>;

const PREVIEW = { preview: true } as const;

/**
 * How this render previews, when it does: Next's draft mode, which the proxy lets through only
 * with a live dashboard session (a staff preview: every draft applied, disabled services, projects
 * and banners shown) or a preview link that still works (that link's item only: its draft
 * applied, the item shown while disabled; or a release's changes only). Next renders it per request, never stores it in the
 * page cache and skips `unstable_cache` for it, so the previews below read the database directly
 * and what they show reaches no other visitor.
 */
async function previewScope(): Promise<{ link: PreviewedItem[] | null } | null> {
  if (!(await draftMode()).isEnabled) return null;
  return { link: previewLinkOfRender() };
}

/**
 * `read` as the preview `scope` shows it: inside the rolled-back transaction with the drafts
 * applied, the disabled content shown to staff (a link shows its item only).
 */
function readPreviewed<T>(
  scope: { link: PreviewedItem[] | null },
  read: (deps: TransactionServices, visibility: { preview?: boolean }) => Promise<T>,
): Promise<T> {
  return scope.link
    ? readWithDrafts(services, (deps) => read(deps, {}), scope.link)
    : readWithDrafts(services, (deps) => read(deps, PREVIEW));
}

/** How long a page rendered with fallbacks (its data failed to load) stays in the cache. */
const DEGRADED_PAGE_SECONDS = 10;

/**
 * Shortens the lifetime of the page being rendered: a data-cache entry's `revalidate` caps the
 * page's (Next.js keeps the smallest one a render used), so a page showing fallbacks is
 * regenerated within seconds instead of staying until the next edit.
 */
async function keepPageBriefly(): Promise<void> {
  if (building) return;
  await unstable_cache(() => Promise.resolve(true), ['public', 'degraded-page'], {
    revalidate: DEGRADED_PAGE_SECONDS,
  })();
}

/** What `load` answers, or the fallback (on a page kept only briefly) when it fails. */
async function orFallback<T>(load: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await load();
  } catch {
    await keepPageBriefly();
    return fallback();
  }
}

function cached<T>(key: string, tags: PublicDataTag[], load: () => Promise<T>): () => Promise<T> {
  return unstable_cache(load, ['public', key], { tags });
}

/** The five services shown when the services list cannot be loaded, at the seed's addresses. */
const DEFAULT_SERVICE_NAMES = [
  'Residential Construction',
  'Commercial Projects',
  'Renovation & Remodeling',
  'Infrastructure Development',
  'Industrial Construction',
].map((name) => [name, slugify(name)] as const);

const EMPTY_ORGANIZATION: PublicOrganization = BLANK_ORGANIZATION;

const EMPTY_ABOUT_US: PublicAboutUs = {
  founder_img: null,
  founder_img_alt: null,
  founder_focal_point: null,
  founder_name: null,
  founder_position: null,
  founder_description: null,
  stats: [],
  updated_at: null,
};

const loadServices = cached('services', ['services'], async () =>
  (await publicApi()).public.services(),
);

/**
 * The enabled services (in a preview, every service with its draft applied), or the five default
 * services when the list fails to load.
 */
export function getServices(): Promise<PublicServiceSummary[]> {
  const load = async () => {
    const scope = await previewScope();
    return scope
      ? await readPreviewed(scope, (deps) => publicServices(deps))
      : await loadServices();
  };
  return orFallback(load, () =>
    DEFAULT_SERVICE_NAMES.map(([name, slug]) => ({
      id: slug,
      name,
      title: name,
      slug,
      headline: name,
      description: name,
      hero_image: null,
      hero_image_alt: null,
      hero_focal_point: null,
    })),
  );
}

/** Whether a failed call was refused for what it asked (an unknown service), not a failure. */
function isNotFound(error: unknown): boolean {
  return error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST');
}

function serviceWithGalleryPage(
  deps: TransactionServices,
  slug: string,
  page: number,
  visibility: { preview?: boolean },
) {
  const { id_or_slug } = slugOrIdInput.parse({ id_or_slug: slug });
  const query = publicPageInput.parse({ page, limit: GALLERY_PER_PAGE });
  return publicServiceWithGalleryPage(deps, id_or_slug, query, visibility);
}

const loadService = unstable_cache(
  (slug: string, page: number) => serviceWithGalleryPage(services, slug, page, {}),
  ['public', 'service-with-gallery-page'],
  // A service detail also lists its projects' images.
  { tags: ['services', 'projects'] },
);

/**
 * One enabled service by slug or id with page `page` of its gallery; null when there is none
 * (unknown or disabled) or the gallery has no such page (page 1 always exists).
 */
export async function getService(slug: string, page = 1): Promise<PublicServiceDetail | null> {
  try {
    const scope = await previewScope();
    const service = scope
      ? await readPreviewed(scope, (deps, visibility) =>
          serviceWithGalleryPage(deps, slug, page, visibility),
        )
      : await loadService(slug, page);
    return page > service.gallery.pagination.total_pages ? null : service;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Page `page` of the visible projects in portfolio order, of one service (slug) or all. */
function portfolioPage(
  deps: TransactionServices,
  service: string,
  page: number,
  visibility: { preview?: boolean },
) {
  const query = publicProjectsPageInput.parse({ service, page, limit: PROJECTS_PER_PAGE });
  return publicPortfolioPage(deps, query, visibility);
}

const loadPortfolioPage = unstable_cache(
  (service: string, page: number) => portfolioPage(services, service, page, {}),
  ['public', 'portfolio-page'],
  // Projects name their service, and the pages follow the services' order.
  { tags: ['projects', 'services'] },
);

const loadFeaturedProjects = unstable_cache(
  async () => (await publicApi()).public.featuredProjects(),
  ['public', 'featured-projects'],
  // Their categories are service names, and the fallback picks one per service.
  { tags: ['projects', 'services'] },
);

/** The home page's featured projects; a failure leaves the strip empty. */
export function getFeaturedProjects(): Promise<PublicProject[]> {
  return orFallback(
    async () => {
      const scope = await previewScope();
      return scope
        ? await readPreviewed(scope, (deps, visibility) => publicFeaturedProjects(deps, visibility))
        : await loadFeaturedProjects();
    },
    () => [],
  );
}

export type PortfolioResult =
  | { status: 'found'; page: PublicPortfolioPage }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

/**
 * Page `page` of the portfolio, of one service (`service`, a slug; '' for all): not found for an
 * unknown service or a page past the last (page 1 always exists, empty or not), or the message
 * the projects page shows when the projects cannot be loaded.
 */
export async function getPortfolioPage(service: string, page: number): Promise<PortfolioResult> {
  try {
    const scope = await previewScope();
    const found = scope
      ? await readPreviewed(scope, (deps, visibility) =>
          portfolioPage(deps, service, page, visibility),
        )
      : await loadPortfolioPage(service, page);
    return page > found.pagination.total_pages
      ? { status: 'not-found' }
      : { status: 'found', page: found };
  } catch (error) {
    if (isNotFound(error)) return { status: 'not-found' };
    await keepPageBriefly();
    const message = error instanceof TRPCError ? error.message : '';
    return { status: 'failed', message: message || 'Failed to load projects data' };
  }
}

const loadBanners = cached('banners', ['banners'], async () =>
  (await publicApi()).public.banners(),
);

/** The enabled banners; a failure leaves the carousel without slides. */
export function getBanners(): Promise<PublicBanner[]> {
  return orFallback(
    async () => {
      const scope = await previewScope();
      return scope
        ? await readPreviewed(scope, (deps, visibility) => publicBanners(deps, visibility))
        : await loadBanners();
    },
    () => [],
  );
}

const loadOrganization = cached('organization', ['organization'], async () =>
  (await publicApi()).public.organization(),
);

/** The organization profile, or an all-blank organization when it fails to load. */
export function getOrganization(): Promise<PublicOrganization> {
  return orFallback(
    async () => {
      const scope = await previewScope();
      return scope
        ? await readPreviewed(scope, (deps) => publicOrganization(deps))
        : await loadOrganization();
    },
    () => EMPTY_ORGANIZATION,
  );
}

const loadAboutUs = cached('about-us', ['about-us'], async () =>
  (await publicApi()).public.aboutUs(),
);

/** The About Us content; empty (so the fallbacks show) when it fails to load. */
export function getAboutUs(): Promise<PublicAboutUs> {
  return orFallback(
    async () => {
      const scope = await previewScope();
      return scope
        ? await readPreviewed(scope, (deps) => publicAboutUs(deps))
        : await loadAboutUs();
    },
    () => EMPTY_ABOUT_US,
  );
}

const loadSitemap = unstable_cache(() => publicSitemap(services), ['public', 'sitemap'], {
  // Its dates follow every kind of public content.
  tags: ['services', 'projects', 'banners', 'organization', 'about-us'],
});

/**
 * The sitemap's dates of the public pages and its services; when it fails to load, the pages
 * undated and the five default services.
 */
export function getSitemap(): Promise<PublicSitemap> {
  return orFallback(loadSitemap, () => ({
    pages: { home: null, our_projects: null, about_us: null, contact_us: null },
    services: DEFAULT_SERVICE_NAMES.map(([, slug]) => ({ slug, updated_at: null })),
  }));
}
