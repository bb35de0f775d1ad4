import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { focalPointMessages } from '@kasar/validators';

import {
  createProject,
  createService,
  formData,
  uploadGallery,
  type ProjectOutput,
  type ServiceOutput,
} from '../../test/fixtures';
import { openHarness, pause, type Caller, type Harness } from '../../test/harness';
import {
  contentListCalls,
  expectError,
  expectFieldError,
  expectRefusedLeavingNothing,
  expectRouterAdminOnly,
  expectWireShape,
} from '../../test/expect';
import { disguised, fakePng, gifFile, imageFile, oversizedPng } from '../../test/samples';
import { galleryRouter } from './gallery';

let h: Harness;
let api: Caller;
let homes: ServiceOutput;
let offices: ServiceOutput;
let villa: ProjectOutput;
let tower: ProjectOutput;

beforeAll(async () => {
  ({ h, api } = await openHarness());
  homes = await createService(api, { name: 'Residential Construction', hero_image: null });
  offices = await createService(api, { name: 'Commercial Projects', hero_image: null });
  villa = await createProject(api, homes.id, {
    title: 'Lakeside Villa',
    location: 'Pune',
    client_name: 'Mehta Family',
  });
  tower = await createProject(api, offices.id, {
    title: 'Glass Tower',
    location: 'Bengaluru',
    client_name: 'Zenith Corp',
  });
});
afterAll(() => h.close());

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const imageCount = () => h.database.db.projectImage.count();

describe('auth', () => {
  it('refuses every procedure without a valid bearer token', async () => {
    const form = formData({ project_id: 'x', 'images[]': [await imageFile('a.png')] });
    await expectRouterAdminOnly(h, galleryRouter, {
      ...contentListCalls((c) => c.gallery),
      order: (c) => c.gallery.order({ project_id: 'x' }),
      reorder: (c) => c.gallery.reorder({ project_id: 'x', ids: [] }),
      upload: (c) => c.gallery.upload(form),
      update: (c) => c.gallery.update({ id: 'x', alt: 'Front' }),
    });
    expect(await imageCount()).toBe(0);
  });
});

describe('upload', () => {
  it('stores the images of a project and answers the wire shape', async () => {
    const before = h.revalidated.length;
    const uploaded = await api.gallery.upload(
      formData({
        project_id: villa.id,
        is_enabled: '1',
        'images[]': [await imageFile('front.jpg', 'jpeg'), await imageFile('back.png', 'png')],
      }),
    );
    expect(uploaded).toHaveLength(2);
    expect(uploaded.map((image) => image.position)).toEqual([0, 1]);
    expect(uploaded[0]).toEqual({
      id: expect.any(String) as string,
      image_url: expect.stringMatching(/^\/uploads\/projects\/[a-f0-9]{32}\.jpg$/) as string,
      alt: null,
      focal_point: null,
      is_enabled: true,
      position: 0,
      created_at: expect.any(String) as string,
      project: {
        id: villa.id,
        title: 'Lakeside Villa',
        client_name: 'Mehta Family',
        location: 'Pune',
        service_id: homes.id,
        service_name: 'Residential Construction',
      },
    });
    expect(uploaded[1]?.image_url).toMatch(/\.png$/);
    expectWireShape(uploaded);
    for (const image of uploaded) expect(h.storedFiles()).toContain(keyOf(image.image_url));
    expect(h.revalidated.slice(before)).toEqual(['projects', 'services']);
    expect(await api.gallery.get({ id: uploaded[0]?.id ?? '' })).toEqual(uploaded[0]);
  });

  it("uploads 10 images at once, disabled with is_enabled '0'", async () => {
    const uploaded = await uploadGallery(api, tower.id, 10, '0');
    expect(uploaded).toHaveLength(10);
    expect(uploaded.every((image) => !image.is_enabled)).toBe(true);
    expect(new Set(uploaded.map((image) => image.image_url)).size).toBe(10);
  });

  it('takes files by their bytes: a JPEG sent as photo.txt is stored as .jpg', async () => {
    const jpeg = await disguised(await imageFile('site.jpg', 'jpeg'), 'photo.txt', 'text/plain');
    const [uploaded] = await api.gallery.upload(
      formData({ project_id: villa.id, 'images[]': [jpeg] }),
    );
    expect(uploaded?.image_url).toMatch(/^\/uploads\/projects\/[a-f0-9]+\.jpg$/);
    expect(h.storedFiles()).toContain(keyOf(uploaded?.image_url ?? ''));
    await api.gallery.delete({ id: uploaded?.id ?? '' });
  });

  it('rejects a file whose bytes are another format, naming it, and stores nothing', async () => {
    const gif = await gifFile('party.png', 'image/png');
    await expectRefusedLeavingNothing(
      h,
      imageCount,
      async () =>
        api.gallery.upload(
          formData({ project_id: villa.id, 'images[]': [await imageFile('ok.png'), gif] }),
        ),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'images.1',
        message: 'party.png must be JPEG, PNG, JPG, or WebP format',
      },
    );
  });

  it('rejects a file whose bytes are not an image, naming it, and keeps none of the batch', async () => {
    const files = h.storedFiles();
    const count = await imageCount();
    const batch = [
      await imageFile('one.png'),
      await imageFile('two.jpg', 'jpeg'),
      fakePng('three.png'),
      await imageFile('four.webp', 'webp'),
    ];
    await expectFieldError(
      api.gallery.upload(formData({ project_id: villa.id, 'images[]': batch })),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'images.2',
        message: 'three.png must be JPEG, PNG, JPG, or WebP format',
      },
    );
    expect(h.storedFiles()).toEqual(files);
    expect(await imageCount()).toBe(count);
  });

  it('rejects a file over 10MB, naming it, and stores nothing', async () => {
    const files = h.storedFiles();
    await expectFieldError(
      api.gallery.upload(
        formData({
          project_id: villa.id,
          'images[]': [await imageFile('small.png'), await oversizedPng('panorama.png')],
        }),
      ),
      { field: 'images.1', message: 'panorama.png is too large. Maximum size is 10MB' },
    );
    expect(h.storedFiles()).toEqual(files);
  });

  it('requires 1 to 10 images', async () => {
    await expectFieldError(api.gallery.upload(formData({ project_id: villa.id })), {
      field: 'images',
      message: 'Please select at least one image to upload',
    });
    const eleven = await Promise.all(
      Array.from({ length: 11 }, (_, index) => imageFile(`p${index}.png`)),
    );
    await expectFieldError(
      api.gallery.upload(formData({ project_id: villa.id, 'images[]': eleven })),
      { field: 'images', message: 'Maximum 10 images allowed' },
    );
  });

  it('requires a project that exists', async () => {
    const files = h.storedFiles();
    const count = await imageCount();
    const images = [await imageFile('a.png')];
    await expectFieldError(api.gallery.upload(formData({ 'images[]': images })), {
      field: 'project_id',
      message: 'Please select a project',
    });
    await expectFieldError(
      api.gallery.upload(formData({ project_id: 'no-such-project', 'images[]': images })),
      { code: 'UNPROCESSABLE_CONTENT', field: 'project_id', message: 'Please select a project' },
    );
    expect(h.storedFiles()).toEqual(files);
    expect(await imageCount()).toBe(count);
  });
});

describe('list', () => {
  let school: ProjectOutput;
  let newest: string;
  beforeAll(async () => {
    school = await createProject(api, homes.id, {
      title: 'Hill School',
      location: 'Shimla',
      client_name: 'Education Trust',
    });
    await pause();
    await uploadGallery(api, school.id, 2);
    await pause();
    const [disabled] = await uploadGallery(api, school.id, 1, '0');
    newest = disabled?.id ?? '';
  });

  it('filters by project, newest first', async () => {
    const ofSchool = await api.gallery.list({ project_id: school.id });
    expect(ofSchool.pagination.total).toBe(3);
    expect(ofSchool.data[0]?.id).toBe(newest);
    expect(ofSchool.data.every((image) => image.project.id === school.id)).toBe(true);
    expectWireShape(ofSchool);
  });

  it('filters by service', async () => {
    const ofOffices = await api.gallery.list({ service_id: offices.id, limit: 100 });
    expect(ofOffices.pagination.total).toBe(10);
    expect(ofOffices.data.every((image) => image.project.service_id === offices.id)).toBe(true);
    const ofHomes = await api.gallery.list({ service_id: homes.id });
    expect(ofHomes.pagination.total).toBe(5);
    const mismatch = await api.gallery.list({ service_id: offices.id, project_id: school.id });
    expect(mismatch.data).toEqual([]);
  });

  it('searches project title, client, location and service name case-insensitively', async () => {
    const byTitle = await api.gallery.list({ search: 'hill SCHOOL' });
    expect(byTitle.pagination.total).toBe(3);
    const byClient = await api.gallery.list({ search: 'zenith' });
    expect(byClient.pagination.total).toBe(10);
    const byLocation = await api.gallery.list({ search: 'PUNE' });
    expect(byLocation.pagination.total).toBe(2);
    const byService = await api.gallery.list({ search: 'commercial' });
    expect(byService.pagination.total).toBe(10);
  });

  it('filters by status and paginates', async () => {
    const inactive = await api.gallery.list({ status: 'inactive' });
    expect(inactive.pagination.total).toBe(11);
    const active = await api.gallery.list({ status: 'active', project_id: school.id });
    expect(active.pagination.total).toBe(2);
    const page = await api.gallery.list({ service_id: offices.id, limit: 4, page: 3 });
    expect(page.pagination).toEqual({ current_page: 3, per_page: 4, total: 10, total_pages: 3 });
    expect(page.data).toHaveLength(2);
  });
});

describe('alternative text', () => {
  it('stores one per uploaded image, in the order of the files', async () => {
    const uploaded = await api.gallery.upload(
      formData({
        project_id: villa.id,
        'images[]': [await imageFile('hall.png'), await imageFile('porch.png')],
        'alts[]': ['  Double-height entrance hall ', ''],
      }),
    );
    expect(uploaded.map((image) => image.alt)).toEqual(['Double-height entrance hall', null]);
    const stored = await h.database.db.projectImage.findUnique({ where: { id: uploaded[0]?.id } });
    expect(stored?.alt).toBe('Double-height entrance hall');
  });

  it('is changed, cleared and refused over 150 characters, naming the field', async () => {
    const [image] = await uploadGallery(api, villa.id, 1);
    const id = image?.id ?? '';
    const before = h.revalidated.length;
    const updated = await api.gallery.update({ id, alt: ' Terrace at dusk ' });
    expect(updated.alt).toBe('Terrace at dusk');
    expectWireShape(updated);
    expect(h.revalidated.slice(before)).toEqual(['projects', 'services']);
    await expectFieldError(api.gallery.update({ id, alt: 'x'.repeat(151) }), {
      field: 'alt',
      message: 'Image alt text must be less than 150 characters',
    });
    expect((await api.gallery.get({ id })).alt).toBe('Terrace at dusk');
    expect((await api.gallery.update({ id, alt: '' })).alt).toBeNull();
    await expectError(api.gallery.update({ id: 'nope', alt: 'x' }), 'NOT_FOUND', 'Image not found');
  });
});

describe('focal point', () => {
  it('is set, kept when absent, cleared when empty and refused otherwise, naming the field', async () => {
    const [image] = await uploadGallery(api, villa.id, 1);
    const id = image?.id ?? '';
    const before = h.revalidated.length;
    const set = await api.gallery.update({ id, focal_point: '25,80' });
    expect(set.focal_point).toEqual({ x: 25, y: 80 });
    expectWireShape(set);
    expect(h.revalidated.slice(before)).toEqual(['projects', 'services']);
    expect((await api.gallery.update({ id, alt: 'Porch' })).focal_point).toEqual({ x: 25, y: 80 });
    await expectFieldError(api.gallery.update({ id, focal_point: '25' }), {
      field: 'focal_point',
      message: focalPointMessages.invalid,
    });
    expect((await api.gallery.get({ id })).focal_point).toEqual({ x: 25, y: 80 });
    const cleared = await api.gallery.update({ id, focal_point: '' });
    expect(cleared).toMatchObject({ focal_point: null, alt: 'Porch' });
    const row = await h.database.db.projectImage.findUniqueOrThrow({ where: { id } });
    expect([row.focalX, row.focalY]).toEqual([null, null]);
  });

  it("reaches the service page's gallery and the portfolio's project images", async () => {
    const [image] = await uploadGallery(api, tower.id, 1);
    const id = image?.id ?? '';
    await api.gallery.update({ id, focal_point: '10,90' });
    const visitor = await h.anonymous();
    const service = await visitor.public.service({ id_or_slug: offices.slug });
    const photo = service.gallery_images.find((candidate) => candidate.id === id);
    expect(photo?.focal_point).toEqual({ x: 10, y: 90 });
    const grouped = await visitor.public.projectsByService({});
    const project = grouped[offices.slug]?.find((candidate) => candidate.id === tower.id);
    const projectImage = project?.gallery_images.find((candidate) => candidate.id === id);
    expect(projectImage?.focal_point).toEqual({ x: 10, y: 90 });
  });

  it('comes back from the trash with the image, and with its project', async () => {
    const [image] = await uploadGallery(api, villa.id, 1);
    const id = image?.id ?? '';
    await api.gallery.update({ id, focal_point: '15,35' });
    await api.gallery.delete({ id });
    await api.trash.restoreDeleted({ kind: 'gallery_image', entity_id: id });
    expect((await api.gallery.get({ id })).focal_point).toEqual({ x: 15, y: 35 });

    const project = await createProject(api, homes.id, { title: 'Trashed With Photo' });
    const [photo] = await uploadGallery(api, project.id, 1);
    await api.gallery.update({ id: photo?.id ?? '', focal_point: '70,5' });
    await api.projects.delete({ id: project.id });
    await api.trash.restoreDeleted({ kind: 'project', entity_id: project.id });
    expect((await api.gallery.get({ id: photo?.id ?? '' })).focal_point).toEqual({ x: 70, y: 5 });
  });
});

describe('get, toggleStatus and delete', () => {
  it('answers NOT_FOUND for an unknown image', async () => {
    await expectError(api.gallery.get({ id: 'no-such-image' }), 'NOT_FOUND', 'Image not found');
  });

  it('flips the flag without is_enabled and sets it with is_enabled', async () => {
    const [image] = await uploadGallery(api, villa.id, 1);
    const id = image?.id ?? '';
    const before = h.revalidated.length;
    expect((await api.gallery.toggleStatus({ id })).is_enabled).toBe(false);
    expect((await api.gallery.toggleStatus({ id })).is_enabled).toBe(true);
    const set = await api.gallery.toggleStatus({ id, is_enabled: '0' });
    expect(set.is_enabled).toBe(false);
    expectWireShape(set);
    expect((await api.gallery.get({ id })).is_enabled).toBe(false);
    expect(h.revalidated.slice(before)).toHaveLength(6);
    await expectError(api.gallery.toggleStatus({ id: 'nope' }), 'NOT_FOUND', 'Image not found');
  });

  it('moves the image to the trash, keeping its stored file', async () => {
    const [image, other] = await uploadGallery(api, villa.id, 2);
    const key = keyOf(image?.image_url ?? '');
    expect(h.storedFiles()).toContain(key);
    const before = h.revalidated.length;
    expect(await api.gallery.delete({ id: image?.id ?? '' })).toEqual({ id: image?.id });
    expect(h.storedFiles()).toContain(key);
    expect(h.storedFiles()).toContain(keyOf(other?.image_url ?? ''));
    expect(
      await h.database.db.trashItem.count({
        where: { kind: 'PROJECT_IMAGE', entityId: image?.id, storageKeys: { has: key } },
      }),
    ).toBe(1);
    expect(await h.database.db.projectImage.findUnique({ where: { id: image?.id } })).toBeNull();
    expect(h.revalidated.slice(before)).toEqual(['projects', 'services', 'trash']);
    await expectError(api.gallery.delete({ id: image?.id ?? '' }), 'NOT_FOUND', 'Image not found');
  });
});
