import fs from 'node:fs';
import path from 'node:path';

import { Prisma } from '@kasar/db';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formData } from '../../test/fixtures';
import { focalPointMessages } from '@kasar/validators';

import { openHarness, type Caller, type Harness } from '../../test/harness';
import { expectAdminOnly, expectFieldError, expectWireShape } from '../../test/expect';
import { fakePng, gifFile, imageFile, oversizedPng, svgFile } from '../../test/samples';
import { aboutUsRouter, organizationRouter } from './settings';

let h: Harness;
let api: Caller;

beforeAll(async () => ({ h, api } = await openHarness()));
afterAll(() => h.close());

const keyOf = (url: string | null) => (url ?? '').replace(/^\/uploads\//, '');
const storedText = (url: string | null) =>
  fs.readFileSync(path.join(h.uploadsDir, keyOf(url)), 'utf8');

const BLANK_ORGANIZATION = {
  email: null,
  mobile: null,
  address: null,
  map_link: null,
  logo_url: null,
  logo_alt: null,
  facebook_link: null,
  twitter_link: null,
  instagram_link: null,
  linkedin_link: null,
  youtube_link: null,
  whatsapp_link: null,
  home_seo_title: null,
  home_seo_description: null,
  home_seo_image: null,
  our_projects_seo_title: null,
  our_projects_seo_description: null,
  our_projects_seo_image: null,
  about_us_seo_title: null,
  about_us_seo_description: null,
  about_us_seo_image: null,
  contact_us_seo_title: null,
  contact_us_seo_description: null,
  contact_us_seo_image: null,
  updated_at: null,
};

const DEFAULT_STATS = [
  { stat_name: 'Projects Completed', value: '500' },
  { stat_name: 'Happy Clients', value: '500' },
  { stat_name: 'Years of Experience', value: '25' },
  { stat_name: 'Awards Won', value: '50' },
];

/** Each upload is refused at `field` with its code and message, and no file is stored. */
async function expectImagesRefusedStoringNothing(
  upload: (file: File) => Promise<unknown>,
  expected: { field: string; refusals: [File, TRPCError['code'], string][] },
) {
  const files = h.storedFiles();
  for (const [file, code, message] of expected.refusals) {
    await expectFieldError(upload(file), { code, field: expected.field, message });
  }
  expect(h.storedFiles()).toEqual(files);
}

describe('auth', () => {
  it('refuses every procedure of both routers without a valid bearer token', async () => {
    const organization: Record<keyof typeof organizationRouter, (api: Caller) => Promise<unknown>> =
      {
        get: (c) => c.organization.get(),
        update: (c) => c.organization.update(formData({ email: 'x@example.com' })),
        versions: (c) => c.organization.versions({}),
        version: (c) => c.organization.version({ number: 1 }),
        restoreVersion: (c) => c.organization.restoreVersion({ number: 1 }),
        timeZone: (c) => c.organization.timeZone(),
        setTimeZone: (c) => c.organization.setTimeZone({ time_zone: 'Asia/Kolkata' }),
        draft: (c) => c.organization.draft(),
        saveDraft: (c) => c.organization.saveDraft(formData({ email: 'x@example.com' })),
        discardDraft: (c) => c.organization.discardDraft({}),
        publishDraft: (c) => c.organization.publishDraft(),
        previewLinks: (c) => c.organization.previewLinks(),
        sharePreview: (c) => c.organization.sharePreview({ days: 7 }),
        revokePreview: (c) => c.organization.revokePreview({ link_id: 'x' }),
      };
    const aboutUs: Record<keyof typeof aboutUsRouter, (api: Caller) => Promise<unknown>> = {
      get: (c) => c.aboutUs.get(),
      update: (c) => c.aboutUs.update(formData({ founder_name: 'X' })),
      versions: (c) => c.aboutUs.versions({}),
      version: (c) => c.aboutUs.version({ number: 1 }),
      restoreVersion: (c) => c.aboutUs.restoreVersion({ number: 1 }),
      draft: (c) => c.aboutUs.draft(),
      saveDraft: (c) => c.aboutUs.saveDraft(formData({ founder_name: 'X' })),
      discardDraft: (c) => c.aboutUs.discardDraft({}),
      publishDraft: (c) => c.aboutUs.publishDraft(),
      previewLinks: (c) => c.aboutUs.previewLinks(),
      sharePreview: (c) => c.aboutUs.sharePreview({ days: 7 }),
      revokePreview: (c) => c.aboutUs.revokePreview({ link_id: 'x' }),
    };
    expect(Object.keys(organization).sort()).toEqual(Object.keys(organizationRouter).sort());
    expect(Object.keys(aboutUs).sort()).toEqual(Object.keys(aboutUsRouter).sort());
    await expectAdminOnly(h, {
      'organization.get': organization.get,
      'organization.update': organization.update,
      'aboutUs.get': aboutUs.get,
      'aboutUs.update': aboutUs.update,
      'organization.versions': organization.versions,
      'organization.version': organization.version,
      'organization.restoreVersion': organization.restoreVersion,
      'aboutUs.versions': aboutUs.versions,
      'aboutUs.version': aboutUs.version,
      'aboutUs.restoreVersion': aboutUs.restoreVersion,
      'organization.draft': organization.draft,
      'organization.saveDraft': organization.saveDraft,
      'organization.discardDraft': organization.discardDraft,
      'organization.publishDraft': organization.publishDraft,
      'aboutUs.draft': aboutUs.draft,
      'aboutUs.saveDraft': aboutUs.saveDraft,
      'aboutUs.discardDraft': aboutUs.discardDraft,
      'aboutUs.publishDraft': aboutUs.publishDraft,
      'organization.previewLinks': organization.previewLinks,
      'organization.sharePreview': organization.sharePreview,
      'organization.revokePreview': organization.revokePreview,
      'aboutUs.previewLinks': aboutUs.previewLinks,
      'aboutUs.sharePreview': aboutUs.sharePreview,
      'aboutUs.revokePreview': aboutUs.revokePreview,
    });
    expect(await h.database.db.organization.count()).toBe(0);
    expect(await h.database.db.aboutUs.count()).toBe(0);
  });
});

describe('organization', () => {
  it('reads as all blank before any save, for admins and visitors', async () => {
    expect(await api.organization.get()).toEqual(BLANK_ORGANIZATION);
    expect(await (await h.anonymous()).public.organization()).toEqual(BLANK_ORGANIZATION);
  });

  it('saves the sent fields and changes only those on later saves; empty clears', async () => {
    const before = h.revalidated.length;
    const sent = {
      email: 'hello@kasar.example',
      mobile: '+91 98765 43210',
      address: '12 Builders Lane, Pune',
      map_link: 'https://maps.google.com/?q=pune',
      facebook_link: 'https://facebook.com/kasar',
      whatsapp_link: 'https://wa.me/919876543210',
    };
    const saved = await api.organization.update(formData(sent));
    expect(saved).toEqual({
      ...BLANK_ORGANIZATION,
      ...sent,
      updated_at: expect.any(String) as string,
    });
    expectWireShape(saved);
    expect(h.revalidated.slice(before)).toEqual(['organization']);

    const partial = await api.organization.update(
      formData({
        youtube_link: 'https://youtube.com/@kasar',
        email: '',
        whatsapp_link: '+91 98765 43210',
      }),
    );
    expect(partial).toEqual({
      ...saved,
      email: null,
      youtube_link: 'https://youtube.com/@kasar',
      whatsapp_link: '+91 98765 43210',
      updated_at: expect.any(String) as string,
    });
    expect(await api.organization.get()).toEqual(partial);
    expect(await (await h.anonymous()).public.organization()).toEqual(partial);
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['mobile', '1'.repeat(21), 'Mobile number must be less than 20 characters'],
    ['map_link', 'maps please', 'Please enter a valid URL for Google Maps link'],
    ['facebook_link', 'facebook.com/kasar', 'Please enter a valid URL for Facebook'],
    ['twitter_link', 'javascript:alert(1)', 'Please enter a valid URL for Twitter'],
    [
      'instagram_link',
      `https://instagram.com/${'a'.repeat(250)}`,
      'Instagram link must be less than 255 characters',
    ],
    ['linkedin_link', 'ftp://linkedin.com/x', 'Please enter a valid URL for LinkedIn'],
    ['youtube_link', 'youtube', 'Please enter a valid URL for YouTube'],
    ['whatsapp_link', 'call me', 'Please enter a valid WhatsApp link or number'],
  ])('rejects a bad %s and saves nothing', async (field, value, message) => {
    const current = await api.organization.get();
    await expectFieldError(
      api.organization.update(formData({ [field]: value, address: 'Moved' })),
      {
        field,
        message,
      },
    );
    expect(await api.organization.get()).toEqual(current);
  });

  it('stores a PNG logo, then replaces it with a sanitised SVG, keeping the PNG for its version', async () => {
    const png = await api.organization.update(formData({ logo: await imageFile('logo.png') }));
    expect(png.logo_url).toMatch(/^\/uploads\/organization\/[a-f0-9]{32}\.png$/);
    expect(h.storedFiles()).toContain(keyOf(png.logo_url));

    const hostile = svgFile(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)">' +
        '<script>alert("x")</script>' +
        '<rect width="20" height="20" fill="#c2410c" onclick="steal()"/></svg>',
    );
    const svg = await api.organization.update(formData({ logo: hostile }));
    expect(svg.logo_url).toMatch(/^\/uploads\/organization\/[a-f0-9]{32}\.svg$/);
    expect(h.storedFiles()).toContain(keyOf(svg.logo_url));
    expect(h.storedFiles()).toContain(keyOf(png.logo_url));
    const stored = storedText(svg.logo_url);
    expect(stored).toContain('<rect');
    expect(stored.toLowerCase()).not.toContain('script');
    expect(stored.toLowerCase()).not.toContain('onload');
    expect(stored.toLowerCase()).not.toContain('onclick');
    expect(svg.email).toBe((await api.organization.get()).email);
  });

  it('keeps the logo when a new one is rejected, storing nothing', async () => {
    const current = await api.organization.get();
    const typeMessage = 'Logo must be a JPEG, PNG, JPG, WEBP, or SVG image';
    await expectImagesRefusedStoringNothing((logo) => api.organization.update(formData({ logo })), {
      field: 'logo',
      refusals: [
        [fakePng('logo.png'), 'UNPROCESSABLE_CONTENT', typeMessage],
        [await gifFile('l.png', 'image/png'), 'UNPROCESSABLE_CONTENT', typeMessage],
        [await oversizedPng(), 'BAD_REQUEST', 'Logo file size must be less than 5MB'],
      ],
    });
    expect(await api.organization.get()).toEqual(current);
  });

  it('removes the logo with remove_logo, keeping its file for the version that shows it', async () => {
    const withLogo = await api.organization.update(
      formData({ logo: await imageFile('logo.webp', 'webp') }),
    );
    expect(h.storedFiles()).toContain(keyOf(withLogo.logo_url));
    const removed = await api.organization.update(formData({ remove_logo: '1' }));
    expect(removed.logo_url).toBeNull();
    expect(removed.address).toBe(withLogo.address);
    expect(h.storedFiles()).toContain(keyOf(withLogo.logo_url));
  });
});

describe('about us', () => {
  it('reads the default stats and blank founder before any save, for admins and visitors', async () => {
    const blank = {
      founder_img: null,
      founder_img_alt: null,
      founder_focal_point: null,
      founder_name: null,
      founder_position: null,
      founder_description: null,
      stats: DEFAULT_STATS,
      updated_at: null,
    };
    expect(await api.aboutUs.get()).toEqual(blank);
    expect(await (await h.anonymous()).public.aboutUs()).toEqual(blank);
  });

  it('keeps the default stats on a first save that does not send stats', async () => {
    const before = h.revalidated.length;
    const saved = await api.aboutUs.update(formData({ founder_name: 'Ravi Kasar' }));
    expect(saved).toEqual({
      founder_img: null,
      founder_img_alt: null,
      founder_focal_point: null,
      founder_name: 'Ravi Kasar',
      founder_position: null,
      founder_description: null,
      stats: DEFAULT_STATS,
      updated_at: expect.any(String) as string,
    });
    expectWireShape(saved);
    expect(h.revalidated.slice(before)).toEqual(['about-us']);
  });

  it('replaces the stats in order, dropping empty rows, and changes only sent fields', async () => {
    const saved = await api.aboutUs.update(
      formData({
        founder_position: 'Founder & Principal Architect',
        founder_description: 'Thirty years of building.\nStill on site every day.',
        stats: JSON.stringify([
          { stat_name: 'Bridges', value: '12' },
          { stat_name: '', value: '' },
          { stat_name: 'Towers', value: 7 },
        ]),
      }),
    );
    expect(saved).toMatchObject({
      founder_name: 'Ravi Kasar',
      founder_position: 'Founder & Principal Architect',
      founder_description: 'Thirty years of building.\nStill on site every day.',
      stats: [
        { stat_name: 'Bridges', value: '12' },
        { stat_name: 'Towers', value: '7' },
      ],
    });
    const renamed = await api.aboutUs.update(formData({ founder_name: '' }));
    expect(renamed).toEqual({
      ...saved,
      founder_name: null,
      updated_at: expect.any(String) as string,
    });
    expect(await (await h.anonymous()).public.aboutUs()).toEqual(renamed);
    const reordered = await api.aboutUs.update(
      formData({
        stats: JSON.stringify([
          { stat_name: 'Towers', value: '8' },
          { stat_name: 'Bridges', value: '12' },
          { stat_name: 'Awards', value: '3' },
        ]),
      }),
    );
    expect(reordered.stats).toEqual([
      { stat_name: 'Towers', value: '8' },
      { stat_name: 'Bridges', value: '12' },
      { stat_name: 'Awards', value: '3' },
    ]);
  });

  it.each([
    [
      'stats.1.value',
      [
        { stat_name: 'A', value: '1' },
        { stat_name: 'B', value: '' },
      ],
      'Stat value is required',
    ],
    ['stats.0.stat_name', [{ stat_name: ' ', value: '4' }], 'Stat name is required'],
    [
      'stats.2.value',
      [
        { stat_name: 'A', value: '1' },
        { stat_name: 'B', value: '2' },
        { stat_name: 'C', value: '12a' },
      ],
      'Stat value must contain digits only',
    ],
    [
      'stats.0.stat_name',
      [{ stat_name: 'n'.repeat(101), value: '1' }],
      'Stat name must not exceed 100 characters',
    ],
    [
      'stats.0.value',
      [{ stat_name: 'Big', value: '9'.repeat(51) }],
      'Stat value must not exceed 50 characters',
    ],
  ])('rejects a bad stat row at %s and saves nothing', async (field, rows, message) => {
    const current = await api.aboutUs.get();
    await expectFieldError(
      api.aboutUs.update(formData({ founder_name: 'Changed', stats: JSON.stringify(rows) })),
      { field, message },
    );
    expect(await api.aboutUs.get()).toEqual(current);
  });

  it('rejects unreadable stats and over-long founder texts', async () => {
    await expectFieldError(api.aboutUs.update(formData({ stats: '[{"stat_name":' })), {
      field: 'stats',
      message: 'Must be valid JSON',
    });
    await expectFieldError(api.aboutUs.update(formData({ founder_name: 'n'.repeat(256) })), {
      field: 'founder_name',
      message: 'Founder name must not exceed 255 characters',
    });
    await expectFieldError(api.aboutUs.update(formData({ founder_position: 'p'.repeat(256) })), {
      field: 'founder_position',
      message: 'Founder position must not exceed 255 characters',
    });
    await expectFieldError(
      api.aboutUs.update(formData({ founder_description: 'd'.repeat(5001) })),
      {
        field: 'founder_description',
        message: 'Founder description must not exceed 5000 characters',
      },
    );
  });

  it('stores, replaces and removes the founder image, keeping the old files for their versions', async () => {
    const first = await api.aboutUs.update(
      formData({ founder_img: await imageFile('me.jpg', 'jpeg') }),
    );
    expect(first.founder_img).toMatch(/^\/uploads\/about-us\/[a-f0-9]{32}\.jpg$/);
    expect(h.storedFiles()).toContain(keyOf(first.founder_img));

    const second = await api.aboutUs.update(formData({ founder_img: await imageFile('me2.png') }));
    expect(second.founder_img).toMatch(/^\/uploads\/about-us\/[a-f0-9]{32}\.png$/);
    expect(h.storedFiles()).toContain(keyOf(second.founder_img));
    expect(h.storedFiles()).toContain(keyOf(first.founder_img));
    expect(second.stats).toEqual(first.stats);

    const removed = await api.aboutUs.update(formData({ remove_founder_img: '1' }));
    expect(removed.founder_img).toBeNull();
    expect(h.storedFiles()).toContain(keyOf(second.founder_img));
  });

  it('rejects a bad founder image, storing nothing', async () => {
    const kept = await api.aboutUs.update(formData({ founder_img: await imageFile('kept.png') }));
    const typeMessage = 'Please select a valid image file (JPEG, PNG, JPG, WEBP)';
    const upload = (founder_img: File) => api.aboutUs.update(formData({ founder_img }));
    await expectImagesRefusedStoringNothing(upload, {
      field: 'founder_img',
      refusals: [
        [fakePng('me.png'), 'UNPROCESSABLE_CONTENT', typeMessage],
        [
          svgFile('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          'UNPROCESSABLE_CONTENT',
          typeMessage,
        ],
        [await oversizedPng(), 'BAD_REQUEST', 'Image size must not exceed 10MB'],
      ],
    });
    expect((await api.aboutUs.get()).founder_img).toBe(kept.founder_img);
  });
});

describe('image alternative texts', () => {
  it('stores the logo and founder photo texts; absent keeps them, empty clears them', async () => {
    const organization = await api.organization.update(
      formData({ logo_alt: ' Kasar Foundation wordmark ' }),
    );
    expect(organization.logo_alt).toBe('Kasar Foundation wordmark');
    expect((await api.organization.update(formData({ mobile: '' }))).logo_alt).toBe(
      'Kasar Foundation wordmark',
    );
    expect((await (await h.anonymous()).public.organization()).logo_alt).toBe(
      'Kasar Foundation wordmark',
    );
    expect((await api.organization.update(formData({ logo_alt: '' }))).logo_alt).toBeNull();

    const aboutUs = await api.aboutUs.update(
      formData({ founder_img_alt: 'The founder on a site visit' }),
    );
    expect(aboutUs.founder_img_alt).toBe('The founder on a site visit');
    await expectFieldError(api.aboutUs.update(formData({ founder_img_alt: 'x'.repeat(151) })), {
      field: 'founder_img_alt',
      message: 'Founder photo alt text must be less than 150 characters',
    });
    expect((await api.aboutUs.get()).founder_img_alt).toBe('The founder on a site visit');
  });
});

describe('founder photo focal point', () => {
  it('is set, kept when absent, cleared when empty and refused otherwise; visitors see it', async () => {
    const set = await api.aboutUs.update(formData({ founder_focal_point: '40,20' }));
    expect(set.founder_focal_point).toEqual({ x: 40, y: 20 });
    expectWireShape(set);
    const kept = await api.aboutUs.update(formData({ founder_name: 'Ravi Kasar' }));
    expect(kept.founder_focal_point).toEqual({ x: 40, y: 20 });
    expect((await (await h.anonymous()).public.aboutUs()).founder_focal_point).toEqual({
      x: 40,
      y: 20,
    });
    await expectFieldError(api.aboutUs.update(formData({ founder_focal_point: '40,20,0' })), {
      field: 'founder_focal_point',
      message: focalPointMessages.invalid,
    });
    expect(
      (await api.aboutUs.update(formData({ founder_focal_point: '' }))).founder_focal_point,
    ).toBeNull();
    const row = await h.database.db.aboutUs.findUniqueOrThrow({ where: { id: 1 } });
    expect([row.founderFocalX, row.founderFocalY]).toEqual([null, null]);
  });

  it('is put back by a version restore, and kept by a version saved before focal points', async () => {
    await api.aboutUs.update(formData({ founder_focal_point: '10,10' }));
    const withPoint = (await api.aboutUs.versions({})).data[0]?.number ?? 0;
    await api.aboutUs.update(formData({ founder_focal_point: '90,60' }));
    const restored = await api.aboutUs.restoreVersion({ number: withPoint });
    expect(restored.item.founder_focal_point).toEqual({ x: 10, y: 10 });

    // A version stored before the field existed has no founder_focal_point at all (and, from
    // before snapshots had versions, only its output: snapshot version 0).
    const version = await h.database.db.contentVersion.findFirstOrThrow({
      where: { entity: 'ABOUT_US', entityId: '1', number: withPoint },
    });
    const { founder_focal_point: _dropped, ...older } = version.data as Prisma.InputJsonObject;
    await h.database.db.contentVersion.update({
      where: { id: version.id },
      data: { data: older, snapshot: Prisma.DbNull, snapshotVersion: 0 },
    });
    await api.aboutUs.update(formData({ founder_focal_point: '55,45' }));
    const fromOlder = await api.aboutUs.restoreVersion({ number: withPoint });
    expect(fromOlder.item.founder_focal_point).toEqual({ x: 55, y: 45 });
  });
});
