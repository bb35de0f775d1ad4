/**
 * The public pages' data: server-side tRPC calls kept in Next's data cache under the tags the
 * mutations revalidate, so a saved change shows on the next request. The pages that read them
 * carry the same tags in the full-route cache. When a call fails the page shows the fallbacks
 * below, and is kept only briefly so it recovers on its own once the database answers again.
 */
import 'server-only';

import type { PublicDataTag, RouterOutputs } from '@kasar/api';
import {
  BLANK_ORGANIZATION,
  publicBanners,
  publicFeaturedProjects,
  publicProjectsByService,
  publicService,
  slugify,
} from '@kasar/api/domain';
import { slugOrIdInput } from '@kasar/validators';
import { TRPCError } from '@trpc/server';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';

import { building } from '~/env';
import { publicApi } from '~/trpc/server';

import { services } from './services';

export type PublicServiceSummary = RouterOutputs['public']['services'][number];
export type PublicServiceDetail = RouterOutputs['public']['service'];
export type PublicProject = RouterOutputs['public']['projectsByService'][string][number];
export type PublicProjectsByService = RouterOutputs['public']['projectsByService'];
export type PublicBanner = RouterOutputs['public']['banners'][number];
export type PublicOrganization = RouterOutputs['public']['organization'];
export type PublicAboutUs = RouterOutputs['public']['aboutUs'];

/**
 * Whether this render is a staff preview: Next's draft mode, which the proxy lets through only
 * with a live dashboard session. Next renders it per request, never stores it in the page cache
 * and skips `unstable_cache` for it, so the previews below read the database directly and what
 * they show (disabled services, projects and banners) reaches no visitor.
 */
async function previewing(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

const PREVIEW = { preview: true } as const;

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
  founder_name: null,
  founder_position: null,
  founder_description: null,
  stats: [],
  updated_at: null,
};

const loadServices = cached('services', ['services'], async () =>
  (await publicApi()).public.services(),
);

/** The enabled services, or the five default services when the list fails to load. */
export function getServices(): Promise<PublicServiceSummary[]> {
  return orFallback(loadServices, () =>
    DEFAULT_SERVICE_NAMES.map(([name, slug]) => ({
      id: slug,
      name,
      title: name,
      slug,
      headline: name,
      description: name,
      hero_image: null,
      hero_image_alt: null,
    })),
  );
}

const loadService = unstable_cache(
  async (slug: string) => (await publicApi()).public.service({ id_or_slug: slug }),
  ['public', 'service'],
  // A service detail also lists its projects' images.
  { tags: ['services', 'projects'] },
);

/** One enabled service by slug or id; null when there is none (unknown or disabled). */
export async function getService(slug: string): Promise<PublicServiceDetail | null> {
  try {
    if (await previewing()) {
      const { id_or_slug } = slugOrIdInput.parse({ id_or_slug: slug });
      return await publicService(services, id_or_slug, PREVIEW);
    }
    return await loadService(slug);
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      return null;
    throw error;
  }
}

const loadProjects = unstable_cache(
  async () => (await publicApi()).public.projectsByService(),
  ['public', 'projects-by-service'],
  // Keyed by service slug and named after services: both kinds of change show.
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
    async () =>
      (await previewing())
        ? await publicFeaturedProjects(services, PREVIEW)
        : await loadFeaturedProjects(),
    () => [],
  );
}

export type ProjectsResult =
  { ok: true; projectsByService: PublicProjectsByService } | { ok: false; message: string };

/** Projects grouped by service slug, or the message the projects page shows on failure. */
export async function getProjectsByService(): Promise<ProjectsResult> {
  try {
    const projectsByService = (await previewing())
      ? await publicProjectsByService(services, PREVIEW)
      : await loadProjects();
    return { ok: true, projectsByService };
  } catch (error) {
    await keepPageBriefly();
    const message = error instanceof TRPCError ? error.message : '';
    return { ok: false, message: message || 'Failed to load projects data' };
  }
}

const loadBanners = cached('banners', ['banners'], async () =>
  (await publicApi()).public.banners(),
);

/** The enabled banners; a failure leaves the carousel without slides. */
export function getBanners(): Promise<PublicBanner[]> {
  return orFallback(
    async () =>
      (await previewing()) ? await publicBanners(services, PREVIEW) : await loadBanners(),
    () => [],
  );
}

const loadOrganization = cached('organization', ['organization'], async () =>
  (await publicApi()).public.organization(),
);

/** The organization profile, or an all-blank organization when it fails to load. */
export function getOrganization(): Promise<PublicOrganization> {
  return orFallback(loadOrganization, () => EMPTY_ORGANIZATION);
}

const loadAboutUs = cached('about-us', ['about-us'], async () =>
  (await publicApi()).public.aboutUs(),
);

/** The About Us content; empty (so the fallbacks show) when it fails to load. */
export function getAboutUs(): Promise<PublicAboutUs> {
  return orFallback(loadAboutUs, () => EMPTY_ABOUT_US);
}
