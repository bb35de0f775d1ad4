/**
 * Snapshots stored before a migration that changed a snapshotted table, read back today: a trash
 * item or a version written before focal points (banners, service heroes, gallery images, the
 * founder photo) and before search appearance (services, the four pages), in the shape stored
 * before snapshots had versions, is upgraded and restored; one that cannot be read is refused with
 * a 422 naming the item, never a 500.
 */
import { Prisma } from '@kasar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createProject, createService, formData, serviceForm } from '../../test/fixtures';
import { expectError } from '../../test/expect';
import { imageFile, openHarness, type Caller, type Harness } from '../../test/harness';

let h: Harness;
let api: Caller;

beforeAll(async () => {
  ({ h, api } = await openHarness());
});
afterAll(() => h.close());

const CREATED = '2026-11-20T09:30:00.000Z';
const UPDATED = '2026-11-21T10:45:00.000Z';

/** A trash row as the trash wrote it before snapshots had versions (camelCase rows, version 0). */
async function legacyTrashItem(
  kind: 'SERVICE' | 'PROJECT' | 'BANNER' | 'PROJECT_IMAGE',
  snapshot: Record<string, unknown>,
  extra: { label: string; serviceId?: string; projectId?: string; storageKeys?: string[] },
) {
  const row = await h.database.db.trashItem.create({
    data: {
      kind,
      entityId: String(snapshot.id),
      label: extra.label,
      snapshot: snapshot as Prisma.InputJsonObject,
      snapshotVersion: 0,
      storageKeys: extra.storageKeys ?? [],
      serviceId: extra.serviceId ?? null,
      projectId: extra.projectId ?? null,
    },
  });
  return row.id;
}

/**
 * Turns version `number` of an item into what a save wrote before snapshots had versions: only
 * its REST output (`data`, with `drop` left out, as before those fields existed) and its files.
 */
async function makeLegacyVersion(
  entity: 'SERVICE' | 'PROJECT' | 'BANNER' | 'ORGANIZATION' | 'ABOUT_US',
  entityId: string,
  number: number,
  drop: string[],
) {
  const version = await h.database.db.contentVersion.findFirstOrThrow({
    where: { entity, entityId, number },
  });
  const data = { ...(version.data as Record<string, unknown>) };
  for (const field of drop) delete data[field];
  await h.database.db.contentVersion.update({
    where: { id: version.id },
    data: { data: data as Prisma.InputJsonObject, snapshot: Prisma.DbNull, snapshotVersion: 0 },
  });
}

const newestVersion = (versions: { data: { number: number }[] }) => versions.data[0]?.number ?? 0;

describe('trash items from before snapshots had versions', () => {
  it('bring back a banner deleted before focal points, with none', async () => {
    const trashId = await legacyTrashItem(
      'BANNER',
      {
        id: 'legacy-banner-1',
        imageUrl: '/uploads/banners/legacy.jpg',
        storageKey: 'banners/legacy.jpg',
        imageAlt: null,
        headline: 'A slide from before focal points',
        tagline: 'Kept as it was',
        isEnabled: true,
        position: 0,
        createdAt: CREATED,
        updatedAt: UPDATED,
      },
      { label: 'A slide from before focal points', storageKeys: ['banners/legacy.jpg'] },
    );
    await api.trash.restore({ id: trashId, with_parent: false });
    const banner = await api.banners.get({ id: 'legacy-banner-1' });
    expect(banner).toMatchObject({
      headline: 'A slide from before focal points',
      tagline: 'Kept as it was',
      focal_point: null,
      created_at: CREATED,
    });
  });

  it('bring back a service deleted before hero focal points and search appearance, with its project and image', async () => {
    const trashId = await legacyTrashItem(
      'SERVICE',
      {
        id: 'legacy-service-1',
        name: 'Legacy Works',
        slug: 'legacy-works',
        headline: 'Services from an older snapshot',
        description: 'A service deleted before its hero had a focal point.',
        heroImageUrl: null,
        heroImageKey: null,
        heroImageAlt: null,
        isEnabled: true,
        offerings: ['Planning'],
        projectsCompleted: 12,
        satisfiedClients: null,
        onTimeDelivery: 95,
        position: 0,
        createdAt: CREATED,
        updatedAt: UPDATED,
        features: [
          { id: 'legacy-feature-1', position: 0, title: 'Careful work', description: null },
        ],
        projects: [
          {
            id: 'legacy-project-1',
            serviceId: 'legacy-service-1',
            title: 'An older project',
            builtupAreaSqft: '1250.50',
            location: 'Pune',
            clientName: 'Legacy Client',
            startMonth: 'January',
            startYear: 2020,
            endMonth: null,
            endYear: null,
            scopeOfWork: 'A scope of work long enough to pass the rules.',
            isEnabled: true,
            position: 0,
            isFeatured: false,
            createdAt: CREATED,
            updatedAt: UPDATED,
            images: [
              {
                id: 'legacy-image-1',
                projectId: 'legacy-project-1',
                imageUrl: '/uploads/gallery/legacy.jpg',
                storageKey: 'gallery/legacy.jpg',
                alt: 'An older photo',
                isEnabled: true,
                position: 0,
                createdAt: CREATED,
              },
            ],
          },
        ],
      },
      { label: 'Legacy Works', storageKeys: ['gallery/legacy.jpg'] },
    );
    await api.trash.restore({ id: trashId, with_parent: false });
    const service = await api.services.get({ id: 'legacy-service-1' });
    expect(service).toMatchObject({
      name: 'Legacy Works',
      hero_focal_point: null,
      seo_title: null,
      noindex: false,
      features: [{ title: 'Careful work', description: null }],
    });
    const project = await api.projects.get({ id: 'legacy-project-1' });
    expect(project).toMatchObject({ title: 'An older project', builtup_area_sqft: 1250.5 });
    const image = await api.gallery.get({ id: 'legacy-image-1' });
    expect(image).toMatchObject({ alt: 'An older photo', focal_point: null });
  });

  it('bring back a gallery image deleted before photo focal points', async () => {
    const service = await createService(api, { name: 'Image Works', hero_image: null });
    const project = await createProject(api, service.id, { title: 'Project of an image' });
    const trashId = await legacyTrashItem(
      'PROJECT_IMAGE',
      {
        id: 'legacy-image-2',
        projectId: project.id,
        imageUrl: '/uploads/gallery/legacy-2.jpg',
        storageKey: 'gallery/legacy-2.jpg',
        alt: null,
        isEnabled: true,
        position: 0,
        createdAt: CREATED,
      },
      { label: project.title, serviceId: service.id, projectId: project.id },
    );
    await api.trash.restore({ id: trashId, with_parent: false });
    expect(await api.gallery.get({ id: 'legacy-image-2' })).toMatchObject({ focal_point: null });
  });

  it('refuse one whose snapshot cannot be read, naming it, and keep it in the trash', async () => {
    const trashId = await legacyTrashItem(
      'BANNER',
      { id: 'broken-banner', headline: 42, imageUrl: null },
      { label: 'A damaged slide' },
    );
    await expectError(
      api.trash.restore({ id: trashId, with_parent: false }),
      'UNPROCESSABLE_CONTENT',
      /^The saved copy of the banner “A damaged slide” cannot be read back/,
    );
    expect(await h.database.db.trashItem.count({ where: { id: trashId } })).toBe(1);
    expect(await h.database.db.banner.count({ where: { id: 'broken-banner' } })).toBe(0);
    // Deleting it for ever still works: its history and files go with it.
    await api.trash.deleteForever({ id: trashId });
    expect(await h.database.db.trashItem.count({ where: { id: trashId } })).toBe(0);
  });
});

describe('versions from before snapshots had versions', () => {
  it('restore a banner version saved before focal points, keeping the point set since', async () => {
    const banner = await api.banners.create(
      formData({
        headline: 'Old headline of a slide',
        is_enabled: '1',
        image: await imageFile('legacy-banner.jpg', 'jpeg'),
      }),
    );
    const first = newestVersion(await api.banners.versions({ id: banner.id }));
    await api.banners.update(
      formData({ id: banner.id, headline: 'New headline of a slide', focal_point: '20,80' }),
    );
    await makeLegacyVersion('BANNER', banner.id, first, ['focal_point']);
    const restored = await api.banners.restoreVersion({ id: banner.id, number: first });
    expect(restored.item).toMatchObject({
      headline: 'Old headline of a slide',
      focal_point: { x: 20, y: 80 },
      image_url: banner.image_url,
    });
    expect(restored.notice).toBeNull();
  });

  it('restore a service version saved before search appearance and hero focal points', async () => {
    const service = await createService(api, {
      name: 'Versioned Works',
      hero_image: await imageFile('legacy-hero.jpg', 'jpeg'),
    });
    const first = newestVersion(await api.services.versions({ id: service.id }));
    const later = serviceForm({ name: 'Versioned Works Renamed' }, service.id);
    later.set('seo_title', 'A search title set later');
    later.set('hero_focal_point', '30,40');
    await api.services.update(later);
    await makeLegacyVersion('SERVICE', service.id, first, [
      'seo_title',
      'seo_description',
      'seo_image',
      'noindex',
      'hero_focal_point',
    ]);
    const restored = await api.services.restoreVersion({ id: service.id, number: first });
    expect(restored.item).toMatchObject({
      name: 'Versioned Works',
      hero_image: service.hero_image,
      seo_title: 'A search title set later',
      hero_focal_point: { x: 30, y: 40 },
    });
  });

  it('restore a project version', async () => {
    const service = await createService(api, { name: 'Project Versions', hero_image: null });
    const project = await createProject(api, service.id, { title: 'First project title' });
    const first = newestVersion(await api.projects.versions({ id: project.id }));
    await api.projects.update({ ...projectInput(project), title: 'Second project title' });
    await makeLegacyVersion('PROJECT', project.id, first, []);
    const restored = await api.projects.restoreVersion({ id: project.id, number: first });
    expect(restored.item).toMatchObject({ title: 'First project title', is_enabled: true });
  });

  it('restore an organization version saved before the pages’ search appearance', async () => {
    await api.organization.update(formData({ email: 'first@example.com' }));
    const first = newestVersion(await api.organization.versions({}));
    await api.organization.update(
      formData({ email: 'second@example.com', home_seo_title: 'Home, as set later' }),
    );
    const seoFields = ['home', 'our_projects', 'about_us', 'contact_us'].flatMap((page) => [
      `${page}_seo_title`,
      `${page}_seo_description`,
      `${page}_seo_image`,
    ]);
    await makeLegacyVersion('ORGANIZATION', '1', first, seoFields);
    const restored = await api.organization.restoreVersion({ number: first });
    expect(restored.item).toMatchObject({
      email: 'first@example.com',
      home_seo_title: 'Home, as set later',
    });
  });

  it('restore an About Us version saved before the founder photo’s focal point', async () => {
    await api.aboutUs.update(formData({ founder_name: 'First Founder Name' }));
    const first = newestVersion(await api.aboutUs.versions({}));
    await api.aboutUs.update(
      formData({ founder_name: 'Second Founder Name', founder_focal_point: '15,25' }),
    );
    await makeLegacyVersion('ABOUT_US', '1', first, ['founder_focal_point']);
    const restored = await api.aboutUs.restoreVersion({ number: first });
    expect(restored.item).toMatchObject({
      founder_name: 'First Founder Name',
      founder_focal_point: { x: 15, y: 25 },
    });
  });

  it('refuse one whose snapshot cannot be read, naming it', async () => {
    const banner = await api.banners.create(
      formData({
        headline: 'A slide with a damaged version',
        is_enabled: '1',
        image: await imageFile('damaged.jpg', 'jpeg'),
      }),
    );
    const first = newestVersion(await api.banners.versions({ id: banner.id }));
    await h.database.db.contentVersion.updateMany({
      where: { entity: 'BANNER', entityId: banner.id, number: first },
      data: { snapshot: { headline: 7 } },
    });
    await expectError(
      api.banners.restoreVersion({ id: banner.id, number: first }),
      'UNPROCESSABLE_CONTENT',
      new RegExp(`^The saved copy of version ${first} of the banner cannot be read back`),
    );
  });
});

/** A project's update input from its output, every field as it is. */
function projectInput(project: Awaited<ReturnType<typeof createProject>>) {
  return {
    id: project.id,
    service_id: project.service_id,
    title: project.title,
    builtup_area_sqft: project.builtup_area_sqft,
    location: project.location,
    client_name: project.client_name,
    start_month: project.start_month,
    start_year: project.start_year,
    end_month: project.end_month,
    end_year: project.end_year,
    scope_of_work: project.scope_of_work,
  };
}
