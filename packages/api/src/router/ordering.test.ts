/**
 * The stored order of banners, services, projects and gallery images, and the featured projects:
 * new items last, reorders that must name the whole list, positions that stay 0..n-1 whatever
 * runs at the same time, public lists that follow the order.
 */
import { orderMessages } from '@kasar/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createProject,
  createService,
  formData,
  uploadGallery,
  type ProjectOutput,
  type ServiceOutput,
} from '../../test/fixtures';
import { expectFieldError, rejectionOf } from '../../test/expect';
import { createHarness, imageFile, type Caller, type Harness } from '../../test/harness';

let h: Harness;
let api: Caller;
let visitor: Caller;

beforeAll(async () => {
  h = await createHarness();
  api = await h.signedIn();
  visitor = await h.anonymous();
});
afterAll(() => h.close());

/** Each list's positions, grouped by its owner: every group must read 0..n-1. */
async function positionGroups(
  table: 'banners' | 'services' | 'projects' | 'project_images',
): Promise<number[][]> {
  const owner =
    table === 'projects' ? 'service_id' : table === 'project_images' ? 'project_id' : null;
  const rows = await h.database.db.$queryRawUnsafe<{ positions: number[] }[]>(
    `SELECT array_agg("position" ORDER BY "position") AS positions FROM "${table}"` +
      (owner ? ` GROUP BY "${owner}"` : ''),
  );
  return rows.map((row) => row.positions);
}

async function expectPermutations(table: Parameters<typeof positionGroups>[0]) {
  for (const positions of await positionGroups(table)) {
    expect(positions).toEqual(positions.map((_, index) => index));
  }
}

/** A deterministic shuffle (so a failure can be replayed). */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

async function createBanner(headline: string, enabled: '1' | '0' = '1') {
  return api.banners.create(
    formData({ headline, is_enabled: enabled, image: await imageFile('slide.jpg', 'jpeg') }),
  );
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('banners', () => {
  let ids: string[];

  it('puts each new banner last, and the carousel follows a reorder at once', async () => {
    const created = [];
    for (const headline of ['One', 'Two', 'Hidden', 'Three']) {
      created.push(await createBanner(headline, headline === 'Hidden' ? '0' : '1'));
    }
    expect(created.map((banner) => banner.position)).toEqual([0, 1, 2, 3]);
    ids = idsOf(created);
    expect(idsOf(await api.banners.order())).toEqual(ids);

    const before = h.revalidated.length;
    const [one, two, hidden, three] = ids as [string, string, string, string];
    const reordered = await api.banners.reorder({ ids: [three, hidden, one, two] });
    expect(reordered.map((banner) => [banner.headline, banner.position])).toEqual([
      ['Three', 0],
      ['Hidden', 1],
      ['One', 2],
      ['Two', 3],
    ]);
    expect(h.revalidated.slice(before)).toEqual(['banners']);
    // Visitors see the enabled ones, in that order.
    expect((await visitor.public.banners()).map((banner) => banner.headline)).toEqual([
      'Three',
      'One',
      'Two',
    ]);
    // The dashboard list keeps its own order: newest first.
    expect((await api.banners.list({})).data.map((banner) => banner.headline)).toEqual([
      'Three',
      'Hidden',
      'Two',
      'One',
    ]);
    ids = [three, hidden, one, two];
  });

  it('refuses an order that is not every banner exactly once, naming ids', async () => {
    const [first, second, third, fourth] = ids as [string, string, string, string];
    const mismatch = orderMessages.idsMismatch(4, 'banners');
    for (const wrong of [[first, second, third], [first, second, third, 'unknown-id'], []]) {
      await expectFieldError(api.banners.reorder({ ids: wrong }), {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'ids',
        message: mismatch,
      });
    }
    await expectFieldError(api.banners.reorder({ ids: [first, first, third, fourth] }), {
      field: 'ids',
      message: orderMessages.idsRepeated,
    });
    await expectFieldError(api.banners.reorder({} as { ids: string[] }), {
      field: 'ids',
      message: orderMessages.idsRequired,
    });
    // Nothing moved.
    expect(idsOf(await api.banners.order())).toEqual(ids);
    await expectPermutations('banners');
  });

  it('keeps positions 0..n-1 when several reorders run at once', async () => {
    const orders = Array.from({ length: 8 }, (_, seed) => shuffled(ids, seed + 1));
    const results = await Promise.all(orders.map((order) => api.banners.reorder({ ids: order })));
    expect(results).toHaveLength(8);
    await expectPermutations('banners');
    // The last one to commit wins whole: the order is one of those sent, never a mixture.
    const final = idsOf(await api.banners.order());
    expect(orders.map((order) => order.join())).toContain(final.join());
  });

  it('keeps positions 0..n-1 while banners are added and deleted during reorders', async () => {
    const current = idsOf(await api.banners.order());
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 5 }, (_, seed) =>
        api.banners.reorder({ ids: shuffled(current, seed + 20) }),
      ),
      createBanner('Four'),
      createBanner('Five'),
      api.banners.delete({ id: current[1] ?? '' }),
    ]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        // Only a reorder that ran after the list changed may fail, and it says why.
        const error = await rejectionOf(Promise.reject(outcome.reason as Error));
        expect(error.code).toBe('UNPROCESSABLE_CONTENT');
        expect(error.message).toMatch(/^ids must list each of the \d+ banners exactly once$/);
      }
    }
    expect(outcomes.slice(5).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    await expectPermutations('banners');
    const after = await api.banners.order();
    expect(after).toHaveLength(5);
    expect(after.map((banner) => banner.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('closes the gap a deleted banner leaves', async () => {
    const before = idsOf(await api.banners.order());
    await api.banners.delete({ id: before[0] ?? '' });
    const after = await api.banners.order();
    expect(idsOf(after)).toEqual(before.slice(1));
    expect(after.map((banner) => banner.position)).toEqual([0, 1, 2, 3]);
  });
});

describe('services, projects and galleries', () => {
  let homes: ServiceOutput;
  let offices: ServiceOutput;
  let roads: ServiceOutput;
  let villa: ProjectOutput;
  let cottage: ProjectOutput;
  let tower: ProjectOutput;
  let plaza: ProjectOutput;
  let bridge: ProjectOutput;

  beforeAll(async () => {
    homes = await createService(api, { name: 'Homes', hero_image: null });
    offices = await createService(api, { name: 'Offices', hero_image: null });
    roads = await createService(api, { name: 'Roads', hero_image: null });
    villa = await createProject(api, homes.id, { title: 'Villa' });
    cottage = await createProject(api, homes.id, { title: 'Cottage' });
    tower = await createProject(api, offices.id, { title: 'Tower' });
    plaza = await createProject(api, offices.id, { title: 'Plaza' });
    bridge = await createProject(api, roads.id, { title: 'Bridge' });
  });

  it('orders the navigation and the portfolio by the services order', async () => {
    expect([homes, offices, roads].map((service) => service.position)).toEqual([0, 1, 2]);
    const before = h.revalidated.length;
    await api.services.reorder({ ids: [roads.id, homes.id, offices.id] });
    expect(h.revalidated.slice(before)).toEqual(['services', 'projects']);
    expect((await visitor.public.services()).map((service) => service.name)).toEqual([
      'Roads',
      'Homes',
      'Offices',
    ]);
    expect(Object.keys(await visitor.public.projectsByService())).toEqual([
      'roads',
      'homes',
      'offices',
    ]);
    expect(idsOf(await api.services.order())).toEqual([roads.id, homes.id, offices.id]);
    await expectPermutations('services');
  });

  it("orders each service's projects on its own, and the whole portfolio without a service", async () => {
    expect([villa, cottage, tower, plaza, bridge].map((project) => project.position)).toEqual([
      0, 1, 0, 1, 0,
    ]);
    await api.projects.reorder({ service_id: homes.id, ids: [cottage.id, villa.id] });
    const portfolio = await visitor.public.projectsByService();
    expect(portfolio.homes?.map((project) => project.title)).toEqual(['Cottage', 'Villa']);
    expect(portfolio.offices?.map((project) => project.title)).toEqual(['Tower', 'Plaza']);
    expect(idsOf(await api.projects.order({ service_id: homes.id }))).toEqual([
      cottage.id,
      villa.id,
    ]);
    expect((await api.projects.order({})).map((project) => project.title)).toEqual([
      'Bridge',
      'Cottage',
      'Villa',
      'Tower',
      'Plaza',
    ]);
    // Another service's project is not part of this list.
    await expectFieldError(
      api.projects.reorder({ service_id: homes.id, ids: [cottage.id, tower.id] }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'ids',
        message: orderMessages.idsMismatch(2, 'projects of the service'),
      },
    );
    await expectFieldError(api.projects.reorder({ service_id: 'no-such-service', ids: [] }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'service_id',
      message: 'The selected service does not exist',
    });
  });

  it('moves a project to the end of its new service and closes the gap in the old one', async () => {
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = villa;
    const moved = await api.projects.update({
      id: villa.id,
      service_id: offices.id,
      title: fields.title,
      location: fields.location,
      client_name: fields.client_name,
      start_month: fields.start_month,
      start_year: fields.start_year,
      end_month: fields.end_month,
      end_year: fields.end_year,
      builtup_area_sqft: fields.builtup_area_sqft,
      scope_of_work: fields.scope_of_work,
    });
    expect(moved.position).toBe(2);
    expect((await api.projects.order({ service_id: homes.id })).map((p) => p.position)).toEqual([
      0,
    ]);
    await expectPermutations('projects');
    // Deleting one closes its gap too.
    await api.projects.delete({ id: tower.id });
    expect(
      (await api.projects.order({ service_id: offices.id })).map((p) => [p.title, p.position]),
    ).toEqual([
      ['Plaza', 0],
      ['Villa', 1],
    ]);
  });

  it("keeps each project's gallery 0..n-1 under concurrent uploads and reorders", async () => {
    const first = await uploadGallery(api, plaza.id, 2);
    await Promise.all([
      uploadGallery(api, plaza.id, 2),
      uploadGallery(api, plaza.id, 1),
      uploadGallery(api, bridge.id, 2),
    ]);
    await expectPermutations('project_images');
    const gallery = idsOf(await api.gallery.order({ project_id: plaza.id }));
    expect(gallery).toHaveLength(5);
    expect(gallery.slice(0, 2)).toEqual(idsOf(first));

    const orders = Array.from({ length: 6 }, (_, seed) => shuffled(gallery, seed + 40));
    await Promise.all(
      orders.map((order) => api.gallery.reorder({ project_id: plaza.id, ids: order })),
    );
    await expectPermutations('project_images');
    const final = idsOf(await api.gallery.order({ project_id: plaza.id }));
    expect(orders.map((order) => order.join())).toContain(final.join());
    const shown = (await visitor.public.projectsByService()).offices?.find(
      (project) => project.id === plaza.id,
    );
    expect(shown && idsOf(shown.gallery_images)).toEqual(final);

    await api.gallery.delete({ id: final[2] ?? '' });
    expect(
      (await api.gallery.order({ project_id: plaza.id })).map((image) => image.position),
    ).toEqual([0, 1, 2, 3]);
    await expectFieldError(api.gallery.reorder({ project_id: 'no-such-project', ids: [] }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'project_id',
      message: 'Please select a project',
    });
  });

  describe('featured projects', () => {
    const featuredTitles = async () =>
      (await visitor.public.featuredProjects()).map((project) => project.title);

    it('falls back to the first project of each service, then the others, while none is chosen', async () => {
      // Services: Roads, Homes, Offices. Roads: Bridge; Homes: Cottage; Offices: Plaza, Villa.
      expect(await featuredTitles()).toEqual(['Bridge', 'Cottage', 'Plaza', 'Villa']);
    });

    it('shows only the chosen projects, in portfolio order, at most four', async () => {
      const extra = await createProject(api, homes.id, { title: 'Barn' });
      const before = h.revalidated.length;
      const chosen = await api.projects.setFeatured({ id: villa.id, is_featured: true });
      expect(chosen.is_featured).toBe(true);
      expect(h.revalidated.slice(before)).toEqual(['projects', 'services']);
      expect(await featuredTitles()).toEqual(['Villa']);

      for (const project of [extra, bridge, cottage]) {
        await api.projects.setFeatured({ id: project.id, is_featured: true });
      }
      expect(await featuredTitles()).toEqual(['Bridge', 'Cottage', 'Barn', 'Villa']);
      await expectFieldError(api.projects.setFeatured({ id: plaza.id, is_featured: true }), {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'is_featured',
        message: orderMessages.tooManyFeatured,
      });
      // Choosing one already chosen again is no fifth.
      await api.projects.setFeatured({ id: villa.id, is_featured: true });
      await expectFieldError(
        api.projects.setFeatured({ id: plaza.id, is_featured: 'yes' as unknown as boolean }),
        { field: 'is_featured', message: 'Must be true or false' },
      );

      // A hidden project is never shown, chosen or not.
      await api.projects.toggleStatus({ id: bridge.id, is_enabled: false });
      expect(await featuredTitles()).toEqual(['Cottage', 'Barn', 'Villa']);
      for (const project of [extra, bridge, cottage, villa]) {
        await api.projects.setFeatured({ id: project.id, is_featured: false });
      }
      expect(await featuredTitles()).toEqual(['Cottage', 'Plaza', 'Barn', 'Villa']);
    });

    it('lets only four through when several are chosen at the same moment', async () => {
      const all = await api.projects.order({});
      const outcomes = await Promise.allSettled(
        all.map((project) => api.projects.setFeatured({ id: project.id, is_featured: true })),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
      expect(await h.database.db.project.count({ where: { isFeatured: true } })).toBe(4);
    });
  });
});
