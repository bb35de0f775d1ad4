'use client';

/**
 * The three version calls of each item with a history (list, read one, restore), bound to the
 * item, for the History dialog. One hook per kind, each naming its own procedures.
 */
import type { RouterOutputs } from '@kasar/api';
import type { QueryKey } from '@tanstack/react-query';

import { useTRPC, useTRPCClient } from '~/trpc/react';

export type VersionPage = RouterOutputs['services']['versions'];
export type VersionRead = RouterOutputs['services']['version'];

export interface VersionCalls<T> {
  /** Names the item's version queries in the cache. */
  key: QueryKey;
  /** The queries that show the item; fetched again after a restore. */
  refetch: QueryKey[];
  list: (page: number) => Promise<VersionPage>;
  get: (number: number) => Promise<VersionRead>;
  restore: (number: number) => Promise<{ item: T; notice: string | null }>;
}

const PAGE_SIZE = 10;

export function useServiceVersionCalls(id: string): VersionCalls<RouterOutputs['services']['get']> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return {
    key: ['versions', 'service', id],
    refetch: [trpc.services.pathKey()],
    list: (page) => client.services.versions.query({ id, page, limit: PAGE_SIZE }),
    get: (number) => client.services.version.query({ id, number }),
    restore: (number) => client.services.restoreVersion.mutate({ id, number }),
  };
}

export function useProjectVersionCalls(id: string): VersionCalls<RouterOutputs['projects']['get']> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return {
    key: ['versions', 'project', id],
    refetch: [trpc.projects.pathKey(), trpc.services.pathKey()],
    list: (page) => client.projects.versions.query({ id, page, limit: PAGE_SIZE }),
    get: (number) => client.projects.version.query({ id, number }),
    restore: (number) => client.projects.restoreVersion.mutate({ id, number }),
  };
}

export function useBannerVersionCalls(id: string): VersionCalls<RouterOutputs['banners']['get']> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return {
    key: ['versions', 'banner', id],
    refetch: [trpc.banners.pathKey()],
    list: (page) => client.banners.versions.query({ id, page, limit: PAGE_SIZE }),
    get: (number) => client.banners.version.query({ id, number }),
    restore: (number) => client.banners.restoreVersion.mutate({ id, number }),
  };
}

export function useOrganizationVersionCalls(): VersionCalls<RouterOutputs['organization']['get']> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return {
    key: ['versions', 'organization'],
    refetch: [trpc.organization.pathKey()],
    list: (page) => client.organization.versions.query({ page, limit: PAGE_SIZE }),
    get: (number) => client.organization.version.query({ number }),
    restore: (number) => client.organization.restoreVersion.mutate({ number }),
  };
}

export function useAboutUsVersionCalls(): VersionCalls<RouterOutputs['aboutUs']['get']> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return {
    key: ['versions', 'about_us'],
    refetch: [trpc.aboutUs.pathKey()],
    list: (page) => client.aboutUs.versions.query({ page, limit: PAGE_SIZE }),
    get: (number) => client.aboutUs.version.query({ number }),
    restore: (number) => client.aboutUs.restoreVersion.mutate({ number }),
  };
}
