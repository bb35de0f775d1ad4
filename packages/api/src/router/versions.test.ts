/**
 * Version history over tRPC: a version per save in the save's transaction, none for toggles and
 * reorders, the cap, restores (as new versions, revalidating, leaving out a vanished image) and
 * the refusal of a stale save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createService, formData, projectInput, serviceForm } from '../../test/fixtures';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import { expectError, expectFieldError } from '../../test/expect';
import { imageFile } from '../../test/samples';
import { StaleSaveError } from '../errors';

let h: Harness;
let api: Caller;

beforeAll(async () => ({ h, api } = await openHarness()));
afterAll(() => h.close());

const keyOf = (url: string | null) => (url ?? '').replace(/^\/uploads\//, '');
const STALE = /^Changed by Site Admin at \d{2}:\d{2} UTC — reload to see it\.$/;

async function versionNumbers(id: string) {
  const page = await api.services.versions({ id, limit: 100 });
  return page.data.map((version) => version.number);
}

describe('a version per save', () => {
  it('stores one on create and one per update, with who saved it and what changed', async () => {
    const created = await createService(api, { name: 'Versioned Service' });
    await api.services.update(
      serviceForm({ name: 'Versioned Service', headline: 'A second headline here' }, created.id),
    );
    const page = await api.services.versions({ id: created.id });
    expect(page.pagination.total).toBe(2);
    expect(page.data).toEqual([
      {
        number: 2,
        saved_by: 'Site Admin',
        created_at: expect.any(String) as string,
        changed_fields: ['headline'],
        is_draft: false,
      },
      expect.objectContaining({ number: 1, saved_by: 'Site Admin' }),
    ]);
    const first = await api.services.version({ id: created.id, number: 1 });
    expect(first.data).toMatchObject({
      name: 'Versioned Service',
      headline: 'Homes built to last for generations',
      hero_image: created.hero_image,
    });
    // Not content: the place in the list, the enabled flag and counts.
    expect(first.data).not.toHaveProperty('position');
    expect(first.data).not.toHaveProperty('is_enabled');
    expect(first.data).not.toHaveProperty('projects_count');
  });

  it('stores none when the save fails inside its transaction', async () => {
    const taken = await createService(api, { name: 'Taken Slug' });
    const other = await createService(api, { name: 'Other Service' });
    await expectFieldError(
      api.services.update(serviceForm({ name: 'Other Service', slug: taken.slug }, other.id)),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'slug',
        message: 'This slug is already used by another service',
      },
    );
    expect(await versionNumbers(other.id)).toEqual([1]);

    // A failure after the version was written (the activity log's write) takes it back too.
    const auditLog = h.services.auditLog;
    h.services.auditLog = {
      ...auditLog,
      write: () => Promise.reject(new Error('the activity log is unavailable')),
    };
    try {
      const failing = await h.signedIn();
      await expect(
        failing.services.update(
          serviceForm({ name: 'Other Service', headline: 'Never saved headline' }, other.id),
        ),
      ).rejects.toThrow();
    } finally {
      h.services.auditLog = auditLog;
    }
    expect(await versionNumbers(other.id)).toEqual([1]);
    expect((await api.services.get({ id: other.id })).headline).toBe(other.headline);
  });

  it('stores none for a toggle or a reorder', async () => {
    const created = await createService(api, { name: 'Toggled Service' });
    await api.services.toggleStatus({ id: created.id });
    const order = await api.services.order({});
    await api.services.reorder({ ids: order.map((service) => service.id).reverse() });
    expect(await versionNumbers(created.id)).toEqual([1]);
  });

  it('records the state before the first save of an item saved before versions were kept', async () => {
    const created = await createService(api, { name: 'Older Service' });
    await h.database.db.contentVersion.deleteMany({ where: { entityId: created.id } });
    await api.services.update(
      serviceForm({ name: 'Older Service', headline: 'Edited after the upgrade' }, created.id),
    );
    const page = await api.services.versions({ id: created.id });
    expect(page.data.map((version) => [version.number, version.saved_by])).toEqual([
      [2, 'Site Admin'],
      [1, null],
    ]);
    expect(page.data[1]?.created_at).toBe(created.updated_at);
    const first = await api.services.version({ id: created.id, number: 1 });
    expect(first.data.headline).toBe('Homes built to last for generations');
  });

  it('keeps at most versionsPerItem, dropping the oldest and never the newest', async () => {
    const services = h.services;
    const kept = services.versionsPerItem;
    services.versionsPerItem = 3;
    try {
      const capped = await h.signedIn();
      const created = await createService(capped, { name: 'Capped Service' });
      for (const headline of ['Second headline text', 'Third headline text', 'Fourth headline']) {
        await capped.services.update(serviceForm({ name: 'Capped Service', headline }, created.id));
      }
      expect(await versionNumbers(created.id)).toEqual([4, 3, 2]);
      const newest = await api.services.version({ id: created.id, number: 4 });
      expect(newest.data.headline).toBe('Fourth headline');
    } finally {
      services.versionsPerItem = kept;
    }
  });
});

describe('the files of versions', () => {
  it('keeps a replaced image while a version refers to it, and deletes it with the last one beyond the cap', async () => {
    const services = h.services;
    const kept = services.versionsPerItem;
    services.versionsPerItem = 2;
    try {
      const capped = await h.signedIn();
      const created = await createService(capped, { name: 'Image Cap' });
      const heroes = [created.hero_image];
      for (const name of ['second.webp', 'third.webp']) {
        const saved = await capped.services.update(
          serviceForm({ name: 'Image Cap', hero_image: await imageFile(name, 'webp') }, created.id),
        );
        heroes.push(saved.hero_image);
      }
      const [first, second, third] = heroes.map(keyOf);
      // Versions 2 and 3 are kept: the first hero image went with version 1.
      expect(await versionNumbers(created.id)).toEqual([3, 2]);
      expect(h.storedFiles()).not.toContain(first);
      expect(h.storedFiles()).toEqual(expect.arrayContaining([second, third]));
    } finally {
      services.versionsPerItem = kept;
    }
  });
});

describe('restore', () => {
  it('writes the version back as a new version, records it and revalidates the pages', async () => {
    const created = await createService(api, { name: 'Restored Service' });
    await api.services.update(
      serviceForm({ name: 'Restored Service', headline: 'First edit headline' }, created.id),
    );
    await api.services.update(
      serviceForm(
        {
          name: 'Restored Service',
          headline: 'Second edit headline',
          features: [{ title: 'Build' }],
        },
        created.id,
      ),
    );
    const before = h.revalidated.length;
    const restored = await api.services.restoreVersion({ id: created.id, number: 1 });
    expect(restored.notice).toBeNull();
    expect(restored.item).toMatchObject({
      headline: 'Homes built to last for generations',
      features: [{ title: 'Design', description: 'Custom plans' }],
      hero_image: created.hero_image,
    });
    expect(await versionNumbers(created.id)).toEqual([4, 3, 2, 1]);
    expect(h.revalidated.slice(before)).toEqual(['services', 'projects']);
    const event = await h.database.db.auditEvent.findFirst({
      where: { entityId: created.id, type: 'service.version_restore' },
    });
    expect(event).toMatchObject({ entity: 'service', actorId: h.admin.id });
    expect(event?.fields).toEqual(expect.arrayContaining(['headline', 'features']));
  });

  it('restores an image it replaced, and leaves out one whose file is gone, saying so', async () => {
    const created = await createService(api, { name: 'Image History' });
    const second = await api.services.update(
      serviceForm(
        { name: 'Image History', hero_image: await imageFile('second.webp', 'webp') },
        created.id,
      ),
    );
    const back = await api.services.restoreVersion({ id: created.id, number: 1 });
    expect(back.item.hero_image).toBe(created.hero_image);
    expect(back.notice).toBeNull();

    await h.services.storage.delete(keyOf(second.hero_image));
    const without = await api.services.restoreVersion({ id: created.id, number: 2 });
    expect(without.notice).toBe(
      'Version restored without its hero image: the file is no longer stored, so the current one stays.',
    );
    expect(without.item.hero_image).toBe(created.hero_image);
  });

  it('restores projects, banners, the organization and About Us the same way', async () => {
    const service = await createService(api, { name: 'Project Home' });
    const project = await api.projects.create(projectInput(service.id, { title: 'First Title' }));
    await api.projects.update({
      id: project.id,
      ...projectInput(service.id, { title: 'Renamed' }),
    });
    const project1 = await api.projects.restoreVersion({ id: project.id, number: 1 });
    expect(project1.item.title).toBe('First Title');

    const banner = await api.banners.create(
      formData({ headline: 'First banner headline', image: await imageFile('b.jpg', 'jpeg') }),
    );
    await api.banners.update(formData({ id: banner.id, headline: 'Second banner headline' }));
    const banner1 = await api.banners.restoreVersion({ id: banner.id, number: 1 });
    expect(banner1.item).toMatchObject({
      headline: 'First banner headline',
      image_url: banner.image_url,
    });

    await api.organization.update(formData({ address: 'First address, Pune' }));
    await api.organization.update(formData({ address: 'Second address, Mumbai' }));
    const organization = await api.organization.versions({});
    const firstAddress = organization.data.at(-1)?.number ?? 0;
    const restoredOrganization = await api.organization.restoreVersion({ number: firstAddress });
    expect(restoredOrganization.item.address).toBe('First address, Pune');

    await api.aboutUs.update(formData({ founder_name: 'First Founder' }));
    await api.aboutUs.update(
      formData({ founder_name: 'Second Founder', stats: JSON.stringify([]) }),
    );
    const aboutUs = await api.aboutUs.versions({});
    const restoredAboutUs = await api.aboutUs.restoreVersion({
      number: aboutUs.data.at(-1)?.number ?? 0,
    });
    expect(restoredAboutUs.item.founder_name).toBe('First Founder');
    expect(restoredAboutUs.item.stats).toHaveLength(4);
  });

  it('answers 404 for a version the item does not have', async () => {
    const created = await createService(api, { name: 'No Such Version' });
    await expectError(
      api.services.restoreVersion({ id: created.id, number: 9 }),
      'NOT_FOUND',
      'Version not found',
    );
  });
});

describe('stale saves', () => {
  it('refuses a save whose expected_updated_at is not the current one, with the current record', async () => {
    const created = await createService(api, { name: 'Two Editors' });
    const { notice, ...first } = await api.services.update(
      serviceForm({ name: 'Two Editors', headline: 'The first editor saved' }, created.id),
    );
    expect(notice).toBeNull();
    const stale = serviceForm(
      { name: 'Two Editors', headline: 'The second editor saves' },
      created.id,
    );
    stale.set('expected_updated_at', created.updated_at);
    const error = await expectError(api.services.update(stale), 'CONFLICT', STALE);
    expect(error.cause).toBeInstanceOf(StaleSaveError);
    expect((error.cause as StaleSaveError).details).toEqual({
      current: first,
      changed_by: 'Site Admin',
      changed_at: first.updated_at,
    });
    expect((await api.services.get({ id: created.id })).headline).toBe('The first editor saved');
    expect(await versionNumbers(created.id)).toEqual([2, 1]);

    const fresh = serviceForm(
      { name: 'Two Editors', headline: 'The second editor saves' },
      created.id,
    );
    fresh.set('expected_updated_at', first.updated_at);
    expect((await api.services.update(fresh)).headline).toBe('The second editor saves');
  });

  it('does not check a save without expected_updated_at', async () => {
    const created = await createService(api, { name: 'Unchecked Saves' });
    await api.services.update(
      serviceForm({ name: 'Unchecked Saves', headline: 'The first headline' }, created.id),
    );
    const second = await api.services.update(
      serviceForm({ name: 'Unchecked Saves', headline: 'The second headline' }, created.id),
    );
    expect(second.headline).toBe('The second headline');
  });

  it('refuses stale saves of projects, banners, the organization and About Us', async () => {
    const service = await createService(api, { name: 'Stale Project Home' });
    const project = await api.projects.create(projectInput(service.id));
    await api.projects.update({
      id: project.id,
      ...projectInput(service.id, { title: 'Moved On' }),
    });
    await expectError(
      api.projects.update({
        id: project.id,
        ...projectInput(service.id),
        expected_updated_at: project.updated_at,
      }),
      'CONFLICT',
      STALE,
    );

    const banner = await api.banners.create(
      formData({ headline: 'Stale banner headline', image: await imageFile('s.jpg', 'jpeg') }),
    );
    await api.banners.update(formData({ id: banner.id, headline: 'Fresh banner headline' }));
    await expectError(
      api.banners.update(
        formData({ id: banner.id, headline: 'Late', expected_updated_at: banner.updated_at }),
      ),
      'CONFLICT',
      STALE,
    );

    const organization = await api.organization.update(formData({ mobile: '9800000001' }));
    await api.organization.update(formData({ mobile: '9800000002' }));
    await expectError(
      api.organization.update(
        formData({ mobile: '9800000003', expected_updated_at: organization.updated_at }),
      ),
      'CONFLICT',
      STALE,
    );

    const aboutUs = await api.aboutUs.update(formData({ founder_position: 'Founder' }));
    await api.aboutUs.update(formData({ founder_position: 'Chairman' }));
    await expectError(
      api.aboutUs.update(
        formData({ founder_position: 'Director', expected_updated_at: aboutUs.updated_at }),
      ),
      'CONFLICT',
      STALE,
    );
  });

  it('refuses an expected_updated_at that is not a timestamp, naming the field', async () => {
    const created = await createService(api, { name: 'Bad Timestamp' });
    const form = serviceForm({ name: 'Bad Timestamp' }, created.id);
    form.set('expected_updated_at', 'yesterday');
    await expectFieldError(api.services.update(form), {
      field: 'expected_updated_at',
      message:
        'Expected updated at must be a timestamp such as 2026-11-26T14:05:00.000Z (the updated_at the form loaded)',
    });
  });
});
