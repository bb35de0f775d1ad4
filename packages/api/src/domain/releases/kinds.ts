/**
 * What a release item is about: a service, project or banner (its draft published, or it enabled
 * or disabled), or a gallery image (enabled or disabled), by its wire name and stored name, with
 * its name and whether it is enabled now.
 */
import type { Db, ReleaseEntity } from '@kasar/db';
import type { ReleaseKind } from '@kasar/validators';

import { MESSAGES } from '../../messages';
import { NOT_FOUND, scheduledItemOf } from '../schedules/schedule';

export const RELEASE_ENTITY_OF: Readonly<Record<ReleaseKind, ReleaseEntity>> = {
  service: 'SERVICE',
  project: 'PROJECT',
  banner: 'BANNER',
  gallery_image: 'GALLERY_IMAGE',
};

export const RELEASE_KIND_OF: Readonly<Record<ReleaseEntity, ReleaseKind>> = {
  SERVICE: 'service',
  PROJECT: 'project',
  BANNER: 'banner',
  GALLERY_IMAGE: 'gallery_image',
};

/** What a release calls each kind in its messages ('the gallery image "…"'). */
export const RELEASE_NOUN: Readonly<Record<ReleaseKind, string>> = {
  service: 'service',
  project: 'project',
  banner: 'banner',
  gallery_image: 'gallery image',
};

/** The 404 message of an unknown item of each kind. */
export const RELEASE_NOT_FOUND: Readonly<Record<ReleaseKind, string>> = {
  ...NOT_FOUND,
  gallery_image: MESSAGES.imageNotFound,
};

/** The item's name and whether it is enabled now; null when there is no such item. */
export async function releaseItemOf(
  db: Db,
  kind: ReleaseKind,
  id: string,
): Promise<{ label: string; isEnabled: boolean } | null> {
  if (kind !== 'gallery_image') return scheduledItemOf(db, kind, id);
  const image = await db.projectImage.findUnique({
    where: { id },
    select: { alt: true, isEnabled: true, project: { select: { title: true } } },
  });
  // A photo without alternative text is named after its project, as the page describes it.
  return (
    image && { label: image.alt || `${image.project.title} (photo)`, isEnabled: image.isEnabled }
  );
}
