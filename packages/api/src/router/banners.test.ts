import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { focalPointMessages } from '@kasar/validators';

import { formData } from '../../test/fixtures';
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
import { bannersRouter } from './banners';

let h: Harness;
let api: Caller;

beforeAll(async () => ({ h, api } = await openHarness()));
afterAll(() => h.close());

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const bannerCount = () => h.database.db.banner.count();

async function bannerForm(fields: Record<string, string | File | null> = {}) {
  return formData({
    headline: 'Building Excellence Together',
    tagline: 'Architecture and construction',
    is_enabled: '1',
    image: fields.image === undefined ? await imageFile('slide.jpg', 'jpeg') : fields.image,
    ...Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'image')),
  });
}

describe('auth', () => {
  it('refuses every procedure without a valid bearer token', async () => {
    const form = await bannerForm();
    await expectRouterAdminOnly(h, bannersRouter, {
      ...contentListCalls((c) => c.banners),
      versions: (c) => c.banners.versions({ id: 'x' }),
      version: (c) => c.banners.version({ id: 'x', number: 1 }),
      restoreVersion: (c) => c.banners.restoreVersion({ id: 'x', number: 1 }),
      order: (c) => c.banners.order({}),
      reorder: (c) => c.banners.reorder({ ids: [] }),
      create: (c) => c.banners.create(form),
      update: (c) => c.banners.update(formData({ id: 'x', headline: 'Anything' })),
      draft: (c) => c.banners.draft({ id: 'x' }),
      saveDraft: (c) => c.banners.saveDraft(formData({ id: 'x', headline: 'Anything' })),
      discardDraft: (c) => c.banners.discardDraft({ id: 'x' }),
      publishDraft: (c) => c.banners.publishDraft({ id: 'x' }),
      submitDraft: (c) => c.banners.submitDraft(formData({ id: 'x', headline: 'Anything' })),
      requestChanges: (c) => c.banners.requestChanges({ id: 'x', comment: 'Shorter' }),
      schedule: (c) => c.banners.schedule({ id: 'x' }),
      scheduleChange: (c) =>
        c.banners.scheduleChange({ id: 'x', action: 'enable', at: '2030-01-07T09:00' }),
      cancelSchedule: (c) => c.banners.cancelSchedule({ id: 'x' }),
      previewLinks: (c) => c.banners.previewLinks({ id: 'x' }),
      sharePreview: (c) => c.banners.sharePreview({ id: 'x', days: 7 }),
      revokePreview: (c) => c.banners.revokePreview({ id: 'x', link_id: 'y' }),
    });
    expect(await bannerCount()).toBe(0);
    expect(h.storedFiles()).toEqual([]);
  });
});

describe('create and get', () => {
  it('creates a banner from multipart with its stored image and wire shape', async () => {
    const before = h.revalidated.length;
    const created = await api.banners.create(await bannerForm());
    expect(created).toEqual({
      id: expect.any(String) as string,
      image_url: expect.stringMatching(/^\/uploads\/banners\/[a-f0-9]{32}\.jpg$/) as string,
      image_alt: null,
      focal_point: null,
      headline: 'Building Excellence Together',
      tagline: 'Architecture and construction',
      is_enabled: true,
      position: 0,
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });
    expectWireShape(created);
    expect(h.storedFiles()).toContain(keyOf(created.image_url));
    expect(h.revalidated.slice(before)).toEqual(['banners']);
    expect(await api.banners.get({ id: created.id })).toEqual(created);
  });

  it("creates a disabled banner with is_enabled '0' and no tagline", async () => {
    const created = await api.banners.create(
      await bannerForm({ is_enabled: '0', tagline: '', image: await imageFile('s.webp', 'webp') }),
    );
    expect(created).toMatchObject({ is_enabled: false, tagline: null });
    expect(created.image_url).toMatch(/\.webp$/);
  });

  it.each<[string, Record<string, string | File | null>, string]>([
    ['image', { image: null }, 'Banner image is required'],
    ['headline', { headline: '   ' }, 'Headline is required'],
    ['headline', { headline: 'h'.repeat(256) }, 'Headline must be less than 255 characters'],
    ['tagline', { tagline: 't'.repeat(256) }, 'Tagline must be less than 255 characters'],
    ['is_enabled', { is_enabled: 'maybe' }, 'Must be true or false'],
  ])('rejects a bad %s and stores nothing', async (field, fields, message) => {
    await expectRefusedLeavingNothing(
      h,
      bannerCount,
      async () => api.banners.create(await bannerForm(fields)),
      { field, message },
    );
  });

  it('takes an image by its bytes: a WebP sent as application/octet-stream is stored as .webp', async () => {
    const webp = await disguised(await imageFile('slide.webp', 'webp'), 'slide.dat');
    const created = await api.banners.create(await bannerForm({ image: webp }));
    expect(created.image_url).toMatch(/^\/uploads\/banners\/[a-f0-9]+\.webp$/);
    expect(h.storedFiles()).toContain(keyOf(created.image_url));
  });

  it('rejects an image whose bytes are another format, even declared as PNG', async () => {
    const files = h.storedFiles();
    await expectFieldError(
      api.banners.create(await bannerForm({ image: await gifFile('anim.png', 'image/png') })),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'image',
        message: 'Image must be JPEG, PNG, JPG, or WebP format',
      },
    );
    expect(h.storedFiles()).toEqual(files);
  });

  it('rejects an image whose bytes are not an image, leaving no file and no row', async () => {
    await expectRefusedLeavingNothing(
      h,
      bannerCount,
      async () => api.banners.create(await bannerForm({ image: fakePng() })),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'image',
        message: 'Image must be JPEG, PNG, JPG, or WebP format',
      },
    );
  });

  it('rejects an image over 10MB, leaving no file and no row', async () => {
    await expectRefusedLeavingNothing(
      h,
      bannerCount,
      async () => api.banners.create(await bannerForm({ image: await oversizedPng() })),
      {
        field: 'image',
        message: 'Image must be less than 10MB',
      },
    );
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    await expectError(api.banners.get({ id: 'no-such-id' }), 'NOT_FOUND', 'Banner not found');
  });
});

describe('update', () => {
  it('keeps the image when none is sent and changes the texts', async () => {
    const created = await api.banners.create(await bannerForm({ headline: 'Old headline' }));
    const before = h.revalidated.length;
    const updated = await api.banners.update(
      formData({ id: created.id, headline: 'New headline', tagline: '', is_enabled: '0' }),
    );
    expect(updated).toEqual({
      ...created,
      headline: 'New headline',
      tagline: null,
      is_enabled: false,
      updated_at: expect.any(String) as string,
    });
    expect(h.storedFiles()).toContain(keyOf(created.image_url));
    expect(h.revalidated.slice(before)).toEqual(['banners']);
    const kept = await api.banners.update(formData({ id: created.id, headline: 'Again' }));
    expect(kept.is_enabled).toBe(false);
  });

  it('keeps the tagline when it is not sent and clears it when sent empty', async () => {
    const created = await api.banners.create(await bannerForm({ tagline: 'Keep me' }));
    const kept = await api.banners.update(formData({ id: created.id, headline: 'Headline only' }));
    expect(kept).toMatchObject({ headline: 'Headline only', tagline: 'Keep me', is_enabled: true });
    const cleared = await api.banners.update(
      formData({ id: created.id, headline: 'Headline only', tagline: '' }),
    );
    expect(cleared.tagline).toBeNull();
  });

  it('sets the focal point, keeps it when absent, clears it when empty, refuses a bad one', async () => {
    const created = await api.banners.create(await bannerForm({ focal_point: '25,80' }));
    expect(created.focal_point).toEqual({ x: 25, y: 80 });
    const kept = await api.banners.update(formData({ id: created.id, headline: 'No point sent' }));
    expect(kept.focal_point).toEqual({ x: 25, y: 80 });
    const moved = await api.banners.update(
      formData({ id: created.id, headline: 'Moved', focal_point: '60,10' }),
    );
    expect(moved.focal_point).toEqual({ x: 60, y: 10 });
    await expectFieldError(
      api.banners.update(formData({ id: created.id, headline: 'Bad', focal_point: '150,10' })),
      { field: 'focal_point', message: focalPointMessages.invalid },
    );
    const cleared = await api.banners.update(
      formData({ id: created.id, headline: 'Centred', focal_point: '' }),
    );
    expect(cleared.focal_point).toBeNull();
    const row = await h.database.db.banner.findUniqueOrThrow({ where: { id: created.id } });
    expect([row.focalX, row.focalY]).toEqual([null, null]);
  });

  it('puts the focal point of a version back', async () => {
    const created = await api.banners.create(await bannerForm({ focal_point: '10,20' }));
    await api.banners.update(formData({ id: created.id, headline: 'Moved', focal_point: '90,90' }));
    const restored = await api.banners.restoreVersion({ id: created.id, number: 1 });
    expect(restored.item.focal_point).toEqual({ x: 10, y: 20 });
  });

  it('keeps the focal point through the trash', async () => {
    const created = await api.banners.create(await bannerForm({ focal_point: '15,35' }));
    await api.banners.delete({ id: created.id });
    await api.trash.restoreDeleted({ kind: 'banner', entity_id: created.id });
    expect((await api.banners.get({ id: created.id })).focal_point).toEqual({ x: 15, y: 35 });
  });

  it('replaces the image and deletes the old file', async () => {
    const created = await api.banners.create(await bannerForm());
    const updated = await api.banners.update(
      formData({
        id: created.id,
        headline: 'With a new picture',
        image: await imageFile('new.png', 'png'),
      }),
    );
    expect(updated.image_url).toMatch(/^\/uploads\/banners\/[a-f0-9]{32}\.png$/);
    expect(updated.image_url).not.toBe(created.image_url);
    expect(h.storedFiles()).toContain(keyOf(updated.image_url));
    // The replaced image stays: the banner's first version refers to it.
    expect(h.storedFiles()).toContain(keyOf(created.image_url));
  });

  it('keeps the old image and stores nothing when the new one is rejected', async () => {
    const created = await api.banners.create(await bannerForm());
    const files = h.storedFiles();
    await expectFieldError(
      api.banners.update(formData({ id: created.id, headline: 'Bad', image: fakePng() })),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'image',
        message: 'Image must be JPEG, PNG, JPG, or WebP format',
      },
    );
    expect(h.storedFiles()).toEqual(files);
    expect(await api.banners.get({ id: created.id })).toEqual(created);
  });

  it('validates the headline and answers NOT_FOUND for an unknown id', async () => {
    await expectFieldError(api.banners.update(formData({ id: 'any', headline: '' })), {
      field: 'headline',
      message: 'Headline is required',
    });
    await expectError(
      api.banners.update(formData({ id: 'no-such-id', headline: 'Anything' })),
      'NOT_FOUND',
      'Banner not found',
    );
  });
});

describe('list', () => {
  beforeAll(async () => {
    for (const [index, headline] of ['Listed One', 'Listed Two', 'Listed Three'].entries()) {
      await api.banners.create(
        await bannerForm({
          headline,
          tagline: index === 1 ? 'Bridges and TUNNELS' : 'Homes',
          is_enabled: index === 2 ? '0' : '1',
        }),
      );
      await pause();
    }
  });

  it('paginates newest first with total_pages', async () => {
    const first = await api.banners.list({ search: 'listed', limit: 2 });
    expect(first.pagination).toEqual({ current_page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(first.data.map((banner) => banner.headline)).toEqual(['Listed Three', 'Listed Two']);
    const second = await api.banners.list({ search: 'listed', limit: 2, page: 2 });
    expect(second.data.map((banner) => banner.headline)).toEqual(['Listed One']);
    expectWireShape(first);
    const all = await api.banners.list({});
    expect(all.pagination.per_page).toBe(10);
    expect(all.pagination.total).toBe(await bannerCount());
  });

  it('searches headline and tagline case-insensitively and filters by status', async () => {
    const byTagline = await api.banners.list({ search: 'tunnels' });
    expect(byTagline.data.map((banner) => banner.headline)).toEqual(['Listed Two']);
    const inactive = await api.banners.list({ search: 'listed', status: 'inactive' });
    expect(inactive.data.map((banner) => banner.headline)).toEqual(['Listed Three']);
    const active = await api.banners.list({ search: 'LISTED', status: 'active' });
    expect(active.data.map((banner) => banner.headline)).toEqual(['Listed Two', 'Listed One']);
  });
});

describe('toggleStatus and delete', () => {
  it('flips the flag without is_enabled and sets it with is_enabled', async () => {
    const created = await api.banners.create(await bannerForm());
    const before = h.revalidated.length;
    expect((await api.banners.toggleStatus({ id: created.id })).is_enabled).toBe(false);
    expect((await api.banners.toggleStatus({ id: created.id })).is_enabled).toBe(true);
    const set = await api.banners.toggleStatus({ id: created.id, is_enabled: 'true' });
    expect(set.is_enabled).toBe(true);
    expectWireShape(set);
    expect(h.revalidated.slice(before)).toEqual(['banners', 'banners', 'banners']);
    await expectError(api.banners.toggleStatus({ id: 'nope' }), 'NOT_FOUND', 'Banner not found');
  });

  it('moves the banner to the trash, keeping its stored file', async () => {
    const created = await api.banners.create(await bannerForm());
    expect(h.storedFiles()).toContain(keyOf(created.image_url));
    const before = h.revalidated.length;
    expect(await api.banners.delete({ id: created.id })).toEqual({ id: created.id });
    expect(h.storedFiles()).toContain(keyOf(created.image_url));
    expect(
      await h.database.db.trashItem.count({ where: { kind: 'BANNER', entityId: created.id } }),
    ).toBe(1);
    expect(await h.database.db.banner.findUnique({ where: { id: created.id } })).toBeNull();
    expect(h.revalidated.slice(before)).toEqual(['banners', 'trash']);
    await expectError(api.banners.delete({ id: created.id }), 'NOT_FOUND', 'Banner not found');
  });
});
