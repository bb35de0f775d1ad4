import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { focalPointMessages } from '@kasar/validators';

import {
  createProject,
  createService,
  formData,
  serviceForm,
  uploadGallery,
  type ServiceFields,
} from '../../test/fixtures';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import {
  contentListCalls,
  expectError,
  expectFieldError,
  expectInputRefusals,
  expectRefusedLeavingNothing,
  expectRouterAdminOnly,
  expectWireShape,
} from '../../test/expect';
import { disguised, fakePng, gifFile, imageFile, oversizedPng } from '../../test/samples';
import { servicesRouter } from './services';

let h: Harness;
let api: Caller;

beforeAll(async () => ({ h, api } = await openHarness()));
afterAll(() => h.close());

const HERO_URL = /^\/uploads\/services\/[a-f0-9]{32}\.png$/;
const keyOf = (url: string | null) => (url ?? '').replace(/^\/uploads\//, '');
const serviceCount = () => h.database.db.service.count();

describe('auth', () => {
  it('refuses every procedure without a valid bearer token', async () => {
    await expectRouterAdminOnly(h, servicesRouter, {
      ...contentListCalls((c) => c.services),
      versions: (c) => c.services.versions({ id: 'x' }),
      version: (c) => c.services.version({ id: 'x', number: 1 }),
      restoreVersion: (c) => c.services.restoreVersion({ id: 'x', number: 1 }),
      draft: (c) => c.services.draft({ id: 'x' }),
      saveDraft: (c) => c.services.saveDraft(serviceForm({}, 'x')),
      discardDraft: (c) => c.services.discardDraft({ id: 'x' }),
      publishDraft: (c) => c.services.publishDraft({ id: 'x' }),
      submitDraft: (c) => c.services.submitDraft(serviceForm({}, 'x')),
      requestChanges: (c) => c.services.requestChanges({ id: 'x', comment: 'Shorter' }),
      schedule: (c) => c.services.schedule({ id: 'x' }),
      scheduleChange: (c) =>
        c.services.scheduleChange({ id: 'x', action: 'enable', at: '2030-01-07T09:00' }),
      cancelSchedule: (c) => c.services.cancelSchedule({ id: 'x' }),
      previewLinks: (c) => c.services.previewLinks({ id: 'x' }),
      sharePreview: (c) => c.services.sharePreview({ id: 'x', days: 7 }),
      revokePreview: (c) => c.services.revokePreview({ id: 'x', link_id: 'y' }),
      order: (c) => c.services.order({}),
      reorder: (c) => c.services.reorder({ ids: [] }),
      create: (c) => c.services.create(serviceForm()),
      update: (c) => c.services.update(serviceForm({}, 'x')),
      deletionImpact: (c) => c.services.deletionImpact({ id: 'x' }),
      projects: (c) => c.services.projects({ id: 'x' }),
      uploadImages: (c) => c.services.uploadImages(formData({})),
    });
    expect(await serviceCount()).toBe(0);
  });
});

describe('create', () => {
  it('creates a service from multipart with a generated slug, stored hero and wire shape', async () => {
    const before = h.revalidated.length;
    const created = await api.services.create(
      serviceForm({
        name: 'Residential Construction',
        features: [{ title: 'Design', description: 'Custom plans' }, { title: 'Build' }],
        services: ['Site survey', '  ', 'Permits'],
        hero_image: await imageFile('hero.png'),
      }),
    );
    expect(created).toEqual({
      id: expect.any(String) as string,
      name: 'Residential Construction',
      title: 'Residential Construction',
      slug: 'residential-construction',
      headline: 'Homes built to last for generations',
      description: 'We design and build family homes with care and precision.',
      hero_image: expect.stringMatching(HERO_URL) as string,
      hero_image_alt: null,
      hero_focal_point: null,
      seo_title: null,
      seo_description: null,
      seo_image: null,
      noindex: false,
      is_enabled: true,
      features: [
        { title: 'Design', description: 'Custom plans' },
        { title: 'Build', description: null },
      ],
      services: ['Site survey', 'Permits'],
      statistics: [
        { key: 'projectsCompleted', value: 120 },
        { key: 'satisfiedClients', value: 98 },
        { key: 'onTimeDelivery', value: 95 },
      ],
      projects_count: 0,
      position: 0,
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
      notice: null,
    });
    expectWireShape(created);
    expect(h.storedFiles()).toContain(keyOf(created.hero_image));
    expect(h.revalidated.slice(before)).toEqual(['services', 'projects']);
    const { notice: _notice, ...service } = created;
    expect(await api.services.get({ id: created.id })).toEqual(service);
  });

  it("creates a disabled service with is_enabled '0' and without a hero image", async () => {
    const created = await createService(api, {
      name: 'Quiet Service',
      is_enabled: '0',
      statistics: [{ key: 'projectsCompleted', value: '' }],
      hero_image: null,
    });
    expect(created.is_enabled).toBe(false);
    expect(created.hero_image).toBeNull();
    expect(created.statistics).toEqual([]);
  });

  it("gives a name with '&' the slug the seed gives it, so public addresses stay the same", async () => {
    const created = await createService(api, { name: 'Paint & Plaster', hero_image: null });
    expect(created.slug).toBe('paint-plaster');
  });

  it("suffixes the slug of a service with the same name ('-2', '-3')", async () => {
    const first = await createService(api, { name: 'Twin Towers Works', hero_image: null });
    const second = await createService(api, { name: 'Twin Towers Works', hero_image: null });
    const third = await createService(api, { name: 'twin towers works', hero_image: null });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'twin-towers-works',
      'twin-towers-works-2',
      'twin-towers-works-3',
    ]);
  });

  it('uses an explicit slug and refuses one that is taken, leaving no file behind', async () => {
    const created = await createService(api, { name: 'Custom Slug', slug: 'my-own-slug' });
    expect(created.slug).toBe('my-own-slug');
    await expectRefusedLeavingNothing(
      h,
      serviceCount,
      async () => createService(api, { name: 'Another', slug: 'my-own-slug' }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'slug',
        message: 'This slug is already used by another service',
      },
    );
  });

  it('gives concurrent creates of the same name distinct slugs, all succeeding', async () => {
    const forms = await Promise.all(
      Array.from({ length: 5 }, async () =>
        serviceForm({ name: 'Concurrent Build', hero_image: await imageFile('hero.png') }),
      ),
    );
    const results = await Promise.all(forms.map((form) => api.services.create(form)));
    expect(results.map((service) => service.slug).sort()).toEqual([
      'concurrent-build',
      'concurrent-build-2',
      'concurrent-build-3',
      'concurrent-build-4',
      'concurrent-build-5',
    ]);
    for (const service of results) expect(h.storedFiles()).toContain(keyOf(service.hero_image));
  });

  it.each<[string, ServiceFields, string]>([
    ['name', { name: 'ab' }, 'Service name must be at least 3 characters long'],
    [
      'slug',
      { slug: 'Not A Slug' },
      'Slug may contain only lowercase letters, numbers and hyphens',
    ],
    ['headline', { headline: 'Too short' }, 'Headline must be at least 10 characters long'],
    [
      'description',
      { description: 'Short text' },
      'Description must be at least 20 characters long',
    ],
    ['features', { features: [] }, 'At least one feature is required'],
    ['features', { features: '[{"title":' }, 'Must be valid JSON'],
    [
      'features.1.title',
      { features: [{ title: 'Good' }, { title: 'ab' }] },
      'Feature title must be at least 3 characters long',
    ],
    [
      'statistics.1.value',
      {
        statistics: [
          { key: 'projectsCompleted', value: '5' },
          { key: 'satisfiedClients', value: '150' },
        ],
      },
      'Satisfied clients must be between 1 and 100',
    ],
    [
      'statistics.0.key',
      { statistics: [{ key: 'awards', value: '5' }] },
      'Statistic must be projectsCompleted, satisfiedClients or onTimeDelivery',
    ],
  ])('rejects a bad %s with its field error and stores nothing', async (field, fields, message) => {
    await expectRefusedLeavingNothing(
      h,
      serviceCount,
      async () => createService(api, { name: 'Validation Case', ...fields }),
      {
        field,
        message,
      },
    );
  });

  it('takes a hero image by its bytes: a PNG named hero.txt is stored as .png', async () => {
    const png = await disguised(await imageFile('real.png'), 'hero.txt');
    const created = await createService(api, { name: 'Disguised Hero', hero_image: png });
    expect(created.hero_image).toMatch(/^\/uploads\/services\/[a-f0-9]+\.png$/);
    expect(h.storedFiles()).toContain(keyOf(created.hero_image));
  });

  it('rejects a hero image whose bytes are another format, whatever it is declared as', async () => {
    const files = h.storedFiles();
    for (const hero_image of [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      await gifFile('hero.png', 'image/png'),
    ]) {
      await expectFieldError(createService(api, { name: 'Typed Hero', hero_image }), {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'hero_image',
        message: 'Hero image must be a JPEG, PNG, JPG, or WebP image',
      });
    }
    expect(h.storedFiles()).toEqual(files);
  });

  it('rejects a hero image whose bytes are not an image, leaving no file and no row', async () => {
    await expectRefusedLeavingNothing(
      h,
      serviceCount,
      async () => createService(api, { name: 'Fake Hero', hero_image: fakePng() }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'hero_image',
        message: 'Hero image must be a JPEG, PNG, JPG, or WebP image',
      },
    );
    expect(await h.database.db.service.findFirst({ where: { name: 'Fake Hero' } })).toBeNull();
  });

  it('rejects a hero image over 10MB, leaving no file and no row', async () => {
    await expectRefusedLeavingNothing(
      h,
      serviceCount,
      async () => createService(api, { name: 'Huge Hero', hero_image: await oversizedPng() }),
      { field: 'hero_image', message: 'Hero image must be less than 10MB' },
    );
  });
});

describe('list and get', () => {
  beforeAll(async () => {
    for (const [index, name] of ['Paging Alpha', 'Paging Beta', 'Paging Gamma'].entries()) {
      await createService(api, {
        name,
        headline: index === 1 ? 'Mezzanine FLOORS for warehouses' : undefined,
        is_enabled: index === 2 ? '0' : '1',
        hero_image: null,
      });
    }
    await createService(api, { name: 'Paging Delta', hero_image: null });
    await createService(api, { name: 'Paging Epsilon', hero_image: null });
  });

  it('paginates with page, limit, total and total_pages, oldest first', async () => {
    const first = await api.services.list({ search: 'paging', limit: 2 });
    expect(first.pagination).toEqual({ current_page: 1, per_page: 2, total: 5, total_pages: 3 });
    expect(first.data.map((service) => service.name)).toEqual(['Paging Alpha', 'Paging Beta']);
    const last = await api.services.list({ search: 'paging', limit: '2', page: '3' });
    expect(last.pagination).toEqual({ current_page: 3, per_page: 2, total: 5, total_pages: 3 });
    expect(last.data.map((service) => service.name)).toEqual(['Paging Epsilon']);
    expectWireShape(first);
  });

  it('uses page 1 and 10 per page by default, also without any input', async () => {
    const all = await api.services.list({});
    expect(all.pagination.current_page).toBe(1);
    expect(all.pagination.per_page).toBe(10);
    expect(all.data).toHaveLength(Math.min(10, all.pagination.total));
    expect(all.pagination.total).toBe(await serviceCount());
    expect(await api.services.list()).toEqual(all);
  });

  it('searches name or headline case-insensitively', async () => {
    const byName = await api.services.list({ search: 'PAGING GAM' });
    expect(byName.data.map((service) => service.name)).toEqual(['Paging Gamma']);
    const byHeadline = await api.services.list({ search: 'mezzanine floors' });
    expect(byHeadline.data.map((service) => service.name)).toEqual(['Paging Beta']);
    const none = await api.services.list({ search: 'no such service anywhere' });
    expect(none.data).toEqual([]);
    expect(none.pagination).toEqual({ current_page: 1, per_page: 10, total: 0, total_pages: 1 });
  });

  it('filters by status', async () => {
    const active = await api.services.list({ search: 'paging', status: 'active' });
    expect(active.data.map((service) => service.name)).toEqual([
      'Paging Alpha',
      'Paging Beta',
      'Paging Delta',
      'Paging Epsilon',
    ]);
    const inactive = await api.services.list({ search: 'paging', status: 'inactive' });
    expect(inactive.data.map((service) => service.name)).toEqual(['Paging Gamma']);
  });

  it('rejects bad list queries with their field errors', async () => {
    await expectInputRefusals(
      (query) => api.services.list(query),
      [
        [{ limit: 101 }, 'limit', 'Limit must be a whole number between 1 and 100'],
        [{ page: 0 }, 'page', 'Page must be a whole number of at least 1'],
        [{ status: 'deleted' as 'all' }, 'status', "Status must be 'all', 'active' or 'inactive'"],
      ],
    );
  });

  it('answers NOT_FOUND for an unknown or impossible id and BAD_REQUEST for a missing one', async () => {
    for (const id of ['no-such-id', '', 'x'.repeat(2000), '../x']) {
      await expectError(api.services.get({ id }), 'NOT_FOUND', 'Service not found');
    }
    await expectFieldError(api.services.get({} as { id: string }), {
      field: 'id',
      message: 'Id is required',
    });
  });
});

describe('update', () => {
  it('keeps the slug on rename, replaces features and keeps statistics, services and hero when not sent', async () => {
    const created = await createService(api, {
      name: 'Renovation Works',
      services: ['Kitchens'],
      features: [{ title: 'Kitchens' }, { title: 'Bathrooms' }],
    });
    const before = h.revalidated.length;
    const updated = await api.services.update(
      serviceForm(
        {
          name: 'Renovation & Remodeling',
          headline: 'Fresh spaces inside old walls',
          features: [{ title: 'Extensions', description: 'Rear and side' }],
          statistics: null,
          is_enabled: '0',
        },
        created.id,
      ),
    );
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Renovation & Remodeling',
      title: 'Renovation & Remodeling',
      slug: 'renovation-works',
      headline: 'Fresh spaces inside old walls',
      is_enabled: false,
      hero_image: created.hero_image,
      features: [{ title: 'Extensions', description: 'Rear and side' }],
      services: ['Kitchens'],
      statistics: created.statistics,
      created_at: created.created_at,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect(h.storedFiles()).toContain(keyOf(created.hero_image));
    expect(h.revalidated.slice(before)).toEqual(['services', 'projects']);
    expectWireShape(updated);
  });

  it('replaces statistics when sent (an empty list clears them)', async () => {
    const created = await createService(api, { name: 'Stats Service', hero_image: null });
    const changed = await api.services.update(
      serviceForm({ statistics: [{ key: 'onTimeDelivery', value: 77 }] }, created.id),
    );
    expect(changed.statistics).toEqual([{ key: 'onTimeDelivery', value: 77 }]);
    const cleared = await api.services.update(serviceForm({ statistics: [] }, created.id));
    expect(cleared.statistics).toEqual([]);
  });

  it('sets, keeps, clears and refuses the hero focal point, shown on the public page', async () => {
    const created = await createService(api, { name: 'Focal Service', hero_image: null });
    const withPoint = (value: string) => {
      const form = serviceForm({ name: 'Focal Service' }, created.id);
      form.set('hero_focal_point', value);
      return form;
    };
    expect((await api.services.update(withPoint('40,60'))).hero_focal_point).toEqual({
      x: 40,
      y: 60,
    });
    const kept = await api.services.update(serviceForm({ name: 'Focal Service' }, created.id));
    expect(kept.hero_focal_point).toEqual({ x: 40, y: 60 });
    const visitor = await h.anonymous();
    const page = await visitor.public.service({ id_or_slug: created.slug });
    expect(page.hero_focal_point).toEqual({ x: 40, y: 60 });
    await expectFieldError(api.services.update(withPoint('40')), {
      field: 'hero_focal_point',
      message: focalPointMessages.invalid,
    });
    expect((await api.services.update(withPoint(''))).hero_focal_point).toBeNull();
  });

  it('replaces the hero image and keeps the old file, which a version refers to', async () => {
    const created = await createService(api, { name: 'Hero Swap' });
    const oldKey = keyOf(created.hero_image);
    expect(h.storedFiles()).toContain(oldKey);
    const updated = await api.services.update(
      serviceForm(
        { name: 'Hero Swap', hero_image: await imageFile('new.webp', 'webp') },
        created.id,
      ),
    );
    expect(updated.hero_image).toMatch(/^\/uploads\/services\/[a-f0-9]{32}\.webp$/);
    expect(h.storedFiles()).toContain(keyOf(updated.hero_image));
    expect(h.storedFiles()).toContain(oldKey);
  });

  it('keeps the old hero and stores nothing when the new hero is rejected', async () => {
    const created = await createService(api, { name: 'Hero Kept' });
    const files = h.storedFiles();
    await expectError(
      api.services.update(serviceForm({ name: 'Hero Kept', hero_image: fakePng() }, created.id)),
      'UNPROCESSABLE_CONTENT',
      'Hero image must be a JPEG, PNG, JPG, or WebP image',
    );
    expect(h.storedFiles()).toEqual(files);
    expect((await api.services.get({ id: created.id })).hero_image).toBe(created.hero_image);
  });

  it('changes the slug when an explicit free one is sent and refuses a taken one', async () => {
    const taken = await createService(api, { name: 'Slug Owner', hero_image: null });
    const created = await createService(api, { name: 'Slug Mover', hero_image: null });
    const moved = await api.services.update(
      serviceForm({ name: 'Slug Mover', slug: 'moved-here' }, created.id),
    );
    expect(moved.slug).toBe('moved-here');
    const same = await api.services.update(
      serviceForm({ name: 'Slug Mover', slug: 'moved-here' }, created.id),
    );
    expect(same.slug).toBe('moved-here');
    await expectFieldError(
      api.services.update(serviceForm({ name: 'Slug Mover', slug: taken.slug }, created.id)),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'slug',
        message: 'This slug is already used by another service',
      },
    );
    expect((await api.services.get({ id: created.id })).slug).toBe('moved-here');
  });

  it('answers NOT_FOUND for an unknown id and field errors for bad fields', async () => {
    await expectError(
      api.services.update(serviceForm({}, 'no-such-id')),
      'NOT_FOUND',
      'Service not found',
    );
    await expectFieldError(api.services.update(serviceForm({ headline: 'short' }, 'any')), {
      field: 'headline',
      message: 'Headline must be at least 10 characters long',
    });
    await expectFieldError(api.services.update(serviceForm({})), {
      field: 'id',
      message: 'Id is required',
    });
  });
});

describe('toggleStatus', () => {
  it('flips the flag without is_enabled and sets it with is_enabled', async () => {
    const created = await createService(api, { name: 'Toggle Me', hero_image: null });
    const before = h.revalidated.length;
    const off = await api.services.toggleStatus({ id: created.id });
    expect(off.is_enabled).toBe(false);
    const on = await api.services.toggleStatus({ id: created.id });
    expect(on.is_enabled).toBe(true);
    expect((await api.services.toggleStatus({ id: created.id, is_enabled: '1' })).is_enabled).toBe(
      true,
    );
    expect(
      (await api.services.toggleStatus({ id: created.id, is_enabled: false })).is_enabled,
    ).toBe(false);
    expect((await api.services.get({ id: created.id })).is_enabled).toBe(false);
    expect(h.revalidated.slice(before)).toEqual(Array(4).fill(['services', 'projects']).flat());
    expectWireShape(off);
  });

  it('answers NOT_FOUND for an unknown id and rejects a bad flag', async () => {
    await expectError(api.services.toggleStatus({ id: 'nope' }), 'NOT_FOUND', 'Service not found');
    await expectFieldError(api.services.toggleStatus({ id: 'nope', is_enabled: 'yes' as '1' }), {
      field: 'is_enabled',
      message: 'Must be true or false',
    });
  });
});

describe('projects, deletionImpact and delete', () => {
  it('lists the projects of a service, newest first', async () => {
    const service = await createService(api, { name: 'With Projects', hero_image: null });
    const other = await createService(api, { name: 'Other Projects', hero_image: null });
    const older = await createProject(api, service.id, { title: 'Older Project' });
    const newer = await createProject(api, service.id, { title: 'Newer Project' });
    await createProject(api, other.id, { title: 'Not Mine' });
    const projects = await api.services.projects({ id: service.id });
    expect(projects.map((project) => project.id)).toEqual([newer.id, older.id]);
    expect(projects[0]).toMatchObject({
      service_id: service.id,
      service: { id: service.id, name: 'With Projects' },
      title: 'Newer Project',
    });
    expectWireShape(projects);
    expect((await api.services.get({ id: service.id })).projects_count).toBe(2);
    await expectError(api.services.projects({ id: 'nope' }), 'NOT_FOUND', 'Service not found');
  });

  it('counts what a delete takes along, then moves the rows to the trash and keeps the files', async () => {
    const service = await createService(api, { name: 'Doomed Service' });
    const keeper = await createService(api, { name: 'Kept Service', hero_image: null });
    const first = await createProject(api, service.id, { title: 'Doomed One' });
    const second = await createProject(api, service.id, { title: 'Doomed Two' });
    const kept = await createProject(api, keeper.id, { title: 'Kept Project' });
    const doomedImages = [
      ...(await uploadGallery(api, first.id, 2)),
      ...(await uploadGallery(api, second.id, 1, '0')),
    ];
    const keptImages = await uploadGallery(api, kept.id, 1);

    expect(await api.services.deletionImpact({ id: service.id })).toEqual({
      projects: 2,
      images: 3,
    });
    expect(await api.services.deletionImpact({ id: keeper.id })).toEqual({
      projects: 1,
      images: 1,
    });
    const doomedKeys = [service.hero_image, ...doomedImages.map((image) => image.image_url)].map(
      keyOf,
    );
    for (const key of doomedKeys) expect(h.storedFiles()).toContain(key);

    const before = h.revalidated.length;
    expect(await api.services.delete({ id: service.id })).toEqual({
      id: service.id,
      projects: 2,
      images: 3,
    });
    // In the trash: the files stay until it is emptied.
    for (const key of doomedKeys) expect(h.storedFiles()).toContain(key);
    expect(
      await h.database.db.trashItem.findUnique({
        where: { kind_entityId: { kind: 'SERVICE', entityId: service.id } },
        select: { label: true, storageKeys: true },
      }),
    ).toEqual({ label: 'Doomed Service', storageKeys: doomedKeys });
    expect(h.storedFiles()).toContain(keyOf(keptImages[0]?.image_url ?? null));
    const db = h.database.db;
    expect(await db.service.findUnique({ where: { id: service.id } })).toBeNull();
    expect(await db.project.count({ where: { serviceId: service.id } })).toBe(0);
    expect(
      await db.projectImage.count({ where: { id: { in: doomedImages.map((image) => image.id) } } }),
    ).toBe(0);
    expect(await db.projectImage.count({ where: { projectId: kept.id } })).toBe(1);
    expect(h.revalidated.slice(before)).toEqual(['services', 'projects', 'trash']);

    await expectError(api.services.delete({ id: service.id }), 'NOT_FOUND', 'Service not found');
    await expectError(
      api.services.deletionImpact({ id: service.id }),
      'NOT_FOUND',
      'Service not found',
    );
  });
});

describe('uploadImages', () => {
  it('stores 1 to 10 images and returns their URLs', async () => {
    const files = h.storedFiles();
    const uploaded = await api.services.uploadImages(
      formData({ images: [await imageFile('a.png'), await imageFile('b.jpg', 'jpeg')] }),
    );
    expect(uploaded).toEqual([
      { image_url: expect.stringMatching(/^\/uploads\/services\/[a-f0-9]{32}\.png$/) as string },
      { image_url: expect.stringMatching(/^\/uploads\/services\/[a-f0-9]{32}\.jpg$/) as string },
    ]);
    expect(h.storedFiles()).toEqual(
      [...files, ...uploaded.map((image) => keyOf(image.image_url))].sort(),
    );
  });

  it('rejects a bad file by name and stores none of the batch', async () => {
    const files = h.storedFiles();
    await expectFieldError(
      api.services.uploadImages(
        formData({ 'images[]': [await imageFile('good.png'), fakePng('bad.png')] }),
      ),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'images.1',
        message: 'bad.png must be JPEG, PNG, JPG, or WebP format',
      },
    );
    expect(h.storedFiles()).toEqual(files);
  });

  it('rejects no image and more than 10 images', async () => {
    await expectFieldError(api.services.uploadImages(formData({})), {
      field: 'images',
      message: 'Please select at least one image to upload',
    });
    const eleven = await Promise.all(
      Array.from({ length: 11 }, (_, index) => imageFile(`p${index}.png`)),
    );
    await expectFieldError(api.services.uploadImages(formData({ 'images[]': eleven })), {
      field: 'images',
      message: 'Maximum 10 images allowed',
    });
  });
});
