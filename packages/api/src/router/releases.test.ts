/**
 * Releases (docs/publishing.md): a new project, a service's draft and a banner's published
 * together in one transaction, or none of them when one cannot be; reverted as one; scheduled in
 * the firm time zone and published exactly once by two server processes claiming at once; a
 * scheduled one that fails marked failed as a whole and mailed; one due while the servers were
 * down published at start-up, late; the rights it needs; the REST paths and the 409's data.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';

import {
  createProject,
  createService,
  formData,
  serviceForm,
  uploadGallery,
} from '../../test/fixtures';
import { expectError, expectFieldError, rejectionOf } from '../../test/expect';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import { restClient } from '../../test/rest-client';
import { startRestServer } from '../../test/rest-server';
import { imageFile } from '../../test/samples';
import { readWithDrafts } from '../domain/drafts';
import { previewLinkItem } from '../domain/preview-links';
import {
  publicBanners,
  publicPortfolioPage,
  publicServiceWithGalleryPage,
} from '../domain/public-site';
import { makeDueReleases } from '../domain/releases';
import { startScheduledChanges } from '../scheduled-changes';
import { createServices } from '../services';

let h: Harness;
let api: Caller;
let visitor: Caller;

beforeAll(async () => {
  ({ h, api } = await openHarness());
  visitor = await h.anonymous();
  await api.organization.setTimeZone({ time_zone: 'Asia/Kolkata' });
});
afterAll(() => h.close());

/** Monday 7 December 2026, 08:00 in Kolkata (02:30 UTC). */
const MONDAY_8 = new Date('2026-12-07T02:30:00.000Z');
beforeEach(() => {
  h.clock.now = new Date(MONDAY_8);
});

function eventsOf(type: string, entityId: string) {
  return h.database.db.auditEvent.findMany({ where: { type, entityId } });
}

/** Another server process on the harness's database and files, on the harness's clock. */
function anotherProcess() {
  const services = createServices({
    databaseUrl: h.database.url,
    databasePoolSize: 3,
    settings: {
      appUrl: 'http://localhost:3999',
      storage: { uploadsDir: h.uploadsDir },
      mailFrom: 'no-reply@test.local',
      mailOutboxDir: h.outboxDir,
    },
    log: { info: () => {}, error: () => {} },
    now: h.services.now,
  });
  onTestFinished(() => services.close());
  return services;
}

let accounts = 0;
async function member(role: string) {
  accounts += 1;
  const user = await h.createUser({ role, email: `releases-${role}-${accounts}@example.com` });
  return h.signedIn({ authToken: await h.issueToken(user.id) });
}

/**
 * A launch: a live service with a draft of its new text, a new (disabled) project of it, and a
 * live banner with a draft announcing it; and a release holding the three changes.
 */
async function launch(name: string) {
  const service = await createService(api, { name, headline: `${name}: today` });
  await api.services.saveDraft(serviceForm({ name, headline: `${name}: announced` }, service.id));
  const project = await createProject(api, service.id, {
    title: `${name} Tower`,
    is_enabled: false,
  });
  const banner = await api.banners.create(
    formData({ headline: `${name} slide`, image: await imageFile('slide.png') }),
  );
  await api.banners.saveDraft(formData({ id: banner.id, headline: `${name} slide: it is here` }));
  let release = await api.releases.create({ name: `${name} launch` });
  release = await api.releases.addItem({
    id: release.id,
    entity: 'project',
    item_id: project.id,
    action: 'enable',
  });
  release = await api.releases.addItem({
    id: release.id,
    entity: 'service',
    item_id: service.id,
    action: 'publish_draft',
  });
  release = await api.releases.addItem({
    id: release.id,
    entity: 'banner',
    item_id: banner.id,
    action: 'publish_draft',
  });
  return { service, project, banner, release };
}

/** What the public site shows of a launch. */
async function shown({ service, project }: Awaited<ReturnType<typeof launch>>) {
  const page = await visitor.public.service({ id_or_slug: service.slug });
  const portfolio = JSON.stringify(await visitor.public.projectsByService());
  const banners = await visitor.public.banners();
  return {
    headline: page.headline,
    project: portfolio.includes(project.id),
    banner: banners
      .map((banner) => banner.headline)
      .find((headline) => headline.includes(service.name)),
  };
}

describe('a release', () => {
  it('publishes a new project, a service draft and a banner draft together, then reverts as one', async () => {
    const made = await launch('Riverside');
    expect(made.release).toMatchObject({
      name: 'Riverside launch',
      status: 'open',
      created_by: 'Site Admin',
      items: [
        { entity: 'project', item_id: made.project.id, label: 'Riverside Tower', action: 'enable' },
        { entity: 'service', item_id: made.service.id, action: 'publish_draft' },
        { entity: 'banner', item_id: made.banner.id, action: 'publish_draft' },
      ],
    });
    expect(await shown(made)).toEqual({
      headline: 'Riverside: today',
      project: false,
      banner: 'Riverside slide',
    });

    const revalidated = h.revalidated.length;
    const published = await api.releases.publish({ id: made.release.id });
    expect(published).toMatchObject({ status: 'published', late: false });
    expect(published.published_at).toBe(MONDAY_8.toISOString());
    expect(await shown(made)).toEqual({
      headline: 'Riverside: announced',
      project: true,
      banner: 'Riverside slide: it is here',
    });
    // The pages were rebuilt once the release committed, and each item has its own events.
    expect(h.revalidated.length).toBeGreaterThan(revalidated);
    expect(await api.services.draft({ id: made.service.id })).toBeNull();
    expect(await eventsOf('service.draft_publish', made.service.id)).toHaveLength(1);
    expect(await eventsOf('project.toggle', made.project.id)).toHaveLength(1);
    expect(await eventsOf('banner.draft_publish', made.banner.id)).toHaveLength(1);
    expect(await eventsOf('release.publish', made.release.id)).toHaveLength(1);
    await expectFieldError(
      api.releases.addItem({
        id: made.release.id,
        entity: 'project',
        item_id: made.project.id,
        action: 'disable',
      }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'id',
        message: 'The release was published already: revert it, or make a new one',
      },
    );

    const reverted = await api.releases.revert({ id: made.release.id });
    expect(reverted).toMatchObject({ status: 'reverted' });
    expect(await shown(made)).toEqual({
      headline: 'Riverside: today',
      project: false,
      banner: 'Riverside slide',
    });
    expect(await eventsOf('service.version_restore', made.service.id)).toHaveLength(1);
    expect(await eventsOf('project.toggle', made.project.id)).toHaveLength(2);
    expect(await eventsOf('release.revert', made.release.id)).toHaveLength(1);
    await expectFieldError(api.releases.revert({ id: made.release.id }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'Only a published release can be reverted',
    });
  });

  it('enables a new project with its disabled photos together, and disables both again on revert', async () => {
    const service = await createService(api, { name: 'Gallery Launch' });
    const project = await createProject(api, service.id, {
      title: 'Gallery Launch Villa',
      is_enabled: false,
    });
    const [photo] = await uploadGallery(api, project.id, 1, '0');
    const release = await api.releases.create({ name: 'Villa with photos' });
    await expectFieldError(
      api.releases.addItem({
        id: release.id,
        entity: 'gallery_image',
        item_id: photo?.id ?? '',
        action: 'publish_draft',
      }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'action',
        message: 'A photo has no draft: enable or disable it',
      },
    );
    await api.releases.addItem({
      id: release.id,
      entity: 'project',
      item_id: project.id,
      action: 'enable',
    });
    const filled = await api.releases.addItem({
      id: release.id,
      entity: 'gallery_image',
      item_id: photo?.id ?? '',
      action: 'enable',
    });
    expect(filled.items.map((item) => [item.entity, item.label, item.action])).toEqual([
      ['project', 'Gallery Launch Villa', 'enable'],
      ['gallery_image', 'Gallery Launch Villa (photo)', 'enable'],
    ]);
    const gallery = async () =>
      (
        await publicServiceWithGalleryPage(h.services, service.slug, { page: 1, limit: 12 })
      ).gallery.data.map((image) => image.id);
    expect(await gallery()).toEqual([]);

    await api.releases.publish({ id: release.id });
    expect(await gallery()).toEqual([photo?.id]);
    expect(await eventsOf('gallery_image.toggle', photo?.id ?? '')).toHaveLength(1);
    await api.releases.revert({ id: release.id });
    expect(await gallery()).toEqual([]);
    expect((await api.gallery.get({ id: photo?.id ?? '' })).is_enabled).toBe(false);
    expect((await api.projects.get({ id: project.id })).is_enabled).toBe(false);
  });

  it('publishes none of its items when one cannot be published (a slug taken meanwhile)', async () => {
    const made = await launch('Harbour');
    const other = await createService(api, { name: 'Harbour Other' });
    await api.services.saveDraft(
      serviceForm({ name: 'Harbour Other', slug: 'harbour-moved' }, other.id),
    );
    await api.releases.addItem({
      id: made.release.id,
      entity: 'service',
      item_id: other.id,
      action: 'publish_draft',
    });
    // Meanwhile, someone else takes the slug the draft wants.
    await createService(api, { name: 'Harbour Moved' });

    const refused = await rejectionOf(api.releases.publish({ id: made.release.id }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      'Nothing was published: the service "Harbour Other" could not be: This slug is already used by another service',
    );
    expect(await shown(made)).toEqual({
      headline: 'Harbour: today',
      project: false,
      banner: 'Harbour slide',
    });
    expect(await api.services.draft({ id: made.service.id })).not.toBeNull();
    expect(await eventsOf('service.draft_publish', made.service.id)).toHaveLength(0);
    expect(await eventsOf('project.toggle', made.project.id)).toHaveLength(0);
    expect((await api.releases.get({ id: made.release.id })).status).toBe('open');

    // Fixed (the item taken out), it publishes.
    const item = (await api.releases.get({ id: made.release.id })).items.find(
      (candidate) => candidate.item_id === other.id,
    );
    await api.releases.removeItem({ id: made.release.id, release_item_id: item?.id ?? '' });
    expect((await api.releases.publish({ id: made.release.id })).status).toBe('published');
    expect((await shown(made)).project).toBe(true);
  });

  it('refuses an empty release, an item without a draft, an item in another release, a stranger', async () => {
    const empty = await api.releases.create({ name: 'Empty release' });
    await expectFieldError(api.releases.publish({ id: empty.id }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'The release has no items: add a draft or a change first',
    });
    await expectFieldError(api.releases.create({ name: '  ' }), {
      field: 'name',
      message: 'Name is required',
    });
    const service = await createService(api, { name: 'Undrafted' });
    await expectFieldError(
      api.releases.addItem({
        id: empty.id,
        entity: 'service',
        item_id: service.id,
        action: 'publish_draft',
      }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'action',
        message: 'There is no draft to schedule: save a draft first',
      },
    );
    await expectFieldError(
      api.releases.addItem({
        id: empty.id,
        entity: 'service',
        item_id: 'nosuch',
        action: 'enable',
      }),
      { code: 'UNPROCESSABLE_CONTENT', field: 'item_id', message: 'Service not found' },
    );
    await api.releases.addItem({
      id: empty.id,
      entity: 'service',
      item_id: service.id,
      action: 'disable',
    });
    const second = await api.releases.create({ name: 'Second release' });
    await expectFieldError(
      api.releases.addItem({
        id: second.id,
        entity: 'service',
        item_id: service.id,
        action: 'disable',
      }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'item_id',
        message: 'It is already in the release "Empty release": remove it there first',
      },
    );
    await expectError(api.releases.get({ id: 'nosuchrelease' }), 'NOT_FOUND', 'Release not found');

    const contributor = await member('contributor');
    expect((await rejectionOf(contributor.releases.create({ name: 'Mine' }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await rejectionOf(contributor.releases.list())).code).toBe('FORBIDDEN');
    const editor = await member('editor');
    expect((await editor.releases.list()).map((release) => release.id)).toContain(empty.id);

    expect(await api.releases.delete({ id: second.id })).toEqual({ message: 'Release deleted' });
    await expectError(api.releases.get({ id: second.id }), 'NOT_FOUND', 'Release not found');
  });
});

describe('a preview link of a release', () => {
  it('shows anyone with it every change of the release, nothing else, until revoked', async () => {
    const made = await launch('Preview Park');
    const other = await createService(api, { name: 'Preview Other' });
    await api.services.saveDraft(
      serviceForm({ name: 'Preview Other', headline: 'Not in this release' }, other.id),
    );
    // Sharing access needs a fresh proof: a token issued now is one.
    const sharer = await h.signedIn({ authToken: await h.issueToken(h.admin.id) });
    const shared = await sharer.releases.sharePreview({ id: made.release.id, days: 7 });
    expect(shared).toMatchObject({ path: '/our-projects', created_by: 'Site Admin' });
    const token = shared.url.replace(/^http:\/\/localhost:3999\/preview\//, '');
    const link = await previewLinkItem(h.services, token);
    expect(link?.items).toEqual([
      { entity: 'PROJECT', entityId: made.project.id, draft: false, enable: true },
      { entity: 'SERVICE', entityId: made.service.id, draft: true, enable: null },
      { entity: 'BANNER', entityId: made.banner.id, draft: true, enable: null },
    ]);
    const read = <T>(work: Parameters<typeof readWithDrafts<T>>[1]) =>
      readWithDrafts(h.services, work, link?.items);
    const page = { page: 1, limit: 12 };
    expect(
      (await read((deps) => publicServiceWithGalleryPage(deps, made.service.slug, page))).headline,
    ).toBe('Preview Park: announced');
    expect(
      (await read((deps) => publicServiceWithGalleryPage(deps, other.slug, page))).headline,
    ).toBe(other.headline);
    const portfolio = await read((deps) =>
      publicPortfolioPage(deps, { service: made.service.slug, page: 1, limit: 12 }),
    );
    expect(portfolio.data.map((project) => project.title)).toEqual(['Preview Park Tower']);
    expect((await read((deps) => publicBanners(deps))).map((banner) => banner.headline)).toContain(
      'Preview Park slide: it is here',
    );
    // Nothing reached the live site.
    expect(await shown(made)).toEqual({
      headline: 'Preview Park: today',
      project: false,
      banner: 'Preview Park slide',
    });
    expect(await eventsOf('release.preview_share', made.release.id)).toHaveLength(1);

    const [listed] = await api.releases.previewLinks({ id: made.release.id });
    expect(listed).toMatchObject({ id: shared.id, status: 'active' });
    expect(await api.releases.revokePreview({ id: made.release.id, link_id: shared.id })).toEqual({
      message: 'Preview link revoked',
    });
    expect(await previewLinkItem(h.services, token)).toBeNull();
    await expectError(
      api.releases.revokePreview({ id: made.release.id, link_id: shared.id }),
      'NOT_FOUND',
      'There is no such preview link, or it was revoked already',
    );
    const empty = await api.releases.create({ name: 'Nothing to preview' });
    await expectFieldError(sharer.releases.sharePreview({ id: empty.id, days: 7 }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'The release has no items: add a draft or a change first',
    });
  });
});

describe('a scheduled release', () => {
  it('publishes once at its time with two processes claiming at once, as who scheduled it', async () => {
    const made = await launch('Lakeside');
    const scheduled = await api.releases.schedule({ id: made.release.id, at: '2026-12-07T09:00' });
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      due_at: '2026-12-07T03:30:00.000Z',
      due_at_local: 'Mon, 7 Dec 2026, 09:00 (UTC+05:30)',
      scheduled_by: 'Site Admin',
    });
    await expectFieldError(api.releases.schedule({ id: made.release.id, at: '2026-12-07T07:00' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'at',
      message: 'Date and time must be in the future',
    });

    h.clock.now = new Date('2026-12-07T03:29:00.000Z');
    expect(await makeDueReleases(h.services)).toEqual({ done: 0, failed: 0, lost: 0 });
    expect((await shown(made)).project).toBe(false);

    const second = anotherProcess();
    h.clock.now = new Date('2026-12-07T03:30:10.000Z');
    const runs = await Promise.all([
      makeDueReleases(h.services),
      makeDueReleases(second),
      makeDueReleases(h.services),
      makeDueReleases(second),
    ]);
    expect(runs.reduce((sum, run) => sum + run.done, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    expect(await shown(made)).toEqual({
      headline: 'Lakeside: announced',
      project: true,
      banner: 'Lakeside slide: it is here',
    });
    expect(await eventsOf('release.publish', made.release.id)).toEqual([
      expect.objectContaining({ actorEmail: 'admin@example.com' }),
    ]);
    expect(await eventsOf('service.draft_publish', made.service.id)).toHaveLength(1);
    expect(await eventsOf('project.toggle', made.project.id)).toHaveLength(1);
    expect(await api.releases.get({ id: made.release.id })).toMatchObject({
      status: 'published',
      late: false,
      published_at: '2026-12-07T03:30:10.000Z',
    });
    await expectFieldError(api.releases.cancelSchedule({ id: made.release.id }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'The release is not scheduled',
    });
  });

  it('fails as a whole when one item cannot be published: marked failed, recorded and mailed', async () => {
    const made = await launch('Hillside');
    await api.releases.schedule({ id: made.release.id, at: '2026-12-07T09:00' });
    const draft = await api.banners.draft({ id: made.banner.id });
    await api.banners.discardDraft({
      id: made.banner.id,
      expected_updated_at: draft?.data.updated_at,
    });

    const mails = h.sentMail.length;
    h.clock.now = new Date('2026-12-07T03:30:30.000Z');
    expect(await makeDueReleases(h.services)).toEqual({ done: 0, failed: 1, lost: 0 });
    const failure =
      'Nothing was published: the banner "Hillside slide" could not be: There is no draft to publish or discard';
    expect(await api.releases.get({ id: made.release.id })).toMatchObject({
      status: 'failed',
      failure,
    });
    expect(await shown(made)).toEqual({
      headline: 'Hillside: today',
      project: false,
      banner: 'Hillside slide',
    });
    expect(await eventsOf('project.toggle', made.project.id)).toHaveLength(0);
    expect(await eventsOf('release.schedule_fail', made.release.id)).toEqual([
      expect.objectContaining({
        values: {
          item: { to: 'banner "Hillside slide"' },
          reason: { to: 'There is no draft to publish or discard' },
        },
      }),
    ]);
    const mail = h.sentMail.slice(mails);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'admin@example.com',
      subject: 'Scheduled change failed: Hillside launch',
    });
    expect(mail[0]?.text).toContain(
      'The change of the release "Hillside launch" scheduled for Mon, 7 Dec 2026, 09:00 (UTC+05:30) (publish) could not be made:',
    );
    // Run again: a failed release is not tried again until it is scheduled or published anew.
    expect(await makeDueReleases(h.services)).toEqual({ done: 0, failed: 0, lost: 0 });
  });

  it('due while every server was down, publishes at start-up, marked late; a cancelled one never', async () => {
    const made = await launch('Overnight');
    await api.releases.schedule({ id: made.release.id, at: '2026-12-07T09:00' });
    const cancelled = await launch('Cancelled');
    await api.releases.schedule({ id: cancelled.release.id, at: '2026-12-07T09:00' });
    expect(await api.releases.cancelSchedule({ id: cancelled.release.id })).toMatchObject({
      status: 'open',
      due_at: null,
    });
    h.clock.now = new Date('2026-12-07T05:30:00.000Z');
    const runner = startScheduledChanges(h.services, { pollIntervalMs: 60 * 60_000 });
    onTestFinished(() => runner.stop());
    await runner.idle();
    expect(await api.releases.get({ id: made.release.id })).toMatchObject({
      status: 'published',
      late: true,
      published_at: '2026-12-07T05:30:00.000Z',
    });
    expect((await shown(made)).project).toBe(true);
    expect((await api.releases.get({ id: cancelled.release.id })).status).toBe('open');
    expect((await shown(cancelled)).project).toBe(false);
  });
});

describe('over REST', () => {
  it('makes, fills, publishes and reverts a release with the documented paths, and a 409 names the item', async () => {
    const service = await createService(api, { name: 'Rest Release' });
    const project = await createProject(api, service.id, {
      title: 'Rest Tower',
      is_enabled: false,
    });
    const token = await h.issueToken(h.admin.id);
    const server = await startRestServer(h.services);
    onTestFinished(() => server.close());
    const call = (method: string, path: string, body?: unknown) =>
      restClient(server.url)(method, path, { token, json: body });

    const created = await call('POST', '/dashboard/releases', { name: 'Rest launch' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: 'Release created', data: { status: 'open' } });
    const id = (created.body.data as { id: string }).id;
    const added = await call('POST', `/dashboard/releases/${id}/items`, {
      entity: 'project',
      item_id: project.id,
      action: 'enable',
    });
    expect(added.body).toMatchObject({
      message: 'Added to the release',
      data: { items: [{ entity: 'project', item_id: project.id, action: 'enable' }] },
    });
    const invalid = await call('POST', `/dashboard/releases/${id}/items`, {
      entity: 'gallery',
      item_id: project.id,
      action: 'enable',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      entity: ['Kind must be service, project, banner or gallery_image'],
    });
    expect(
      (await call('PUT', `/dashboard/releases/${id}`, { name: 'Rest launch' })).body,
    ).toMatchObject({
      message: 'Release saved',
    });
    const scheduled = await call('POST', `/dashboard/releases/${id}/schedule`, {
      at: '2026-12-08T09:00',
    });
    expect(scheduled.body).toMatchObject({
      message: 'Release scheduled',
      data: { status: 'scheduled', due_at: '2026-12-08T03:30:00.000Z' },
    });
    expect((await call('DELETE', `/dashboard/releases/${id}/schedule`)).body).toMatchObject({
      message: 'Release schedule cancelled',
      data: { status: 'open', due_at: null },
    });
    expect((await call('GET', `/dashboard/releases/${id}`)).body).toMatchObject({
      data: { id, name: 'Rest launch', status: 'open' },
    });
    const listed = (await call('GET', '/dashboard/releases')).body.data as { id: string }[];
    expect(listed.map((release) => release.id)).toContain(id);

    // A draft discarded meanwhile: the publish answers 409 naming it, and nothing is made.
    const draftService = await createService(api, { name: 'Rest Draft' });
    await api.services.saveDraft(
      serviceForm({ name: 'Rest Draft', headline: 'A new headline' }, draftService.id),
    );
    await call('POST', `/dashboard/releases/${id}/items`, {
      entity: 'service',
      item_id: draftService.id,
      action: 'publish_draft',
    });
    await api.services.discardDraft({ id: draftService.id });
    const conflict = await call('POST', `/dashboard/releases/${id}/publish`);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      success: false,
      message:
        'Nothing was published: the service "Rest Draft" could not be: There is no draft to publish or discard',
      data: {
        entity: 'service',
        id: draftService.id,
        label: 'Rest Draft',
        reason: 'There is no draft to publish or discard',
      },
    });
    expect((await api.projects.get({ id: project.id })).is_enabled).toBe(false);

    const item = (await api.releases.get({ id })).items.find(
      (candidate) => candidate.item_id === draftService.id,
    );
    expect(
      (await call('DELETE', `/dashboard/releases/${id}/items/${item?.id}`)).body,
    ).toMatchObject({
      message: 'Removed from the release',
    });
    const published = await call('POST', `/dashboard/releases/${id}/publish`);
    expect(published.body).toMatchObject({
      message: 'Release published',
      data: { status: 'published' },
    });
    expect((await api.projects.get({ id: project.id })).is_enabled).toBe(true);
    const reverted = await call('POST', `/dashboard/releases/${id}/revert`);
    expect(reverted.body).toMatchObject({
      message: 'Release reverted: every item is back to what it was before',
      data: { status: 'reverted' },
    });
    expect((await api.projects.get({ id: project.id })).is_enabled).toBe(false);
    const shared = await call('POST', `/dashboard/releases/${id}/preview-links`, { days: 1 });
    expect(shared.body).toMatchObject({
      message: 'Preview link made: copy it now, it is shown once',
      data: { status: 'active', url: expect.stringContaining('/preview/') as string },
    });
    const linkId = (shared.body.data as { id: string }).id;
    const links = (await call('GET', `/dashboard/releases/${id}/preview-links`)).body.data;
    expect(links).toEqual([expect.objectContaining({ id: linkId, status: 'active' })]);
    expect(
      (await call('DELETE', `/dashboard/releases/${id}/preview-links/${linkId}`)).body,
    ).toMatchObject({ message: 'Preview link revoked' });
    expect((await call('DELETE', `/dashboard/releases/${id}`)).body).toMatchObject({
      message: 'Release deleted',
    });
  });
});
