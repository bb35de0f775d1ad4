/**
 * Preview links on the web side (docs/publishing.md). The proxy finds the item a request's
 * preview-link cookie shows while the link works (an item, or a release's changes), and leaves it
 * in the request's state (kept by @kasar/server's HTTP server around each request); the public
 * pages, which may not read the request themselves (they are static), read it there and apply
 * those changes only. Without
 * that state (a plain `next start`) a link is refused rather than shown as a staff preview.
 */
import 'server-only';

import { previewLinkItem, type PreviewedItem } from '@kasar/api/domain';
import { requestState } from '@kasar/server/process-state';
import type { NextRequest } from 'next/server';

import { PREVIEW_LINK_COOKIE } from '~/components/preview-paths';

import { services } from './services';

const STATE_KEY = 'previewLink';

/**
 * Whether the request opens a working preview link, which is then kept for its render. False
 * without a link, for one that no longer works, and where no request state is kept.
 */
export async function holdPreviewLink(request: NextRequest): Promise<boolean> {
  const token = request.cookies.get(PREVIEW_LINK_COOKIE)?.value;
  const state = requestState();
  if (!token || !state) return false;
  const item = await previewLinkItem(services, token);
  if (!item) return false;
  const held: PreviewedItem[] = item.items;
  state[STATE_KEY] = held;
  return true;
}

function isPreviewedItem(value: unknown): value is PreviewedItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    'entity' in value &&
    typeof value.entity === 'string' &&
    ['SERVICE', 'PROJECT', 'BANNER', 'ORGANIZATION', 'ABOUT_US', 'GALLERY_IMAGE'].includes(
      value.entity,
    ) &&
    'entityId' in value &&
    typeof value.entityId === 'string' &&
    'draft' in value &&
    typeof value.draft === 'boolean' &&
    'enable' in value &&
    (value.enable === null || typeof value.enable === 'boolean')
  );
}

/**
 * In a preview's render: what its link shows (one item, or a release's changes), or null for a
 * staff preview.
 */
export function previewLinkOfRender(): PreviewedItem[] | null {
  const held = requestState()?.[STATE_KEY];
  return Array.isArray(held) && held.every(isPreviewedItem) ? held : null;
}
