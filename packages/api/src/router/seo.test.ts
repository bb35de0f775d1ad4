/**
 * Search appearance: the SEO title, description and social image of services and of the four
 * public pages, a service's noindex, and the sitemap's data: saved, kept, cleared, refused past
 * their maximum, and carried through version restores and the trash.
 */
import { SEO_LIMITS, seoMessages } from '@kasar/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createProject, createService, formData, serviceForm } from '../../test/fixtures';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import { expectFieldError } from '../../test/expect';
import { imageFile } from '../../test/samples';
import { publicSitemap } from '../domain/public-site';

let h: Harness;
let api: Caller;

beforeAll(async () => ({ h, api } = await openHarness()));
afterAll(() => h.close());

const SERVICE_SOCIAL_URL = /^\/uploads\/services\/[a-f0-9]{32}\.webp$/;
const PAGE_SOCIAL_URL = /^\/uploads\/organization\/[a-f0-9]{32}\.webp$/;
const keyOf = (url: string | null) => (url ?? '').replace(/^\/uploads\//, '');

/** The service form of `name` (its other fields as the fixture sends them) with `fields` set. */
function serviceWith(name: string, id: string, fields: Record<string, string | File>): FormData {
  const form = serviceForm({ name }, id);
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  return form;
}

const NO_SEO = { seo_title: null, seo_description: null, seo_image: null, noindex: false };

describe('a service', () => {
  it('saves, keeps and clears its search appearance, which its public page reads', async () => {
    const created = await createService(api, { name: 'Seo Homes' });
    expect(created).toMatchObject(NO_SEO);
    const saved = await api.services.update(
      serviceWith('Seo Homes', created.id, {
        seo_title: '  Homes in Pune built to last  ',
        seo_description: 'Family homes designed and built by one team.',
        seo_image: await imageFile('social.webp', 'webp'),
        noindex: '1',
      }),
    );
    const seo = {
      seo_title: 'Homes in Pune built to last',
      seo_description: 'Family homes designed and built by one team.',
      seo_image: expect.stringMatching(SERVICE_SOCIAL_URL) as string,
      noindex: true,
    };
    expect(saved).toMatchObject(seo);
    expect(h.storedFiles()).toContain(keyOf(saved.seo_image));

    // A save without the fields keeps them.
    expect(await api.services.update(serviceForm({ name: 'Seo Homes' }, created.id))).toMatchObject(
      { ...seo, seo_image: saved.seo_image },
    );
    const visitor = await h.anonymous();
    expect(await visitor.public.service({ id_or_slug: created.slug })).toMatchObject({
      ...seo,
      seo_image: saved.seo_image,
    });

    const cleared = await api.services.update(
      serviceWith('Seo Homes', created.id, {
        seo_title: '',
        seo_description: '',
        remove_seo_image: '1',
        noindex: '0',
      }),
    );
    expect(cleared).toMatchObject(NO_SEO);
    // The removed file stays while a version refers to it.
    expect(h.storedFiles()).toContain(keyOf(saved.seo_image));
  });

  it('takes texts up to the hard maximum and refuses longer ones, naming the field', async () => {
    const created = await createService(api, { name: 'Long Texts', hero_image: null });
    const longest = await api.services.update(
      serviceWith('Long Texts', created.id, {
        seo_title: 't'.repeat(SEO_LIMITS.title.max),
        seo_description: 'd'.repeat(SEO_LIMITS.description.max),
      }),
    );
    expect(longest.seo_title).toHaveLength(SEO_LIMITS.title.max);
    expect(longest.seo_description).toHaveLength(SEO_LIMITS.description.max);
    await expectFieldError(
      api.services.update(
        serviceWith('Long Texts', created.id, { seo_title: 't'.repeat(SEO_LIMITS.title.max + 1) }),
      ),
      { field: 'seo_title', message: seoMessages.titleTooLong },
    );
    await expectFieldError(
      api.services.update(
        serviceWith('Long Texts', created.id, {
          seo_description: 'd'.repeat(SEO_LIMITS.description.max + 1),
        }),
      ),
      { field: 'seo_description', message: seoMessages.descriptionTooLong },
    );
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expectFieldError(
      api.services.update(serviceWith('Long Texts', created.id, { seo_image: notes })),
      { code: 'UNPROCESSABLE_CONTENT', field: 'seo_image', message: seoMessages.imageType },
    );
  });

  it('gets its search appearance back from a version and from the trash', async () => {
    const created = await createService(api, { name: 'Seo History' });
    const set = await api.services.update(
      serviceWith('Seo History', created.id, {
        seo_title: 'Seo History title',
        seo_description: 'Seo History description',
        seo_image: await imageFile('history.webp', 'webp'),
        noindex: '1',
      }),
    );
    await api.services.update(
      serviceWith('Seo History', created.id, {
        seo_title: '',
        seo_description: '',
        remove_seo_image: '1',
        noindex: '0',
      }),
    );
    const restored = await api.services.restoreVersion({ id: created.id, number: 2 });
    expect(restored.notice).toBeNull();
    expect(restored.item).toMatchObject({
      seo_title: 'Seo History title',
      seo_description: 'Seo History description',
      seo_image: set.seo_image,
      hero_image: created.hero_image,
      noindex: true,
    });
    // Version 1 had no social image: restoring it removes the current one.
    expect((await api.services.restoreVersion({ id: created.id, number: 1 })).item).toMatchObject(
      NO_SEO,
    );

    const again = await api.services.restoreVersion({ id: created.id, number: 2 });
    await api.services.delete({ id: created.id });
    expect(h.storedFiles()).toContain(keyOf(again.item.seo_image));
    await api.trash.restoreDeleted({ kind: 'service', entity_id: created.id });
    expect(await api.services.get({ id: created.id })).toMatchObject({
      seo_title: 'Seo History title',
      seo_description: 'Seo History description',
      seo_image: set.seo_image,
      noindex: true,
    });
  });

  it("keeps the current social image when a version's file is gone, saying so", async () => {
    const created = await createService(api, { name: 'Gone Social' });
    const first = await api.services.update(
      serviceWith('Gone Social', created.id, { seo_image: await imageFile('a.webp', 'webp') }),
    );
    const second = await api.services.update(
      serviceWith('Gone Social', created.id, { seo_image: await imageFile('b.webp', 'webp') }),
    );
    await h.services.storage.delete(keyOf(first.seo_image));
    const restored = await api.services.restoreVersion({ id: created.id, number: 2 });
    expect(restored.notice).toBe(
      'Version restored without its social image: the file is no longer stored, so the current one stays.',
    );
    expect(restored.item.seo_image).toBe(second.seo_image);
  });
});

describe('social image files', () => {
  it('stay while the service or the organization shows them, and a replaced one goes with its last version', async () => {
    const services = h.services;
    const kept = services.versionsPerItem;
    services.versionsPerItem = 2;
    try {
      const capped = await h.signedIn();
      const created = await createService(capped, { name: 'Social Files', hero_image: null });
      const first = await capped.services.update(
        serviceWith('Social Files', created.id, { seo_image: await imageFile('1.webp', 'webp') }),
      );
      const second = await capped.services.update(
        serviceWith('Social Files', created.id, { seo_image: await imageFile('2.webp', 'webp') }),
      );
      // Two more saves drop every version that had the first image; the second is the live one.
      for (const headline of ['Third headline text', 'Fourth headline text']) {
        await capped.services.update(
          serviceForm({ name: 'Social Files', headline, hero_image: undefined }, created.id),
        );
      }
      expect(h.storedFiles()).not.toContain(keyOf(first.seo_image));
      expect(h.storedFiles()).toContain(keyOf(second.seo_image));

      const page = await capped.organization.update(
        formData({ about_us_seo_image: await imageFile('about.webp', 'webp') }),
      );
      for (const title of ['About one', 'About two', 'About three']) {
        await capped.organization.update(formData({ about_us_seo_title: title }));
      }
      expect(h.storedFiles()).toContain(keyOf(page.about_us_seo_image));
    } finally {
      services.versionsPerItem = kept;
    }
  });
});

describe('the four public pages', () => {
  it('save their search appearance with the organization, revalidate every page and restore it', async () => {
    const before = h.revalidated.length;
    const saved = await api.organization.update(
      formData({
        home_seo_title: 'Kasar Foundation: builders in Pune',
        home_seo_description: 'Homes, offices and factories, designed and built.',
        home_seo_image: await imageFile('home.webp', 'webp'),
        contact_us_seo_title: 'Call Kasar Foundation',
      }),
    );
    expect(saved).toMatchObject({
      home_seo_title: 'Kasar Foundation: builders in Pune',
      home_seo_description: 'Homes, offices and factories, designed and built.',
      home_seo_image: expect.stringMatching(PAGE_SOCIAL_URL) as string,
      our_projects_seo_title: null,
      our_projects_seo_image: null,
      contact_us_seo_title: 'Call Kasar Foundation',
    });
    expect(h.revalidated.slice(before)).toEqual(['organization']);
    const visitor = await h.anonymous();
    expect(await visitor.public.organization()).toMatchObject({
      home_seo_title: 'Kasar Foundation: builders in Pune',
      home_seo_image: saved.home_seo_image,
    });

    await expectFieldError(
      api.organization.update(
        formData({ about_us_seo_title: 'a'.repeat(SEO_LIMITS.title.max + 1) }),
      ),
      { field: 'about_us_seo_title', message: seoMessages.titleTooLong },
    );

    const cleared = await api.organization.update(
      formData({ home_seo_title: '', remove_home_seo_image: '1' }),
    );
    expect(cleared).toMatchObject({
      home_seo_title: null,
      home_seo_description: 'Homes, offices and factories, designed and built.',
      home_seo_image: null,
      contact_us_seo_title: 'Call Kasar Foundation',
    });
    const versions = await api.organization.versions({});
    const withImage = versions.data[1]?.number ?? 0;
    const restored = await api.organization.restoreVersion({ number: withImage });
    expect(restored.notice).toBeNull();
    expect(restored.item).toMatchObject({
      home_seo_title: 'Kasar Foundation: builders in Pune',
      home_seo_image: saved.home_seo_image,
    });
  });
});

describe('the sitemap data', () => {
  it('leaves noindex and disabled services out and dates each entry by its content', async () => {
    const listed = await createService(api, { name: 'Listed Service', hero_image: null });
    const hidden = await createService(api, { name: 'Hidden Service', hero_image: null });
    await api.services.update(serviceWith('Hidden Service', hidden.id, { noindex: '1' }));
    const off = await createService(api, {
      name: 'Disabled Service',
      hero_image: null,
      is_enabled: '0',
    });

    let sitemap = await publicSitemap(h.services);
    const slugs = sitemap.services.map((service) => service.slug);
    expect(slugs).toContain(listed.slug);
    expect(slugs).not.toContain(hidden.slug);
    expect(slugs).not.toContain(off.slug);
    const entry = () => sitemap.services.find((service) => service.slug === listed.slug);
    expect(entry()?.updated_at).toBe(listed.updated_at);

    // A visible project of the service dates it when it changed later.
    const project = await createProject(api, listed.id);
    sitemap = await publicSitemap(h.services);
    expect(entry()?.updated_at).toBe(project.updated_at);
    expect(sitemap.pages.our_projects).toBe(project.updated_at);

    const organization = await api.organization.update(formData({ about_us_seo_title: 'About' }));
    sitemap = await publicSitemap(h.services);
    expect(sitemap.pages.about_us).toBe(organization.updated_at);
    expect(sitemap.pages.contact_us).toBe(organization.updated_at);
    expect(sitemap.pages.home).toBe(organization.updated_at);
  });
});
