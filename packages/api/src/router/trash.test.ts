import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  createProject,
  createService,
  formData,
  uploadGallery,
  type ServiceOutput,
} from '../../test/fixtures';
import {
  expectError,
  expectFieldError,
  expectRouterAdminOnly,
  rejectionOf,
} from '../../test/expect';
import { RestoreConflictError } from '../errors';
import { imageFile, openHarness, type Caller, type Harness } from '../../test/harness';
import { purgeTrash, PURGE_LOCK } from '../domain/trash';
import { deleteUnreferencedFiles } from '../stored-files';
import { startTrashPurge } from '../trash-purge';
import { trashRouter } from './trash';

let h: Harness;
let api: Caller;
let visitor: Caller;

beforeAll(async () => {
  ({ h, api } = await openHarness());
  visitor = await h.anonymous();
});
afterAll(() => h.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

/** Every test starts from empty content, an empty trash and the real time. */
beforeEach(async () => {
  const db = h.database.db;
  await db.trashItem.deleteMany();
  await db.service.deleteMany();
  await db.banner.deleteMany();
  h.resetClock();
});

async function createBanner(headline: string) {
  return api.banners.create(
    formData({ headline, is_enabled: '1', image: await imageFile(`${headline}.jpg`, 'jpeg') }),
  );
}

/** The trash item of what had the id `entityId`. */
async function trashIdOf(entityId: string): Promise<string> {
  const item = await h.database.db.trashItem.findFirstOrThrow({ where: { entityId } });
  return item.id;
}

const publicBannerHeadlines = async () =>
  (await visitor.public.banners()).map((banner) => banner.headline);
const publicServiceNames = async () =>
  (await visitor.public.services()).map((service) => service.name);
/** The titles of a service's projects on the public projects page, in portfolio order. */
const publicProjectTitles = async (service: ServiceOutput) =>
  ((await visitor.public.projectsByService({}))[service.slug] ?? []).map(
    (project) => project.title,
  );

describe('auth', () => {
  it('refuses every procedure without a valid bearer token', async () => {
    await expectRouterAdminOnly(h, trashRouter, {
      list: (c) => c.trash.list({}),
      restore: (c) => c.trash.restore({ id: 'x' }),
      restoreMany: (c) => c.trash.restoreMany({ ids: ['x'] }),
      restoreDeleted: (c) => c.trash.restoreDeleted({ kind: 'banner', entity_id: 'x' }),
      deleteForever: (c) => c.trash.deleteForever({ id: 'x' }),
      deleteForeverMany: (c) => c.trash.deleteForeverMany({ ids: ['x'] }),
    });
  });
});

describe('banners', () => {
  it('leave the carousel when deleted and come back at their place, telling the caches what a create does and that the trash changed', async () => {
    await createBanner('First slide');
    const second = await createBanner('Second slide');
    await createBanner('Third slide');
    const createTags = h.revalidated.slice(-1);
    await api.banners.delete({ id: second.id });
    expect(await publicBannerHeadlines()).toEqual(['First slide', 'Third slide']);

    const listed = await api.trash.list({});
    expect(listed.data).toEqual([
      {
        id: expect.any(String) as string,
        kind: 'banner',
        entity_id: second.id,
        label: 'Second slide',
        thumbnail_url: second.image_url,
        deleted_by: h.admin.email,
        deleted_at: expect.any(String) as string,
        purge_at: expect.any(String) as string,
      },
    ]);
    const [item] = listed.data;
    expect(Date.parse(item?.purge_at ?? '') - Date.parse(item?.deleted_at ?? '')).toBe(30 * DAY_MS);

    const before = h.revalidated.length;
    expect(await api.trash.restore({ id: item?.id ?? '' })).toEqual({
      restored: [{ kind: 'banner', entity_id: second.id, label: 'Second slide' }],
      notices: [],
    });
    expect(h.revalidated.slice(before)).toEqual(['trash', ...createTags]);
    expect(await publicBannerHeadlines()).toEqual(['First slide', 'Second slide', 'Third slide']);
    expect((await api.banners.get({ id: second.id })).position).toBe(1);
    expect((await api.trash.list({})).data).toEqual([]);

    const event = await h.database.db.auditEvent.findFirst({
      where: { type: 'trash.restore', entityId: second.id },
    });
    expect(event).toMatchObject({
      entity: 'banner',
      entityLabel: 'Second slide',
      actorEmail: h.admin.email,
    });
  });

  it('come back by their own id: the Undo of a delete', async () => {
    const banner = await createBanner('Undone slide');
    await api.banners.delete({ id: banner.id });
    await expectError(
      api.trash.restoreDeleted({ kind: 'project', entity_id: banner.id }),
      'NOT_FOUND',
      'Trash item not found',
    );
    expect(await api.trash.restoreDeleted({ kind: 'banner', entity_id: banner.id })).toEqual({
      restored: [{ kind: 'banner', entity_id: banner.id, label: 'Undone slide' }],
      notices: [],
    });
    expect(await publicBannerHeadlines()).toEqual(['Undone slide']);
  });

  it('come back at the end of the list when their place is gone', async () => {
    const banners = [];
    for (const headline of ['One', 'Two', 'Three']) banners.push(await createBanner(headline));
    await api.banners.delete({ id: banners[2]?.id ?? '' });
    await api.banners.delete({ id: banners[0]?.id ?? '' });
    await api.trash.restore({ id: await trashIdOf(banners[2]?.id ?? '') });
    expect(await publicBannerHeadlines()).toEqual(['Two', 'Three']);
  });
});

describe('services', () => {
  it('leave every public list when deleted and come back with their features, projects and images in order', async () => {
    const other = await createService(api, { name: 'Interior Design', hero_image: null });
    const service = await createService(api, {
      name: 'Residential Construction',
      features: [{ title: 'Design' }, { title: 'Build' }],
    });
    const createTags = h.revalidated.slice(-2);
    const villa = await createProject(api, service.id, { title: 'Lakeside Villa' });
    const cottage = await createProject(api, service.id, { title: 'Hill Cottage' });
    const images = await uploadGallery(api, villa.id, 3);
    await api.projects.setFeatured({ id: cottage.id, is_featured: true });

    const deleted = await api.services.delete({ id: service.id });
    expect(deleted).toEqual({ id: service.id, projects: 2, images: 3 });
    expect(await publicServiceNames()).toEqual(['Interior Design']);
    await expectError(
      visitor.public.service({ id_or_slug: service.slug }),
      'NOT_FOUND',
      'Service not found',
    );
    expect(await visitor.public.projectsByService({})).not.toHaveProperty(service.slug);
    expect((await visitor.public.featuredProjects()).map((project) => project.title)).not.toContain(
      'Hill Cottage',
    );

    const before = h.revalidated.length;
    const answer = await api.trash.restore({ id: await trashIdOf(service.id) });
    expect(answer).toEqual({
      restored: [{ kind: 'service', entity_id: service.id, label: 'Residential Construction' }],
      notices: [],
    });
    expect(h.revalidated.slice(before)).toEqual(['trash', ...createTags]);
    expect(await publicServiceNames()).toEqual(['Interior Design', 'Residential Construction']);
    const back = await api.services.get({ id: service.id });
    expect(back).toMatchObject({
      slug: service.slug,
      position: 1,
      hero_image: service.hero_image,
      features: service.features,
      projects_count: 2,
    });
    expect(await publicProjectTitles(service)).toEqual(['Lakeside Villa', 'Hill Cottage']);
    const gallery = await api.gallery.order({ project_id: villa.id });
    expect(gallery.map((image) => image.id)).toEqual(images.map((image) => image.id));
    expect((await api.projects.get({ id: cottage.id })).is_featured).toBe(true);
    expect(other.position).toBe(0);
  });

  it('refuse a restore when the slug was taken since, suggesting a free one, and take a new one', async () => {
    const service = await createService(api, { name: 'Landscape Works', hero_image: null });
    await api.services.delete({ id: service.id });
    await createService(api, { name: 'Landscape Works', hero_image: null });
    const trashId = await trashIdOf(service.id);

    const fields = await expectFieldError(api.trash.restore({ id: trashId }), {
      code: 'CONFLICT',
      field: 'slug',
      message:
        'The slug \u201clandscape-works\u201d is used by the service \u201cLandscape Works\u201d now. Restore this service with another slug, such as \u201clandscape-works-2\u201d.',
    });
    expect(fields.suggested_slug).toEqual(['landscape-works-2']);
    const refused = await rejectionOf(api.trash.restore({ id: trashId }));
    expect(refused.cause).toBeInstanceOf(RestoreConflictError);
    expect((refused.cause as RestoreConflictError).details).toEqual({
      reason: 'slug_taken',
      slug: 'landscape-works',
      held_by: 'Landscape Works',
      suggested_slug: 'landscape-works-2',
    });
    // Nothing came back, the item is still in the trash.
    expect(await h.database.db.service.count({ where: { id: service.id } })).toBe(0);
    await expectFieldError(api.trash.restore({ id: trashId, slug: 'Not A Slug' }), {
      field: 'slug',
      message: 'Slug may contain only lowercase letters, numbers and hyphens',
    });

    await api.trash.restore({ id: trashId, slug: 'landscape-works-2' });
    expect((await api.services.get({ id: service.id })).slug).toBe('landscape-works-2');
  });
});

describe('projects and images', () => {
  it('come back at their place among their service projects and in their gallery', async () => {
    const service = await createService(api, { name: 'Commercial Projects', hero_image: null });
    const titles = ['Plaza', 'Tower', 'Mall'];
    const projects = [];
    for (const title of titles) projects.push(await createProject(api, service.id, { title }));
    const tower = projects[1];
    const images = await uploadGallery(api, projects[0]?.id ?? '', 3);

    await api.projects.delete({ id: tower?.id ?? '' });
    await api.gallery.delete({ id: images[1]?.id ?? '' });
    expect(await publicProjectTitles(service)).toEqual(['Plaza', 'Mall']);
    const publicImages = async () =>
      (await visitor.public.projectsByService({}))[service.slug]?.[0]?.gallery_images.map(
        (image) => image.id,
      );
    expect(await publicImages()).toEqual([images[0]?.id, images[2]?.id]);

    await api.trash.restoreMany({
      ids: [await trashIdOf(tower?.id ?? ''), await trashIdOf(images[1]?.id ?? '')],
    });
    expect(await publicProjectTitles(service)).toEqual(['Plaza', 'Tower', 'Mall']);
    expect(await publicImages()).toEqual(images.map((image) => image.id));
  });

  it('restore several all or none: an id not in the trash refuses the call, naming it, and restores nothing', async () => {
    const service = await createService(api, { name: 'Bulk Works', hero_image: null });
    const project = await createProject(api, service.id, { title: 'Bulk Hall' });
    const banner = await createBanner('Bulk slide');
    await api.projects.delete({ id: project.id });
    await api.banners.delete({ id: banner.id });
    const ids = [await trashIdOf(project.id), await trashIdOf(banner.id)];

    const fields = await expectFieldError(
      api.trash.restoreMany({ ids: [ids[0] ?? '', 'no-such-item', ids[1] ?? ''] }),
      {
        code: 'NOT_FOUND',
        field: 'ids',
        message: 'Not in the trash: \u201cno-such-item\u201d. Nothing was restored.',
      },
    );
    expect(Object.keys(fields)).toEqual(['ids']);
    expect(await publicProjectTitles(service)).toEqual([]);
    expect(await publicBannerHeadlines()).toEqual([]);
    expect((await api.trash.list({})).data.map((item) => item.id).sort()).toEqual([...ids].sort());

    // The same ids without the unknown one, one of them twice, come back.
    const answer = await api.trash.restoreMany({ ids: [...ids, ids[0] ?? ''] });
    expect(answer.restored.map((item) => item.entity_id).sort()).toEqual(
      [project.id, banner.id].sort(),
    );
    expect((await api.trash.list({})).data).toEqual([]);
  });

  it('refuse a project whose service is in the trash, naming it, and restore both on request', async () => {
    const service = await createService(api, { name: 'Heritage Restoration', hero_image: null });
    const kept = await createProject(api, service.id, { title: 'Old Fort' });
    const project = await createProject(api, service.id, { title: 'Temple Hall' });
    await api.projects.delete({ id: project.id });
    await api.services.delete({ id: service.id });
    const trashId = await trashIdOf(project.id);

    await expectFieldError(api.trash.restore({ id: trashId }), {
      code: 'CONFLICT',
      field: 'with_parent',
      message:
        'The service \u201cHeritage Restoration\u201d of this project is in the trash. Restore both, or restore the service first.',
    });
    const refused = await rejectionOf(api.trash.restore({ id: trashId }));
    expect((refused.cause as RestoreConflictError).details).toEqual({
      reason: 'parent_in_trash',
      parent: { noun: 'service', label: 'Heritage Restoration' },
    });
    expect(await api.trash.restore({ id: trashId, with_parent: true })).toEqual({
      restored: [
        { kind: 'service', entity_id: service.id, label: 'Heritage Restoration' },
        { kind: 'project', entity_id: project.id, label: 'Temple Hall' },
      ],
      notices: [],
    });
    expect(await publicProjectTitles(service)).toEqual([kept.title, 'Temple Hall']);
  });

  it('restore the parent service under a new slug when its own was taken since', async () => {
    const service = await createService(api, { name: 'Bridge Works', hero_image: null });
    const project = await createProject(api, service.id, { title: 'Long Bridge' });
    await api.projects.delete({ id: project.id });
    await api.services.delete({ id: service.id });
    await createService(api, { name: 'Bridge Works', hero_image: null });
    const trashId = await trashIdOf(project.id);

    await expectFieldError(api.trash.restore({ id: trashId, with_parent: true }), {
      code: 'CONFLICT',
      field: 'slug',
      message:
        'The slug \u201cbridge-works\u201d is used by the service \u201cBridge Works\u201d now. Restore this service with another slug, such as \u201cbridge-works-2\u201d.',
    });
    await api.trash.restore({ id: trashId, with_parent: true, slug: 'bridge-works-2' });
    expect((await api.services.get({ id: service.id })).slug).toBe('bridge-works-2');
    expect((await api.projects.get({ id: project.id })).service_id).toBe(service.id);
  });

  it('refuse an image whose project went with its service, and restore all three on request', async () => {
    const service = await createService(api, { name: 'Urban Planning', hero_image: null });
    const project = await createProject(api, service.id, { title: 'River Front' });
    const images = await uploadGallery(api, project.id, 2);
    await api.gallery.delete({ id: images[0]?.id ?? '' });
    await api.services.delete({ id: service.id });
    const trashId = await trashIdOf(images[0]?.id ?? '');

    await expectFieldError(api.trash.restore({ id: trashId }), {
      code: 'CONFLICT',
      field: 'with_parent',
      message:
        'The service \u201cUrban Planning\u201d of this image is in the trash. Restore both, or restore the service first.',
    });
    const answer = await api.trash.restore({ id: trashId, with_parent: true });
    expect(answer.restored.map((item) => item.kind)).toEqual(['service', 'gallery_image']);
    const gallery = await api.gallery.order({ project_id: project.id });
    expect(gallery.map((image) => image.id)).toEqual(images.map((image) => image.id));
  });

  it('keep a featured flag only while fewer than four projects are featured, and say so', async () => {
    const service = await createService(api, { name: 'Featured Works', hero_image: null });
    const projects = [];
    for (const title of ['Aone', 'Btwo', 'Cthree', 'Dfour', 'Efive', 'Fsix']) {
      projects.push(await createProject(api, service.id, { title }));
    }
    for (const project of projects.slice(0, 4)) {
      await api.projects.setFeatured({ id: project.id, is_featured: true });
    }
    const [first, second] = projects;
    await api.projects.delete({ id: first?.id ?? '' });
    await api.projects.delete({ id: second?.id ?? '' });
    // Still featured-free places: the first one keeps its flag.
    expect((await api.trash.restore({ id: await trashIdOf(first?.id ?? '') })).notices).toEqual([]);
    expect((await api.projects.get({ id: first?.id ?? '' })).is_featured).toBe(true);
    await api.projects.setFeatured({ id: projects[4]?.id ?? '', is_featured: true });

    const answer = await api.trash.restore({ id: await trashIdOf(second?.id ?? '') });
    expect(answer.notices).toEqual([
      '\u201cBtwo\u201d is back but no longer featured: 4 projects are featured already.',
    ]);
    expect((await api.projects.get({ id: second?.id ?? '' })).is_featured).toBe(false);
    expect((await visitor.public.featuredProjects()).map((project) => project.title)).toEqual([
      'Aone',
      'Cthree',
      'Dfour',
      'Efive',
    ]);
  });
});

describe('list', () => {
  it('pages newest first, filters by kind, searches labels, and refuses a bad kind', async () => {
    const service = await createService(api, { name: 'Listing Service', hero_image: null });
    const project = await createProject(api, service.id, { title: 'Listed Project' });
    const banner = await createBanner('Listed banner');
    await api.projects.delete({ id: project.id });
    h.clock.now = new Date(Date.now() + 60_000);
    await api.banners.delete({ id: banner.id });

    const page = await api.trash.list({ limit: 1 });
    expect(page.pagination).toEqual({ current_page: 1, per_page: 1, total: 2, total_pages: 2 });
    expect(page.data.map((item) => item.label)).toEqual(['Listed banner']);
    const projects = await api.trash.list({ kind: 'project' });
    expect(projects.data.map((item) => item.entity_id)).toEqual([project.id]);
    expect((await api.trash.list({ search: 'BANNER' })).data).toHaveLength(1);
    await expectFieldError(api.trash.list({ kind: 'everything' as 'banner' }), {
      field: 'kind',
      message: "Kind must be 'service', 'project', 'banner' or 'gallery_image'",
    });
  });

  it('answers NOT_FOUND for an item that is not in the trash', async () => {
    await expectError(api.trash.restore({ id: 'nope' }), 'NOT_FOUND', 'Trash item not found');
    await expectError(api.trash.deleteForever({ id: 'nope' }), 'NOT_FOUND', 'Trash item not found');
    await expectFieldError(api.trash.deleteForeverMany({ ids: [] }), {
      field: 'ids',
      message: 'Select at least one item',
    });
  });
});

describe('delete forever', () => {
  it('removes the item, then the files nothing else refers to', async () => {
    const kept = await createBanner('Kept slide');
    const doomed = await createBanner('Doomed slide');
    const shared = await createBanner('Shared slide');
    for (const banner of [doomed, shared]) await api.banners.delete({ id: banner.id });
    // A live row that refers to the shared file keeps it.
    await h.database.db.banner.update({
      where: { id: kept.id },
      data: { storageKey: keyOf(shared.image_url) },
    });

    expect(await api.trash.deleteForever({ id: await trashIdOf(doomed.id) })).toEqual({
      id: expect.any(String) as string,
    });
    expect(h.storedFiles()).not.toContain(keyOf(doomed.image_url));
    expect(
      await api.trash.deleteForeverMany({ ids: [await trashIdOf(shared.id), 'gone-already'] }),
    ).toEqual({ count: 1 });
    expect(h.storedFiles()).toContain(keyOf(shared.image_url));
    expect((await api.trash.list({})).data).toEqual([]);
    const events = await h.database.db.auditEvent.findMany({
      where: { type: 'trash.delete_forever', entityId: { in: [doomed.id, shared.id] } },
    });
    expect(events).toHaveLength(2);
  });

  it('takes the versions of the item with it, and the images only they referred to', async () => {
    const banner = await createBanner('Versioned slide');
    const replaced = await api.banners.update(
      formData({
        id: banner.id,
        headline: 'Versioned slide',
        image: await imageFile('second slide.jpg', 'jpeg'),
      }),
    );
    await api.banners.delete({ id: banner.id });
    // The first image stays while version 1 can put it back.
    expect(h.storedFiles()).toEqual(
      expect.arrayContaining([keyOf(banner.image_url), keyOf(replaced.image_url)]),
    );
    const versions = { where: { entity: 'BANNER' as const, entityId: banner.id } };
    expect(await h.database.db.contentVersion.count(versions)).toBe(2);

    await api.trash.deleteForever({ id: await trashIdOf(banner.id) });
    expect(await h.database.db.contentVersion.count(versions)).toBe(0);
    expect(h.storedFiles()).not.toContain(keyOf(banner.image_url));
    expect(h.storedFiles()).not.toContain(keyOf(replaced.image_url));
  });

  it('keeps a file another trash item refers to', async () => {
    const one = await createBanner('One slide');
    const two = await createBanner('Two slide');
    for (const banner of [one, two]) await api.banners.delete({ id: banner.id });
    await h.database.db.trashItem.update({
      where: { id: await trashIdOf(two.id) },
      data: { storageKeys: [keyOf(two.image_url), keyOf(one.image_url)] },
    });
    expect(await deleteUnreferencedFiles(h.services, [keyOf(one.image_url)])).toEqual([]);
    await api.trash.deleteForever({ id: await trashIdOf(one.id) });
    expect(h.storedFiles()).toContain(keyOf(one.image_url));
  });
});

describe('purge', () => {
  it('removes the items older than the retention period with their files, recorded without an actor', async () => {
    const old = await createBanner('Old slide');
    const recent = await createBanner('Recent slide');
    await api.banners.delete({ id: old.id });
    h.clock.now = new Date(Date.now() + 20 * DAY_MS);
    await api.banners.delete({ id: recent.id });
    h.clock.now = new Date(Date.now() + 31 * DAY_MS);

    expect(await purgeTrash(h.services)).toEqual({ ran: true, purged: 1, files: 1 });
    expect(h.storedFiles()).not.toContain(keyOf(old.image_url));
    expect(h.storedFiles()).toContain(keyOf(recent.image_url));
    expect((await api.trash.list({})).data.map((item) => item.entity_id)).toEqual([recent.id]);
    const event = await h.database.db.auditEvent.findFirst({
      where: { type: 'trash.purge', entityId: old.id },
    });
    expect(event).toMatchObject({ actorId: null, entity: 'banner', entityLabel: 'Old slide' });
  });

  it('skips while another process holds the purge lock', async () => {
    const banner = await createBanner('Locked slide');
    await api.banners.delete({ id: banner.id });
    h.clock.now = new Date(Date.now() + 31 * DAY_MS);
    await h.database.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${PURGE_LOCK}, 0))`;
      expect(await purgeTrash(h.services)).toEqual({ ran: false, purged: 0, files: 0 });
    });
    expect(await h.database.db.trashItem.count()).toBe(1);
    expect(h.storedFiles()).toContain(keyOf(banner.image_url));
  });

  it('purges each item once when two processes purge at the same time', async () => {
    const banners = [];
    for (const headline of ['P1 slide', 'P2 slide', 'P3 slide']) {
      const banner = await createBanner(headline);
      await api.banners.delete({ id: banner.id });
      banners.push(banner);
    }
    h.clock.now = new Date(Date.now() + 31 * DAY_MS);
    const results = await Promise.all([purgeTrash(h.services), purgeTrash(h.services)]);
    expect(results.reduce((sum, result) => sum + result.purged, 0)).toBe(3);
    const events = await h.database.db.auditEvent.count({
      where: { type: 'trash.purge', entityId: { in: banners.map((banner) => banner.id) } },
    });
    expect(events).toBe(3);
  });

  it('runs in each server process after it starts, and stops cleanly', async () => {
    const banner = await createBanner('Scheduled slide');
    await api.banners.delete({ id: banner.id });
    h.clock.now = new Date(Date.now() + 31 * DAY_MS);
    const purge = startTrashPurge(h.services, { firstDelayMs: 0, intervalMs: 60 * 60_000 });
    await expect.poll(() => h.database.db.trashItem.count()).toBe(0);
    await purge.stop();
    expect(h.storedFiles()).not.toContain(keyOf(banner.image_url));
  });
});
