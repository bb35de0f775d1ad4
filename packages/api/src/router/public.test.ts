import { commonMessages } from '@kasar/validators';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  contactInput,
  createProject,
  createService,
  formData,
  serviceForm,
  uploadGallery,
  type GalleryImageOutput,
  type ProjectOutput,
  type ServiceOutput,
} from '../../test/fixtures';
import { createHarness, pause, type Caller, type Harness } from '../../test/harness';
import {
  expectError,
  expectFieldError,
  expectInputRefusals,
  expectWireShape,
} from '../../test/expect';
import { MESSAGES } from '../messages';
import { imageFile } from '../../test/samples';
import {
  publicBanners,
  publicPortfolioPage,
  publicProjectsByService,
  publicProjectsPage,
  publicService,
  publicServiceWithGalleryPage,
  serviceShareImage,
} from '../domain/public-site';
import { shareImageVersion } from '../storage/share-image';
import { publicRouter } from './public';

let h: Harness;
let admin: Caller;
let visitor: Caller;

let homes: ServiceOutput;
let hidden: ServiceOutput;
let empty: ServiceOutput;
let villa: ProjectOutput;
let draft: ProjectOutput;
let ongoing: ProjectOutput;
let villaImages: GalleryImageOutput[];
let ongoingImage: GalleryImageOutput;
let banners: { id: string; headline: string }[];

beforeAll(async () => {
  h = await createHarness();
  admin = await h.signedIn();
  // A browser may still send a stale token: public procedures must not mind.
  visitor = await h.anonymous({ authToken: 'stale-token-from-an-old-session' });

  homes = await createService(admin, { name: 'Residential Construction' });
  hidden = await createService(admin, { name: 'Hidden Service', is_enabled: '0' });
  empty = await createService(admin, { name: 'Empty Service', hero_image: null });

  villa = await createProject(admin, homes.id, { title: 'Lakeside Villa' });
  await pause();
  draft = await createProject(admin, homes.id, { title: 'Draft Project', is_enabled: false });
  await pause();
  ongoing = await createProject(admin, homes.id, {
    title: 'Ongoing Tower',
    builtup_area_sqft: null,
    start_month: 'February',
    start_year: 2024,
    end_month: null,
    end_year: null,
  });
  await createProject(admin, hidden.id, { title: 'Secret Project' });

  const first = await uploadGallery(admin, villa.id, 1);
  await pause();
  const second = await uploadGallery(admin, villa.id, 1);
  await pause();
  await uploadGallery(admin, villa.id, 1, '0');
  await uploadGallery(admin, draft.id, 1);
  await pause();
  [ongoingImage] = (await uploadGallery(admin, ongoing.id, 1)) as [GalleryImageOutput];
  // New images go last in their gallery.
  villaImages = [...first, ...second];

  banners = [];
  for (const [headline, enabled] of [
    ['First Slide', '1'],
    ['Hidden Slide', '0'],
    ['Second Slide', '1'],
  ] as const) {
    banners.push(
      await admin.banners.create(
        formData({ headline, is_enabled: enabled, image: await imageFile('b.jpg', 'jpeg') }),
      ),
    );
    await pause();
  }
});
afterAll(async () => {
  await h.close();
});
afterEach(() => {
  h.resetClock();
});

it('has no procedure that needs a token', () => {
  expect(Object.keys(publicRouter).sort()).toEqual(
    [
      'aboutUs',
      'banners',
      'bannersPage',
      'contactFormToken',
      'featuredProjects',
      'organization',
      'projectsByService',
      'projectsByServicePage',
      'service',
      'services',
      'servicesPage',
      'submitContact',
    ].sort(),
  );
});

/** A service as visitors see it in the list: its name (also as title), slug, texts and hero. */
function summaryOf(service: ServiceOutput, name: string, slug: string) {
  return {
    id: service.id,
    name,
    title: name,
    slug,
    headline: service.headline,
    description: service.description,
    hero_image: service.hero_image,
    hero_image_alt: null,
    hero_focal_point: null,
  };
}

describe('services', () => {
  it('lists enabled services only, oldest first, with the summary shape', async () => {
    const services = await visitor.public.services();
    expect(services).toEqual([
      summaryOf(homes, 'Residential Construction', 'residential-construction'),
      { ...summaryOf(empty, 'Empty Service', 'empty-service'), hero_image: null },
    ]);
    expectWireShape(services);
  });

  it('shows a service by slug or id with enabled images of enabled projects, newest first', async () => {
    const bySlug = await visitor.public.service({ id_or_slug: 'residential-construction' });
    expect(bySlug).toEqual({
      ...summaryOf(homes, 'Residential Construction', 'residential-construction'),
      // No search appearance of its own: the page shows the generated one.
      seo_title: null,
      seo_description: null,
      seo_image: null,
      noindex: false,
      features: homes.features,
      services: [],
      statistics: [
        { key: 'projectsCompleted', value: 120 },
        { key: 'satisfiedClients', value: 98 },
        { key: 'onTimeDelivery', value: 95 },
      ],
      // Newest first, whatever the galleries' own order.
      gallery_images: [ongoingImage, ...villaImages.slice().reverse()].map((image) => ({
        id: image.id,
        image_url: image.image_url,
        alt: null,
        focal_point: null,
        project_title: image.project.title,
      })),
      updated_at: homes.updated_at,
    });
    expectWireShape(bySlug);
    expect(await visitor.public.service({ id_or_slug: homes.id })).toEqual(bySlug);
    const withoutImages = await visitor.public.service({ id_or_slug: empty.slug });
    expect(withoutImages.gallery_images).toEqual([]);
  });

  it('answers NOT_FOUND for a disabled service, by slug and by id, and for an unknown one', async () => {
    for (const id_or_slug of [hidden.slug, hidden.id, 'no-such-service', ' ']) {
      await expectError(visitor.public.service({ id_or_slug }), 'NOT_FOUND', 'Service not found');
    }
    await expectFieldError(visitor.public.service({} as { id_or_slug: string }), {
      field: 'id_or_slug',
      message: 'Id is required',
    });
  });

  it('hides a service again as soon as it is disabled', async () => {
    await admin.services.toggleStatus({ id: empty.id, is_enabled: false });
    try {
      expect((await visitor.public.services()).map((service) => service.id)).toEqual([homes.id]);
      await expectError(
        visitor.public.service({ id_or_slug: empty.slug }),
        'NOT_FOUND',
        'Service not found',
      );
    } finally {
      await admin.services.toggleStatus({ id: empty.id, is_enabled: true });
    }
  });
});

describe('projectsByService', () => {
  it('maps each enabled service slug to its enabled projects with enabled images', async () => {
    const bySlug = await visitor.public.projectsByService();
    expect(Object.keys(bySlug).sort()).toEqual(['empty-service', 'residential-construction']);
    expect(bySlug['empty-service']).toEqual([]);
    // In portfolio order: new projects went last.
    expect(bySlug['residential-construction']).toEqual([
      {
        id: villa.id,
        title: 'Lakeside Villa',
        category: 'Residential Construction',
        scope_of_work: villa.scope_of_work,
        location: villa.location,
        client_name: villa.client_name,
        duration: 'Jan 2020 – Mar 2021',
        builtup_area_sqft: 2450.5,
        gallery_images: villaImages.map((image) => ({
          id: image.id,
          image_url: image.image_url,
          alt: null,
          focal_point: null,
        })),
        gallery_count: 2,
      },
      {
        id: ongoing.id,
        title: 'Ongoing Tower',
        category: 'Residential Construction',
        scope_of_work: ongoing.scope_of_work,
        location: ongoing.location,
        client_name: ongoing.client_name,
        duration: 'Feb 2024 – Present',
        builtup_area_sqft: null,
        gallery_images: [
          { id: ongoingImage.id, image_url: ongoingImage.image_url, alt: null, focal_point: null },
        ],
        gallery_count: 1,
      },
    ]);
    expectWireShape(bySlug, { recordAt: ['$'] });
  });
});

describe('pages of the public lists', () => {
  it("answer a page of the services and banners with the staff lists' pagination", async () => {
    const services = await visitor.public.services();
    expect(await visitor.public.servicesPage({ page: 2, limit: 1 })).toEqual({
      data: services.slice(1, 2),
      pagination: { current_page: 2, per_page: 1, total: services.length, total_pages: 2 },
    });
    expect((await visitor.public.servicesPage()).pagination).toMatchObject({
      current_page: 1,
      per_page: 10,
    });
    expect(await visitor.public.bannersPage({ limit: '1' })).toEqual({
      data: (await visitor.public.banners()).slice(0, 1),
      pagination: { current_page: 1, per_page: 1, total: 2, total_pages: 2 },
    });
  });

  it('page the projects in portfolio order, keyed by slug, optionally of one service', async () => {
    const every = await visitor.public.projectsByService();
    const homesProjects = every['residential-construction'] ?? [];
    expect(homesProjects).toHaveLength(2);
    expect(await visitor.public.projectsByServicePage({ page: 2, limit: 1 })).toEqual({
      data: { 'residential-construction': homesProjects.slice(1) },
      pagination: { current_page: 2, per_page: 1, total: 2, total_pages: 2 },
    });
    for (const service of [homes.id, 'residential-construction']) {
      expect(await visitor.public.projectsByService({ service })).toEqual({
        'residential-construction': homesProjects,
      });
    }
    expect(await visitor.public.projectsByService({ service: '' })).toEqual(every);
    expect(await visitor.public.projectsByServicePage({ service: 'empty-service' })).toEqual({
      data: { 'empty-service': [] },
      pagination: { current_page: 1, per_page: 10, total: 0, total_pages: 1 },
    });
    for (const service of ['hidden-service', hidden.id, 'no-such-service', 'not a slug']) {
      await expectError(
        visitor.public.projectsByService({ service }),
        'NOT_FOUND',
        MESSAGES.serviceNotFound,
      );
      await expectError(
        visitor.public.projectsByServicePage({ service }),
        'NOT_FOUND',
        MESSAGES.serviceNotFound,
      );
    }
  });

  it('give the portfolio page one flat page of projects, in portfolio order, of one service or all', async () => {
    const every = Object.values(await visitor.public.projectsByService()).flat();
    expect(every.length).toBeGreaterThan(1);
    expect(
      await publicPortfolioPage(h.services, { page: 1, limit: 100, service: undefined }),
    ).toEqual({
      data: every,
      pagination: { current_page: 1, per_page: 100, total: every.length, total_pages: 1 },
    });
    expect(
      await publicPortfolioPage(h.services, { page: 2, limit: 1, service: undefined }),
    ).toEqual({
      data: every.slice(1, 2),
      pagination: { current_page: 2, per_page: 1, total: every.length, total_pages: every.length },
    });
    const homesProjects = (await visitor.public.projectsByService())['residential-construction'];
    expect(
      (await publicPortfolioPage(h.services, { page: 1, limit: 10, service: homes.slug })).data,
    ).toEqual(homesProjects);
    // Past the last page: no projects, and the pagination says where the last one is.
    expect(
      await publicPortfolioPage(h.services, { page: 9, limit: 10, service: 'empty-service' }),
    ).toEqual({
      data: [],
      pagination: { current_page: 9, per_page: 10, total: 0, total_pages: 1 },
    });
    await expectError(
      publicPortfolioPage(h.services, { page: 1, limit: 10, service: hidden.slug }),
      'NOT_FOUND',
      MESSAGES.serviceNotFound,
    );
  });

  it('give the service page one page of its gallery and the rest of the service unchanged', async () => {
    const whole = await publicService(h.services, homes.slug);
    expect(whole.gallery_images).toHaveLength(3);
    const { gallery_images: images, ...rest } = whole;
    const second = await publicServiceWithGalleryPage(h.services, homes.slug, {
      page: 2,
      limit: 2,
    });
    expect(second).toEqual({
      ...rest,
      gallery: {
        data: images.slice(2),
        pagination: { current_page: 2, per_page: 2, total: 3, total_pages: 2 },
      },
    });
    expect(
      (await publicServiceWithGalleryPage(h.services, homes.id, { page: 1, limit: 2 })).gallery
        .data,
    ).toEqual(images.slice(0, 2));
    await expectError(
      publicServiceWithGalleryPage(h.services, hidden.slug, { page: 1, limit: 2 }),
      'NOT_FOUND',
      MESSAGES.serviceNotFound,
    );
  });

  it("refuse a bad page or limit with the staff lists' messages", async () => {
    const refusals = [
      [{ page: 0 }, 'page', commonMessages.invalidPage],
      [{ page: '1.5' }, 'page', commonMessages.invalidPage],
      [{ limit: 101 }, 'limit', commonMessages.invalidLimit],
      [{ limit: 'ten' }, 'limit', commonMessages.invalidLimit],
    ] as const;
    await expectInputRefusals(visitor.public.servicesPage, refusals);
    await expectInputRefusals(visitor.public.bannersPage, refusals);
    await expectInputRefusals(visitor.public.projectsByServicePage, refusals);
  });
});

describe('banners, organization and about us', () => {
  it('lists enabled banners in created order', async () => {
    const list = await visitor.public.banners();
    expect(list.map((banner) => banner.headline)).toEqual(['First Slide', 'Second Slide']);
    expect(list[0]).toEqual(await admin.banners.get({ id: banners[0]?.id ?? '' }));
    expectWireShape(list);
  });

  it('shows the organization and about us as saved by the admin', async () => {
    expect((await visitor.public.aboutUs()).stats).toHaveLength(4);
    await admin.organization.update(formData({ email: 'office@kasar.example' }));
    await admin.aboutUs.update(
      formData({
        founder_name: 'Ravi Kasar',
        stats: JSON.stringify([{ stat_name: 'Bridges', value: '9' }]),
      }),
    );
    const organization = await visitor.public.organization();
    expect(organization).toEqual(await admin.organization.get());
    expect(organization.email).toBe('office@kasar.example');
    const aboutUs = await visitor.public.aboutUs();
    expect(aboutUs).toEqual(await admin.aboutUs.get());
    expect(aboutUs).toMatchObject({
      founder_name: 'Ravi Kasar',
      stats: [{ stat_name: 'Bridges', value: '9' }],
    });
    expectWireShape(organization);
    expectWireShape(aboutUs);
  });
});

describe('submitContact', () => {
  it('stores the submission with the clock time and answers the success message', async () => {
    const at = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    h.clock.now = at;
    const caller = await h.anonymous({ clientAddress: '192.0.2.10' });
    const answer = await caller.public.submitContact(
      contactInput({ name: '  José Müller ', subject: 'Extension', purpose: 'Other' }),
    );
    expect(answer).toEqual({
      id: expect.any(String) as string,
      message: "Thank you for contacting us! We'll get back to you soon.",
    });
    const row = await h.database.db.contactSubmission.findUniqueOrThrow({
      where: { id: answer.id },
    });
    expect(row).toMatchObject({
      name: 'José Müller',
      email: 'ada@example.com',
      mobile: '+919876543210',
      subject: 'Extension',
      message: 'We would like a quote for a two-storey office.',
      purpose: 'Other',
      clientAddress: '192.0.2.10',
      createdAt: at,
    });
  });

  it.each<[string, Partial<ReturnType<typeof contactInput>>, string]>([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: 'A' }, 'Name must be at least 2 characters long'],
    ['name', { name: 'R2D2' }, 'Name can only contain letters and spaces'],
    ['email', { email: 'ada.example.com' }, 'Please enter a valid email address'],
    ['mobile', { mobile: '12345' }, 'Please enter a valid mobile number (10-20 digits)'],
    [
      'mobile',
      { mobile: '+1234567890123456789012' },
      'Mobile number must not exceed 20 characters',
    ],
    ['subject', { subject: 'Hi' }, 'Subject must be at least 3 characters long'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters long'],
    ['message', { message: 'm'.repeat(2001) }, 'Message must not exceed 2000 characters'],
    ['purpose', { purpose: ' ' }, 'Please select a purpose for your inquiry'],
  ])('rejects a bad %s (%j) without storing it', async (field, fields, message) => {
    const caller = await h.anonymous({ clientAddress: '192.0.2.20' });
    const count = await h.database.db.contactSubmission.count();
    await expectFieldError(caller.public.submitContact(contactInput(fields)), { field, message });
    expect(await h.database.db.contactSubmission.count()).toBe(count);
  });

  it('accepts 10 per client address per hour, then TOO_MANY_REQUESTS; others and later are fine', async () => {
    const start = new Date(Date.now() - 5 * 60 * 60 * 1000);
    h.clock.now = start;
    const limited = await h.anonymous({ clientAddress: '192.0.2.30' });
    // Rejected submissions are not counted.
    await expectFieldError(limited.public.submitContact(contactInput({ name: 'X' })), {
      field: 'name',
      message: 'Name must be at least 2 characters long',
    });
    for (let index = 0; index < 10; index += 1) {
      await limited.public.submitContact(contactInput({ subject: `Request ${index}` }));
    }
    await expectError(
      limited.public.submitContact(contactInput()),
      'TOO_MANY_REQUESTS',
      'Too many attempts. Try again in 60 minutes.',
    );
    h.clock.now = new Date(start.getTime() + 15 * 60 * 1000);
    await expectError(
      limited.public.submitContact(contactInput()),
      'TOO_MANY_REQUESTS',
      'Too many attempts. Try again in 45 minutes.',
    );
    h.clock.now = new Date(start.getTime() + 59 * 60 * 1000 + 30_000);
    await expectError(
      limited.public.submitContact(contactInput()),
      'TOO_MANY_REQUESTS',
      'Too many attempts. Try again in 1 minute.',
    );
    const other = await h.anonymous({ clientAddress: '192.0.2.31' });
    expect((await other.public.submitContact(contactInput())).message).toMatch(/^Thank you/);

    h.clock.now = new Date(start.getTime() + 60 * 60 * 1000);
    expect((await limited.public.submitContact(contactInput())).message).toMatch(/^Thank you/);
    expect(
      await h.database.db.contactSubmission.count({ where: { clientAddress: '192.0.2.30' } }),
    ).toBe(11);
  });

  it('accepts exactly 10 of 15 concurrent submissions from one address', async () => {
    h.clock.now = new Date(Date.now() - 10 * 60 * 60 * 1000);
    const caller = await h.anonymous({ clientAddress: '192.0.2.40' });
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, (_, index) =>
        caller.public.submitContact(contactInput({ subject: `Burst ${index}` })),
      ),
    );
    const accepted = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as { code?: string }] : [],
    );
    expect(accepted).toHaveLength(10);
    expect(refused.map((error) => error.code)).toEqual(Array<string>(5).fill('TOO_MANY_REQUESTS'));
    expect(
      await h.database.db.contactSubmission.count({ where: { clientAddress: '192.0.2.40' } }),
    ).toBe(10);
  });
});

describe('staff preview', () => {
  it('shows disabled services, projects and banners only when asked for a preview', async () => {
    await expectError(
      admin.public.service({ id_or_slug: hidden.slug }),
      'NOT_FOUND',
      'Service not found',
    );
    const previewed = await publicService(h.services, hidden.slug, { preview: true });
    expect(previewed.name).toBe('Hidden Service');

    // The disabled project's images show on its service's page and it is listed in a preview.
    const homesPreview = await publicService(h.services, homes.slug, { preview: true });
    const homesPublic = await visitor.public.service({ id_or_slug: homes.slug });
    expect(homesPreview.gallery_images).toHaveLength(homesPublic.gallery_images.length + 1);
    const grouped = await publicProjectsByService(h.services, { preview: true });
    expect(grouped[homes.slug]?.map((project) => project.title)).toContain(draft.title);
    expect(grouped[hidden.slug]?.map((project) => project.title)).toEqual(['Secret Project']);
    const publicGrouped = await visitor.public.projectsByService();
    expect(publicGrouped[homes.slug]?.map((project) => project.title)).not.toContain(draft.title);
    expect(Object.keys(publicGrouped)).not.toContain(hidden.slug);
    // A page of the portfolio previews the same way; the procedure never does.
    const everyPreviewed = Object.values(grouped).flat();
    const previewPage = await publicProjectsPage(
      h.services,
      { page: 1, limit: 100, service: undefined },
      { preview: true },
    );
    expect(Object.values(previewPage.data).flat()).toEqual(everyPreviewed);
    expect(previewPage.pagination.total).toBe(everyPreviewed.length);
    const hiddenPage = await publicProjectsPage(
      h.services,
      { page: 1, limit: 10, service: hidden.slug },
      { preview: true },
    );
    expect(hiddenPage.data).toEqual({ [hidden.slug]: grouped[hidden.slug] });
    const publicPage = await admin.public.projectsByServicePage({ limit: 100 });
    expect(Object.values(publicPage.data).flat()).toEqual(Object.values(publicGrouped).flat());

    // So do the portfolio page and the service page's gallery.
    const flatPreview = await publicPortfolioPage(
      h.services,
      { page: 1, limit: 100, service: undefined },
      { preview: true },
    );
    expect(flatPreview.data).toEqual(everyPreviewed);
    const galleryPreview = await publicServiceWithGalleryPage(
      h.services,
      homes.slug,
      { page: 1, limit: 100 },
      { preview: true },
    );
    expect(galleryPreview.gallery.data).toEqual(homesPreview.gallery_images);
    expect(galleryPreview.gallery.pagination.total).toBe(homesPublic.gallery_images.length + 1);
    expect(
      (
        await publicServiceWithGalleryPage(
          h.services,
          hidden.slug,
          { page: 1, limit: 1 },
          { preview: true },
        )
      ).name,
    ).toBe('Hidden Service');

    expect((await publicBanners(h.services, { preview: true })).map((b) => b.headline)).toEqual([
      'First Slide',
      'Hidden Slide',
      'Second Slide',
    ]);
    // Signed in or not, the public procedures never preview: that is the web app's draft mode.
    expect((await admin.public.banners()).map((b) => b.headline)).toEqual([
      'First Slide',
      'Second Slide',
    ]);
  });
});

describe('the share image of a service page', () => {
  it('cuts the hero around its focal point, under a version that follows the point', async () => {
    const recent = new Map<string, Uint8Array>();
    const centred = await serviceShareImage(h.services, homes.slug, recent);
    expect(centred?.kind).toBe('image');
    expect(centred?.version).toBe(shareImageVersion(homes.hero_image ?? '', null));
    expect(recent.has(centred?.version ?? '')).toBe(true);

    const form = serviceForm({ name: homes.name }, homes.id);
    form.set('hero_focal_point', '20,80');
    await admin.services.update(form);
    const moved = await serviceShareImage(h.services, homes.slug, recent);
    expect(moved?.version).toBe(shareImageVersion(homes.hero_image ?? '', { x: 20, y: 80 }));
    expect(moved?.version).not.toBe(centred?.version);
    // A cut made before is served again without reading the file.
    const cut = new Uint8Array([1, 2, 3]);
    recent.set(moved?.version ?? '', cut);
    const again = await serviceShareImage(h.services, homes.slug, recent);
    expect(again?.kind === 'image' ? again.image : null).toBe(cut);
  });

  it('has none for a disabled service, one without a hero of its own, or an unknown slug', async () => {
    expect(await serviceShareImage(h.services, hidden.slug)).toBeNull();
    expect(await serviceShareImage(h.services, empty.slug)).toBeNull();
    expect(await serviceShareImage(h.services, 'no-such-service')).toBeNull();
  });
});
