/**
 * The public pages' data: server-side tRPC calls kept in Next's data cache under the tags the
 * mutations revalidate, so a saved change shows on the next request. The pages that read them
 * carry the same tags in the full-route cache. When a call fails the page shows the fallbacks
 * below, and is kept only briefly so it recovers on its own once the database answers again.
 */
import 'server-only';

import type { PublicDataTag, RouterOutputs } from '@kasar/api';
import { slugify } from '@kasar/api/domain';
import { TRPCError } from '@trpc/server';
import { unstable_cache } from 'next/cache';

import { building } from '~/env';
import { publicApi } from '~/trpc/server';

export type PublicServiceSummary = RouterOutputs['public']['services'][number];
export type PublicServiceDetail = RouterOutputs['public']['service'];
export type PublicProject = RouterOutputs['public']['projectsByService'][string][number];
export type PublicProjectsByService = RouterOutputs['public']['projectsByService'];
export type PublicBanner = RouterOutputs['public']['banners'][number];
export type PublicOrganization = RouterOutputs['public']['organization'];
export type PublicAboutUs = RouterOutputs['public']['aboutUs'];

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

const EMPTY_ORGANIZATION: PublicOrganization = {
  email: null,
  mobile: null,
  address: null,
  map_link: null,
  logo_url: null,
  facebook_link: null,
  twitter_link: null,
  instagram_link: null,
  linkedin_link: null,
  youtube_link: null,
  whatsapp_link: null,
  updated_at: null,
};

const EMPTY_ABOUT_US: PublicAboutUs = {
  founder_img: null,
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
export async function getServices(): Promise<PublicServiceSummary[]> {
  try {
    return await loadServices();
  } catch {
    await keepPageBriefly();
    return DEFAULT_SERVICE_NAMES.map(([name, slug]) => ({
      id: slug,
      name,
      title: name,
      slug,
      headline: name,
      description: name,
      hero_image: null,
    }));
  }
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

export type ProjectsResult =
  { ok: true; projectsByService: PublicProjectsByService } | { ok: false; message: string };

/** Projects grouped by service slug, or the message the projects page shows on failure. */
export async function getProjectsByService(): Promise<ProjectsResult> {
  try {
    return { ok: true, projectsByService: await loadProjects() };
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
export async function getBanners(): Promise<PublicBanner[]> {
  try {
    return await loadBanners();
  } catch {
    await keepPageBriefly();
    return [];
  }
}

const loadOrganization = cached('organization', ['organization'], async () =>
  (await publicApi()).public.organization(),
);

/** The organization profile, or an all-blank organization when it fails to load. */
export async function getOrganization(): Promise<PublicOrganization> {
  try {
    return await loadOrganization();
  } catch {
    await keepPageBriefly();
    return EMPTY_ORGANIZATION;
  }
}

const loadAboutUs = cached('about-us', ['about-us'], async () =>
  (await publicApi()).public.aboutUs(),
);

/** The About Us content; empty (so the fallbacks show) when it fails to load. */
export async function getAboutUs(): Promise<PublicAboutUs> {
  try {
    return await loadAboutUs();
  } catch {
    await keepPageBriefly();
    return EMPTY_ABOUT_US;
  }
}
