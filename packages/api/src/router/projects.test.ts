import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createProject,
  createService,
  projectInput,
  uploadGallery,
  type ProjectInput,
  type ServiceOutput,
} from '../../test/fixtures';
import { openHarness, pause, type Caller, type Harness } from '../../test/harness';
import {
  contentListCalls,
  expectError,
  expectFieldError,
  expectRouterAdminOnly,
  expectWireShape,
} from '../../test/expect';
import { projectsRouter } from './projects';

let h: Harness;
let api: Caller;
let residential: ServiceOutput;
let commercial: ServiceOutput;

beforeAll(async () => {
  ({ h, api } = await openHarness());
  residential = await createService(api, { name: 'Residential Construction', hero_image: null });
  commercial = await createService(api, {
    name: 'Commercial Projects',
    is_enabled: '0',
    hero_image: null,
  });
});
afterAll(() => h.close());

const projectCount = () => h.database.db.project.count();

describe('auth', () => {
  it('refuses every procedure without a valid bearer token', async () => {
    await expectRouterAdminOnly(h, projectsRouter, {
      ...contentListCalls((c) => c.projects),
      versions: (c) => c.projects.versions({ id: 'x' }),
      version: (c) => c.projects.version({ id: 'x', number: 1 }),
      restoreVersion: (c) => c.projects.restoreVersion({ id: 'x', number: 1 }),
      order: (c) => c.projects.order({ service_id: 'x' }),
      reorder: (c) => c.projects.reorder({ service_id: 'x', ids: [] }),
      setFeatured: (c) => c.projects.setFeatured({ id: 'x', is_featured: true }),
      serviceOptions: (c) => c.projects.serviceOptions(),
      create: (c) => c.projects.create(projectInput(residential.id)),
      update: (c) => c.projects.update({ id: 'x', ...projectInput(residential.id) }),
      draft: (c) => c.projects.draft({ id: 'x' }),
      saveDraft: (c) => c.projects.saveDraft({ id: 'x', ...projectInput(residential.id) }),
      discardDraft: (c) => c.projects.discardDraft({ id: 'x' }),
      publishDraft: (c) => c.projects.publishDraft({ id: 'x' }),
      submitDraft: (c) => c.projects.submitDraft({ id: 'x', ...projectInput(residential.id) }),
      requestChanges: (c) => c.projects.requestChanges({ id: 'x', comment: 'Shorter' }),
      schedule: (c) => c.projects.schedule({ id: 'x' }),
      scheduleChange: (c) =>
        c.projects.scheduleChange({ id: 'x', action: 'enable', at: '2030-01-07T09:00' }),
      cancelSchedule: (c) => c.projects.cancelSchedule({ id: 'x' }),
      previewLinks: (c) => c.projects.previewLinks({ id: 'x' }),
      sharePreview: (c) => c.projects.sharePreview({ id: 'x', days: 7 }),
      revokePreview: (c) => c.projects.revokePreview({ id: 'x', link_id: 'y' }),
    });
    expect(await projectCount()).toBe(0);
  });
});

describe('create and get', () => {
  it('creates a project from JSON and answers the full wire shape', async () => {
    const before = h.revalidated.length;
    const input = projectInput(residential.id);
    const created = await api.projects.create(input);
    expect(created).toEqual({
      id: expect.any(String) as string,
      ...input,
      service: { id: residential.id, name: 'Residential Construction' },
      is_ongoing: false,
      duration: 'Jan 2020 – Mar 2021',
      images_count: 0,
      position: 0,
      is_featured: false,
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });
    expectWireShape(created);
    expect(h.revalidated.slice(before)).toEqual(['projects', 'services']);
    expect(await api.projects.get({ id: created.id })).toEqual(created);
  });

  it("derives 'Present' for an ongoing project and turns empty optional values into null", async () => {
    const created = await api.projects.create(
      projectInput(residential.id, {
        title: 'Ongoing Tower',
        builtup_area_sqft: '',
        start_month: 'August',
        start_year: '2023',
        end_month: '',
        end_year: null,
        is_enabled: '0',
      }),
    );
    expect(created).toMatchObject({
      builtup_area_sqft: null,
      start_year: 2023,
      end_month: null,
      end_year: null,
      is_ongoing: true,
      is_enabled: false,
      duration: 'Aug 2023 – Present',
    });
  });

  it('accepts the same start and end month and a numeric-string area', async () => {
    const created = await createProject(api, residential.id, {
      title: 'One Month Job',
      builtup_area_sqft: '1200.75',
      start_month: 'May',
      start_year: 2022,
      end_month: 'May',
      end_year: 2022,
    });
    expect(created.builtup_area_sqft).toBe(1200.75);
    expect(created.duration).toBe('May 2022 – May 2022');
  });

  it('refuses a service_id that does not exist, creating nothing', async () => {
    const count = await projectCount();
    await expectFieldError(api.projects.create(projectInput('no-such-service')), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'service_id',
      message: 'The selected service does not exist',
    });
    expect(await projectCount()).toBe(count);
  });

  it.each<[string, Partial<ProjectInput>, string]>([
    ['end_year', { start_year: 2021, end_year: 2020 }, 'End year cannot be before start year'],
    [
      'end_month',
      { start_month: 'March', start_year: 2020, end_month: 'January', end_year: 2020 },
      'End month cannot be before start month in the same year',
    ],
    [
      'end_month',
      { end_month: null, end_year: 2021 },
      'End month is required when end year is specified',
    ],
    [
      'end_year',
      { end_month: 'March', end_year: null },
      'End year is required when end month is specified',
    ],
  ])('applies the timeline rule on %s: %s', async (field, fields, message) => {
    const count = await projectCount();
    await expectFieldError(api.projects.create(projectInput(residential.id, fields)), {
      field,
      message,
    });
    expect(await projectCount()).toBe(count);
  });

  it.each<[string, Partial<ProjectInput>, string]>([
    ['service_id', { service_id: '' }, 'Service selection is required'],
    ['title', { title: 'ab' }, 'Project title must be at least 3 characters long'],
    ['title', { title: 'x'.repeat(256) }, 'Project title must be less than 255 characters'],
    ['builtup_area_sqft', { builtup_area_sqft: -5 }, 'Built-up area must be a positive number'],
    ['location', { location: 'ab' }, 'Location must be at least 3 characters long'],
    ['client_name', { client_name: '  ' }, 'Client name is required'],
    ['start_month', { start_month: '' }, 'Start month is required'],
    ['start_month', { start_month: 'Smarch' }, 'Start month must be a month name such as January'],
    ['start_year', { start_year: null }, 'Start year is required'],
    ['start_year', { start_year: 1899 }, 'Start year must be between 1900 and 2100'],
    ['end_year', { end_year: 2031 }, 'End year must be between 1975 and 2030'],
    [
      'scope_of_work',
      { scope_of_work: 'Too short' },
      'Scope of work must be at least 20 characters long',
    ],
  ])('rejects a bad %s (%j)', async (field, fields, message) => {
    await expectFieldError(api.projects.create(projectInput(residential.id, fields)), {
      field,
      message,
    });
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    await expectError(api.projects.get({ id: 'no-such-id' }), 'NOT_FOUND', 'Project not found');
  });
});

describe('serviceOptions', () => {
  it('lists every service by name with its status', async () => {
    expect(await api.projects.serviceOptions()).toEqual([
      { id: commercial.id, name: 'Commercial Projects', is_enabled: false },
      { id: residential.id, name: 'Residential Construction', is_enabled: true },
    ]);
  });
});

describe('list', () => {
  let service: ServiceOutput;
  beforeAll(async () => {
    service = await createService(api, { name: 'Listing Service', hero_image: null });
    const rows: Partial<ProjectInput>[] = [
      { title: 'Harbour Warehouse', location: 'Mumbai Port', client_name: 'Oceanic Ltd' },
      { title: 'Hill School', location: 'Shimla', client_name: 'Education Trust' },
      { title: 'City Library', location: 'Nagpur', client_name: 'Municipal HARBOUR Board' },
      {
        title: 'Riverside Mall',
        location: 'Harbourfront, Kochi',
        client_name: 'Malls Inc',
        is_enabled: false,
      },
    ];
    for (const fields of rows) {
      await createProject(api, service.id, fields);
      await pause();
    }
  });

  it('searches title, location and client name case-insensitively, newest first', async () => {
    const byAll = await api.projects.list({ search: 'harbour' });
    expect(byAll.data.map((project) => project.title)).toEqual([
      'Riverside Mall',
      'City Library',
      'Harbour Warehouse',
    ]);
    expect((await api.projects.list({ search: 'SHIMLA' })).data.map((p) => p.title)).toEqual([
      'Hill School',
    ]);
    expect((await api.projects.list({ search: 'education' })).data.map((p) => p.title)).toEqual([
      'Hill School',
    ]);
    expectWireShape(byAll);
  });

  it('filters by service and status and paginates', async () => {
    const ofService = await api.projects.list({ service_id: service.id });
    expect(ofService.pagination.total).toBe(4);
    expect(ofService.data.every((project) => project.service_id === service.id)).toBe(true);
    const inactive = await api.projects.list({ service_id: service.id, status: 'inactive' });
    expect(inactive.data.map((project) => project.title)).toEqual(['Riverside Mall']);
    const active = await api.projects.list({ service_id: service.id, status: 'active' });
    expect(active.pagination.total).toBe(3);
    const page = await api.projects.list({ service_id: service.id, limit: 3, page: 2 });
    expect(page.pagination).toEqual({ current_page: 2, per_page: 3, total: 4, total_pages: 2 });
    expect(page.data.map((project) => project.title)).toEqual(['Harbour Warehouse']);
    const none = await api.projects.list({ service_id: 'unknown-service' });
    expect(none.data).toEqual([]);
    await expectFieldError(api.projects.list({ limit: 0 }), {
      field: 'limit',
      message: 'Limit must be a whole number between 1 and 100',
    });
  });
});

describe('update', () => {
  it('replaces every field, moves the project to another service and keeps an absent is_enabled', async () => {
    const created = await createProject(api, residential.id, {
      title: 'Before',
      is_enabled: false,
    });
    const before = h.revalidated.length;
    const changes = {
      title: 'After',
      builtup_area_sqft: null,
      location: 'Goa Coast',
      client_name: 'Sea Breeze',
      start_month: 'June',
      start_year: 2019,
      end_month: null,
      end_year: null,
      scope_of_work: 'A complete seafront resort with forty cottages.',
    };
    const { is_enabled: _ignored, ...payload } = projectInput(commercial.id, changes);
    const updated = await api.projects.update({ id: created.id, ...payload });
    expect(updated).toMatchObject({
      ...changes,
      id: created.id,
      service_id: commercial.id,
      service: { id: commercial.id, name: 'Commercial Projects' },
      is_enabled: false,
      is_ongoing: true,
      duration: 'Jun 2019 – Present',
      created_at: created.created_at,
    });
    expect(h.revalidated.slice(before)).toEqual(['projects', 'services']);
    expect(await api.projects.get({ id: created.id })).toEqual(updated);
    const enabled = await api.projects.update({ ...payload, id: created.id, is_enabled: '1' });
    expect(enabled.is_enabled).toBe(true);
  });

  it('applies the timeline rules and the service check on update', async () => {
    const created = await createProject(api, residential.id, { title: 'Timeline Check' });
    await expectFieldError(
      api.projects.update({
        id: created.id,
        ...projectInput(residential.id, { start_year: 2024, end_year: 2023 }),
      }),
      { field: 'end_year', message: 'End year cannot be before start year' },
    );
    await expectFieldError(
      api.projects.update({ id: created.id, ...projectInput('missing-service') }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'service_id',
        message: 'The selected service does not exist',
      },
    );
    expect(await api.projects.get({ id: created.id })).toEqual(created);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    await expectError(
      api.projects.update({ id: 'no-such-id', ...projectInput(residential.id) }),
      'NOT_FOUND',
      'Project not found',
    );
  });
});

describe('toggleStatus', () => {
  it('flips the flag without is_enabled and sets it with is_enabled', async () => {
    const created = await createProject(api, residential.id, { title: 'Toggled' });
    const before = h.revalidated.length;
    expect((await api.projects.toggleStatus({ id: created.id })).is_enabled).toBe(false);
    expect((await api.projects.toggleStatus({ id: created.id })).is_enabled).toBe(true);
    expect((await api.projects.toggleStatus({ id: created.id, is_enabled: '0' })).is_enabled).toBe(
      false,
    );
    const same = await api.projects.toggleStatus({ id: created.id, is_enabled: 0 });
    expect(same.is_enabled).toBe(false);
    expectWireShape(same);
    expect((await api.projects.get({ id: created.id })).is_enabled).toBe(false);
    expect(h.revalidated.slice(before)).toHaveLength(8);
    await expectError(api.projects.toggleStatus({ id: 'nope' }), 'NOT_FOUND', 'Project not found');
  });
});

describe('delete', () => {
  it('moves the project with its images to the trash, keeping their files', async () => {
    const created = await createProject(api, residential.id, { title: 'To Delete' });
    const other = await createProject(api, residential.id, { title: 'Survivor' });
    const images = await uploadGallery(api, created.id, 3);
    const survivor = await uploadGallery(api, other.id, 1);
    expect((await api.projects.get({ id: created.id })).images_count).toBe(3);
    const keys = images.map((image) => image.image_url.replace('/uploads/', ''));
    for (const key of keys) expect(h.storedFiles()).toContain(key);

    const before = h.revalidated.length;
    expect(await api.projects.delete({ id: created.id })).toEqual({ id: created.id, images: 3 });
    for (const key of keys) expect(h.storedFiles()).toContain(key);
    expect(
      await h.database.db.trashItem.count({
        where: { kind: 'PROJECT', entityId: created.id, storageKeys: { hasEvery: keys } },
      }),
    ).toBe(1);
    expect(h.storedFiles()).toContain(survivor[0]?.image_url.replace('/uploads/', ''));
    expect(await h.database.db.projectImage.count({ where: { projectId: created.id } })).toBe(0);
    expect(await h.database.db.project.findUnique({ where: { id: created.id } })).toBeNull();
    expect(h.revalidated.slice(before)).toEqual(['projects', 'services', 'trash']);

    await expectError(api.projects.delete({ id: created.id }), 'NOT_FOUND', 'Project not found');
    await expectError(api.projects.get({ id: created.id }), 'NOT_FOUND', 'Project not found');
  });
});
