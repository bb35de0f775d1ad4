/**
 * Services (the firm's lines of work): list, read, create, update, delete with their projects,
 * toggle, their projects, image uploads for their pages, and their order in the navigation and
 * footer. Slugs are generated from the name, unique, and stable unless edited.
 */
import type { Db, Prisma } from '@kasar/db';
import {
  seoMessages,
  serviceMessages,
  serviceUpdateFields,
  focalPointText,
  type ServiceCreateData,
  type ServiceUpdateData,
  type ServiceUploadImagesData,
  type ReorderData,
} from '@kasar/validators';

import { isUniqueViolation } from '../db-errors';
import { invalidField } from '../errors';
import { MESSAGES } from '../messages';
import { projectInclude, toProjectOutput } from '../schemas/project';
import {
  serviceInclude,
  statisticsOf,
  serviceDraftContent,
  toServiceOutput,
} from '../schemas/service';
import { entityEvent } from '../audit';
import type { ApiServices, AuditedServices, AuditedTransactionServices } from '../services';
import { deleteUnreferencedFiles } from '../stored-files';
import { withUploads, type Uploads } from '../uploads';
import {
  serviceFromLegacyVersion,
  serviceRecord,
  serviceSnapshot,
  serviceSnapshotFormat,
  serviceTrashInclude,
  serviceTrashSnapshot,
} from '../entities/service';
import { focalPointOf } from '../schemas/common';
import { moveToTrash, TRASH_CHANGES } from './trash/put-in';
import {
  findPage,
  recordCreated,
  found,
  NEWEST_FIRST,
  OLDEST_FIRST,
  searchIn,
  statusFilter,
  targetOf,
  type AuditTarget,
  type ToggleInput,
  type PageQuery,
} from './listing';
import {
  closeGaps,
  IN_ORDER,
  lockLists,
  nextPosition,
  PROJECTS_LOCK,
  reorderList,
  SERVICE_LIST,
} from './ordering';
import { photoRules, savePhotos } from './photos';
import { claimPath, movePath, REDIRECT_CHANGES, servicePath } from './redirects';
import { slugify, withSuffix } from './slug';
import {
  computeDraft,
  discardDraft,
  draftVersionOf,
  findDraft,
  getDraft,
  recordDraft,
  refuseStaleDraft,
  removeDraft,
} from './drafts';
import { completeScheduledChange, type ScheduledClaim } from './schedules/claim';
import { requestDraftChanges, submitDraftForReview } from './reviews';
import {
  lockItem,
  recordVersion,
  refuseStaleSave,
  restoreInput,
  versionToRestore,
  type VersionRestore,
} from './versions';
import type { ServiceScope } from './service-scope';

/** A service page also shows its projects' images. */
/** What a change of a service revalidates (its entity record says). */
export const SERVICE_CHANGES = serviceRecord.revalidates;

const AUDIT: AuditTarget<{ name: string }, 'service'> = {
  entity: serviceRecord.entity,
  label: (service) => service.name,
};

const heroImageRules = photoRules('hero_image', 'services', {
  size: serviceMessages.heroImageSize,
  type: serviceMessages.heroImageType,
});

const seoImageRules = photoRules('seo_image', 'services', {
  size: seoMessages.imageSize,
  type: seoMessages.imageType,
});

/** The statistic columns of the statistics given; a missing one is null. */
export function statisticColumns(statistics: ServiceCreateData['statistics']) {
  const value = (key: string) => {
    const found = statistics.find((statistic) => statistic.key === key);
    return found === undefined ? null : Number(found.value);
  };
  return {
    projectsCompleted: value('projectsCompleted'),
    satisfiedClients: value('satisfiedClients'),
    onTimeDelivery: value('onTimeDelivery'),
  };
}

/** The columns of a service's own fields, with its (unique) slug. */
function serviceColumns(input: ServiceUpdateData | ServiceCreateData, slug: string) {
  return {
    name: input.name,
    slug,
    headline: input.headline,
    description: input.description,
    isEnabled: input.is_enabled,
    offerings: input.services,
    // Absent search appearance fields stay as they are; null clears one.
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    noindex: input.noindex,
  };
}

/** The feature rows of a service, in the order given. */
export function featureRows(features: ServiceCreateData['features']) {
  return features.map((feature, position) => ({
    position,
    title: feature.title,
    description: feature.description ?? null,
  }));
}

/** A service's state as its versions keep it: its output and its snapshot. */
function serviceState(
  row: Parameters<typeof toServiceOutput>[0] & Parameters<typeof serviceSnapshot>[0],
) {
  return { output: toServiceOutput(row), snapshot: serviceSnapshot(row) };
}

/** The service as its wire shape needs it, or a 404. */
async function findService(db: Db, id: string) {
  return found(
    await db.service.findUnique({ where: { id }, include: serviceInclude }),
    MESSAGES.serviceNotFound,
  );
}

/** The first free slug among base, base-2, base-3, ... (ignoring the service being renamed). */
export async function nextFreeSlug(db: Db, base: string, exceptId?: string): Promise<string> {
  const taken = await db.service.findMany({
    where: { slug: { startsWith: base }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { slug: true },
  });
  const used = new Set(taken.map((row) => row.slug));
  let attempt = 0;
  while (used.has(withSuffix(base, attempt))) attempt += 1;
  return withSuffix(base, attempt);
}

const SLUG_ATTEMPTS = 5;

/**
 * Writes with a unique slug. An explicit slug must be free; otherwise the first free one from
 * `base` is used, looked up again when a concurrent write takes it first.
 */
async function writeWithUniqueSlug<T>(
  db: Db,
  slug: { explicit?: string; base: string; exceptId?: string },
  write: (slug: string) => Promise<T>,
): Promise<T> {
  if (slug.explicit) {
    try {
      return await write(slug.explicit);
    } catch (error) {
      if (isUniqueViolation(error, 'slug')) throw invalidField('slug', serviceMessages.slugTaken);
      throw error;
    }
  }
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    try {
      return await write(await nextFreeSlug(db, slug.base, slug.exceptId));
    } catch (error) {
      if (!isUniqueViolation(error, 'slug')) throw error;
    }
  }
  throw invalidField('slug', serviceMessages.slugTaken);
}

export function listServices(
  { db }: ApiServices,
  query: PageQuery & { status: 'all' | 'active' | 'inactive'; search?: string },
  within: ServiceScope = null,
) {
  const where: Prisma.ServiceWhereInput = {
    ...(within ? { id: { in: [...within] } } : {}),
    ...statusFilter(query.status),
    ...searchIn(query.search, ['name', 'headline']),
  };
  return findPage(
    db,
    db.service,
    query,
    { where, include: serviceInclude, orderBy: OLDEST_FIRST },
    toServiceOutput,
  );
}

export async function getService({ db }: Pick<ApiServices, 'db'>, id: string) {
  return toServiceOutput(await findService(db, id));
}

export async function createService(deps: AuditedServices, input: ServiceCreateData) {
  const { db } = deps;
  const created = await withUploads(deps, async (uploads) => {
    const hero = input.hero_image ? await uploads.save(input.hero_image, heroImageRules) : null;
    const social = input.seo_image ? await uploads.save(input.seo_image, seoImageRules) : null;
    const slug = { explicit: input.slug, base: slugify(input.name) };
    return writeWithUniqueSlug(db, slug, (slug) =>
      db.$transaction(async (tx) => {
        await lockLists(tx, SERVICE_LIST);
        const row = await tx.service.create({
          data: {
            position: await nextPosition(tx, SERVICE_LIST),
            ...serviceColumns(input, slug),
            heroImageUrl: hero?.url ?? null,
            heroImageKey: hero?.key ?? null,
            heroImageAlt: input.hero_image_alt ?? null,
            heroFocalX: input.hero_focal_point?.x ?? null,
            heroFocalY: input.hero_focal_point?.y ?? null,
            seoImageUrl: social?.url ?? null,
            seoImageKey: social?.key ?? null,
            ...statisticColumns(input.statistics),
            features: { create: featureRows(input.features) },
          },
          include: serviceInclude,
        });
        await recordCreated(deps, tx, 'service.create', AUDIT, row, toServiceOutput(row));
        const item = { entity: 'service' as const, id: row.id };
        await recordVersion(tx, deps, item, serviceState(row), null);
        // Its address may have been an old one of another service: the page wins.
        const notice = await claimPath(tx, servicePath(row.slug));
        return { row, notice };
      }),
    );
  });
  await deps.onPublicDataChange(
    created.notice ? [...SERVICE_CHANGES, ...REDIRECT_CHANGES] : SERVICE_CHANGES,
  );
  return { ...toServiceOutput(created.row), notice: created.notice };
}

/**
 * Saves a service's fields. Refused (409) when `expected_updated_at` is sent and the service was
 * saved since; stores a version. The hero image a new one replaces stays stored while a version
 * refers to it: the files of the versions beyond the cap go once nothing else refers to them.
 * `restore`: the save puts a version back (recorded as such).
 */
export async function updateService(
  deps: AuditedTransactionServices,
  input: ServiceUpdateData,
  restore?: VersionRestore & { publishing?: boolean; scheduled?: ScheduledClaim },
) {
  const { db } = deps;
  const existing = await findService(db, input.id);
  const item = { entity: 'service' as const, id: input.id };
  const updated = await withUploads(deps, async (uploads) => {
    const images = await serviceImagesOf(uploads, input, restore);
    const slug = {
      explicit: input.slug && input.slug !== existing.slug ? input.slug : undefined,
      base: existing.slug,
      exceptId: existing.id,
    };
    return writeWithUniqueSlug(db, slug, (slug) =>
      db.$transaction(async (tx) => {
        await lockItem(tx, item);
        const current = await findService(tx, input.id);
        const draft = await findDraft(tx, item);
        await refuseStaleSave(tx, item, input.expected_updated_at, toServiceOutput(current), draft);
        const row = await writeService(tx, input, slug, images);
        const [before, after] = [toServiceOutput(current), toServiceOutput(row)];
        const dropped = await recordVersion(
          tx,
          deps,
          item,
          serviceState(row),
          serviceState(current),
        );
        // A save from a form that loaded the draft publishes it: the draft is done.
        const fromDraft =
          draft !== null && input.expected_updated_at === draft.updatedAt.toISOString();
        if (restore?.publishing || fromDraft) await removeDraft(tx, item);
        // A scheduled publish is done in the same transaction, or not at all.
        if (restore?.scheduled) await completeScheduledChange(tx, restore.scheduled, deps.now());
        const type = restore?.publishing
          ? 'service.draft_publish'
          : restore
            ? 'service.version_restore'
            : 'service.update';
        await deps.audit(tx, entityEvent(type, targetOf(AUDIT, row), before, after));
        // A new slug keeps the old address working (a 301; decision 035).
        const moved = current.slug !== row.slug;
        const notice = moved
          ? await movePath(tx, servicePath(current.slug), servicePath(row.slug))
          : null;
        return { row, dropped, moved, notice };
      }),
    );
  });
  await deps.onPublicDataChange(
    updated.moved ? [...SERVICE_CHANGES, ...REDIRECT_CHANGES] : SERVICE_CHANGES,
  );
  await deleteUnreferencedFiles(deps, updated.dropped);
  return { ...toServiceOutput(updated.row), notice: updated.notice };
}

/** The images a save writes: each a new upload, a restored file, null to remove, undefined to keep. */
async function serviceImagesOf(
  uploads: Uploads,
  input: ServiceUpdateData,
  restore: VersionRestore | undefined,
) {
  const hero = input.hero_image
    ? await uploads.save(input.hero_image, heroImageRules)
    : restore?.images.hero_image;
  // A new social image, a restored one, null for a removal, or undefined to keep it.
  const social = input.seo_image
    ? await uploads.save(input.seo_image, seoImageRules)
    : restore
      ? restore.images.seo_image
      : input.remove_seo_image
        ? null
        : undefined;
  return { hero, social };
}

/** Writes a save's fields to the service's row (holding `lockItem`); answers the row. */
async function writeService(
  tx: Db,
  input: ServiceUpdateData,
  slug: string,
  { hero, social }: Awaited<ReturnType<typeof serviceImagesOf>>,
) {
  await tx.serviceFeature.deleteMany({ where: { serviceId: input.id } });
  return tx.service.update({
    where: { id: input.id },
    data: {
      // Absent is_enabled, services or statistics stay as they are.
      ...serviceColumns(input, slug),
      // Absent alt text stays; an empty one (null) clears it.
      heroImageAlt: input.hero_image_alt,
      // Absent hero_focal_point keeps it; null clears both coordinates.
      ...(input.hero_focal_point === undefined
        ? {}
        : {
            heroFocalX: input.hero_focal_point?.x ?? null,
            heroFocalY: input.hero_focal_point?.y ?? null,
          }),
      ...(hero !== undefined
        ? { heroImageUrl: hero?.url ?? null, heroImageKey: hero?.key ?? null }
        : {}),
      ...(social !== undefined
        ? { seoImageUrl: social?.url ?? null, seoImageKey: social?.key ?? null }
        : {}),
      ...(input.statistics ? statisticColumns(input.statistics) : {}),
      features: { create: featureRows(input.features) },
    },
    include: serviceInclude,
  });
}

/**
 * Saves the service's fields as its draft (docs/publishing.md): checked and written exactly as a
 * save would be (images stored, slug made unique), then rolled back, so the live service, its
 * public pages and the caches stay as they are. Refused (409) when the form loaded another state
 * than the working copy (the draft, or the live service without one).
 */
export async function saveServiceDraft(
  deps: AuditedServices,
  input: ServiceUpdateData,
  options: { submit?: boolean } = {},
) {
  const { db } = deps;
  const existing = await findService(db, input.id);
  const item = { entity: 'service' as const, id: input.id };
  const saved = await withUploads(deps, async (uploads) => {
    const images = await serviceImagesOf(uploads, input, undefined);
    const slug = {
      explicit: input.slug && input.slug !== existing.slug ? input.slug : undefined,
      base: existing.slug,
      exceptId: existing.id,
    };
    return writeWithUniqueSlug(db, slug, (slug) =>
      db.$transaction(async (tx) => {
        await lockItem(tx, item);
        const current = await findService(tx, input.id);
        const draft = await findDraft(tx, item);
        await refuseStaleDraft(
          tx,
          item,
          input.expected_updated_at,
          toServiceOutput(current),
          draft,
        );
        const state = await computeDraft(tx, async () =>
          serviceState(await writeService(tx, input, slug, images)),
        );
        const recorded = await recordDraft(tx, deps, item, state, serviceState(current));
        if (options.submit) await submitDraftForReview(tx, deps, item);
        const output = { ...state.output, updated_at: recorded.updatedAt.toISOString() };
        await deps.audit(
          tx,
          entityEvent(
            options.submit ? 'service.review_submit' : 'service.draft_save',
            targetOf(AUDIT, { id: current.id, name: output.name }),
            toServiceOutput(current),
            output,
          ),
        );
        return { output, dropped: recorded.dropped };
      }),
    );
  });
  await deleteUnreferencedFiles(deps, saved.dropped);
  return saved.output;
}

/** The service's draft (its fields as the draft has them, who saved it, when), or null. */
export async function serviceDraft(deps: Pick<ApiServices, 'db'>, id: string) {
  await findService(deps.db, id);
  const draft = await getDraft(deps, { entity: 'service', id });
  return draft && { ...draft, data: serviceDraftContent.parse(draft.data) };
}

/** Discards the service's draft; the live service stays as it is. */
export async function discardServiceDraft(
  deps: AuditedServices,
  input: { id: string; expected_updated_at?: string },
) {
  const service = await findService(deps.db, input.id);
  return discardDraft(
    deps,
    { entity: 'service', id: input.id },
    { type: 'service.draft_discard', target: targetOf(AUDIT, service) },
    input.expected_updated_at,
  );
}

/**
 * 'Request changes' on the service's draft: it leaves the Review queue with the reviewer's `comment`,
 * which its author sees on the service and receives by mail.
 */
export async function requestServiceChanges(
  deps: AuditedServices,
  input: { id: string; comment: string },
) {
  const service = await findService(deps.db, input.id);
  return requestDraftChanges(
    deps,
    { entity: 'service', id: input.id },
    { type: 'service.review_changes', target: targetOf(AUDIT, service) },
    input.comment,
  );
}

/**
 * Publishes the service's draft: its version goes through the save path (rules, slug, 301,
 * audit as `service.draft_publish`, revalidation) and the draft ends. An image whose file is gone
 * is left out, and the answer's notice says so.
 */
export async function publishServiceDraft(
  deps: AuditedTransactionServices,
  input: { id: string },
  scheduled?: ScheduledClaim,
) {
  await findService(deps.db, input.id);
  const number = await draftVersionOf(deps.db, { entity: 'service', id: input.id });
  return putServiceVersionBack(deps, { id: input.id, number }, true, scheduled);
}

/**
 * Puts version `number` of the service back through the update path (its rules, slug, audit
 * and revalidation apply) as a new version. A hero image whose file is gone is left out, and the
 * answer's notice says so.
 */
export async function restoreServiceVersion(
  deps: AuditedTransactionServices,
  input: { id: string; number: number },
) {
  return putServiceVersionBack(deps, input, false);
}

/** A version written back through the save path: a restore, or a draft's publish. */
async function putServiceVersionBack(
  deps: AuditedTransactionServices,
  input: { id: string; number: number },
  publishing: boolean,
  scheduled?: ScheduledClaim,
) {
  const current = await findService(deps.db, input.id);
  const item = { entity: 'service' as const, id: input.id };
  const { snapshot, images, missing } = await versionToRestore(deps, item, input.number, {
    format: serviceSnapshotFormat,
    current: serviceSnapshot(current),
    fromLegacy: serviceFromLegacyVersion,
  });
  const values = restoreInput(serviceUpdateFields, {
    id: input.id,
    name: snapshot.name,
    slug: snapshot.slug,
    headline: snapshot.headline,
    description: snapshot.description,
    features: snapshot.features.map((feature) => ({
      title: feature.title,
      description: feature.description,
    })),
    hero_image_alt: snapshot.hero_image_alt,
    hero_focal_point: focalPointText(focalPointOf(snapshot.hero_focal_x, snapshot.hero_focal_y)),
    seo_title: snapshot.seo_title,
    seo_description: snapshot.seo_description,
    noindex: snapshot.noindex,
    services: snapshot.offerings,
    statistics: statisticsOf({
      projectsCompleted: snapshot.projects_completed,
      satisfiedClients: snapshot.satisfied_clients,
      onTimeDelivery: snapshot.on_time_delivery,
    }),
  });
  const { notice: redirectNotice, ...restored } = await updateService(deps, values, {
    images,
    publishing,
    scheduled,
  });
  const notices = [missing ? MESSAGES.versionImageMissing(missing) : null, redirectNotice].filter(
    (notice) => notice !== null,
  );
  return { item: restored, notice: notices.length > 0 ? notices.join(' ') : null };
}

/** How many projects and images a delete of the service moves to the trash with it. */
export async function serviceDeletionImpact({ db }: ApiServices, id: string) {
  await findService(db, id);
  const [projects, images] = await db.$transaction([
    db.project.count({ where: { serviceId: id } }),
    db.projectImage.count({ where: { project: { serviceId: id } } }),
  ]);
  return { projects, images };
}

/**
 * Moves the service with its features, projects and their images to the trash: the live rows go
 * at once (the cascade), the trash keeps them and their files until it is emptied.
 */
export async function deleteService(deps: AuditedServices, id: string) {
  const { projects, images } = await deps.db.$transaction(async (tx) => {
    // Its projects go too: no reorder of them may run meanwhile.
    await lockLists(tx, SERVICE_LIST, PROJECTS_LOCK);
    const service = found(
      await tx.service.findUnique({ where: { id }, include: serviceTrashInclude }),
      MESSAGES.serviceNotFound,
    );
    await moveToTrash(deps, tx, { kind: 'SERVICE', snapshot: serviceTrashSnapshot(service) });
    // Projects and images cascade.
    await tx.service.delete({ where: { id } });
    await closeGaps(tx, SERVICE_LIST);
    const imageCount = service.projects.reduce((sum, project) => sum + project.images.length, 0);
    // What went with it: the projects and images the cascade removed.
    await deps.audit(tx, {
      ...entityEvent('service.delete', targetOf(AUDIT, service), null, null),
      changes: {
        fields: [],
        values: { projects: { from: service.projects.length }, images: { from: imageCount } },
      },
    });
    return { projects: service.projects.length, images: imageCount };
  });
  await deps.onPublicDataChange([...SERVICE_CHANGES, ...TRASH_CHANGES]);
  return { id, projects, images };
}

/** Sets `is_enabled`, or flips it when absent. */
export async function toggleService(
  deps: AuditedTransactionServices,
  input: ToggleInput,
  scheduled?: ScheduledClaim,
) {
  const updated = await deps.db.$transaction(async (tx) => {
    const existing = await findService(tx, input.id);
    const row = await tx.service.update({
      where: { id: input.id },
      data: { isEnabled: input.is_enabled ?? !existing.isEnabled },
      include: serviceInclude,
    });
    const [before, after] = [toServiceOutput(existing), toServiceOutput(row)];
    await deps.audit(tx, entityEvent('service.toggle', targetOf(AUDIT, row), before, after));
    if (scheduled) await completeScheduledChange(tx, scheduled, deps.now());
    return after;
  });
  await deps.onPublicDataChange(SERVICE_CHANGES);
  return updated;
}

/** The service's projects, newest first. */
export async function serviceProjects({ db }: ApiServices, id: string) {
  await findService(db, id);
  const rows = await db.project.findMany({
    where: { serviceId: id },
    include: projectInclude,
    orderBy: NEWEST_FIRST,
  });
  return rows.map(toProjectOutput);
}

/** Stores images for a service page's text and answers their URLs. */
export function uploadServiceImages(deps: ApiServices, input: ServiceUploadImagesData) {
  return withUploads(deps, async (uploads) => {
    const saved = await savePhotos(uploads, input.images, 'services');
    // No row refers to these files, only the answer: keeping them is this call's commit.
    await uploads.keep();
    return saved.map((file) => ({ image_url: file.url }));
  });
}

/** Every service in navigation order (the disabled ones keep their place, hidden). */
export async function serviceOrder({ db }: ApiServices, within: ServiceScope = null) {
  const rows = await db.service.findMany({
    where: within ? { id: { in: [...within] } } : {},
    include: serviceInclude,
    orderBy: IN_ORDER,
  });
  return rows.map(toServiceOutput);
}

/** Puts the navigation and footer in the order of `ids` (every service, once each). */
export async function reorderServices(deps: AuditedServices, input: ReorderData) {
  await reorderList(deps, SERVICE_LIST, input.ids, 'service.reorder', { entity: AUDIT.entity });
  await deps.onPublicDataChange(SERVICE_CHANGES);
  return serviceOrder(deps);
}
