/**
 * Drafts of a live service over tRPC and REST: a draft leaves the live service, the public API
 * and the caches as they are, shows in the history marked, keeps the stale-save protection, and
 * is published (through the save path) or discarded.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { createService, formData, projectInput, serviceForm } from '../../test/fixtures';
import { imageFile } from '../../test/samples';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import { expectError, rejectionOf } from '../../test/expect';
import { restClient } from '../../test/rest-client';
import { startRestServer } from '../../test/rest-server';
import { readWithDrafts } from '../domain/drafts';
import { publicServiceWithGalleryPage } from '../domain/public-site';
import { PermissionDeniedError, StaleSaveError } from '../errors';

let h: Harness;
let api: Caller;
let visitor: Caller;

beforeAll(async () => {
  ({ h, api } = await openHarness());
  visitor = await h.anonymous();
});
afterAll(() => h.close());

async function expectDenied(call: Promise<unknown>, permission: string) {
  const error = await rejectionOf(call);
  expect(error.code).toBe('FORBIDDEN');
  expect(error.cause).toBeInstanceOf(PermissionDeniedError);
  expect((error.cause as PermissionDeniedError).details.missing_permission).toBe(permission);
}

/** The form as one that loaded the state saved at `updatedAt` sends it. */
function expecting(form: FormData, updatedAt: string): FormData {
  form.set('expected_updated_at', updatedAt);
  return form;
}

const STALE = /^Changed by Site Admin at \d{2}:\d{2} UTC — reload to see it\.$/;

let accounts = 0;

/** A signed-in caller of a new account with the preset role `role`. */
async function member(role: string) {
  accounts += 1;
  const user = await h.createUser({ role, email: `drafts-${role}-${accounts}@example.com` });
  return h.signedIn({ authToken: await h.issueToken(user.id) });
}

describe('a draft of a live service', () => {
  it('changes nothing public, and shows in the dashboard and the history as a draft', async () => {
    const live = await createService(api, { name: 'Drafted Homes' });
    const before = h.revalidated.length;
    const draft = await api.services.saveDraft(
      serviceForm({ name: 'Drafted Homes', headline: 'A headline only the team sees' }, live.id),
    );
    expect(draft).toMatchObject({ id: live.id, headline: 'A headline only the team sees' });
    expect(draft.updated_at).not.toBe(live.updated_at);
    // Nothing public moved: the row, the public API, and no cache was told to refresh.
    expect(await api.services.get({ id: live.id })).toMatchObject({
      headline: live.headline,
      updated_at: live.updated_at,
    });
    expect(await visitor.public.service({ id_or_slug: live.slug })).toMatchObject({
      headline: live.headline,
    });
    expect(h.revalidated.slice(before)).toEqual([]);

    const shown = await api.services.draft({ id: live.id });
    expect(shown).toEqual({
      data: expect.objectContaining({
        headline: 'A headline only the team sees',
        updated_at: draft.updated_at,
      }) as object,
      version: 2,
      saved_by: 'Site Admin',
      saved_at: draft.updated_at,
      review: { submitted_at: null, submitted_by: null, changes_requested: null },
    });
    const history = await api.services.versions({ id: live.id });
    expect(history.data.map((version) => [version.number, version.is_draft])).toEqual([
      [2, true],
      [1, false],
    ]);
    const events = await api.activity.list({ type: 'service.draft_save' });
    expect(events.data[0]).toMatchObject({ entity_id: live.id, entity_label: 'Drafted Homes' });
  });

  it('is checked like a save, and a taken slug is refused without storing anything', async () => {
    const taken = await createService(api, { name: 'Slug Owner' });
    const live = await createService(api, { name: 'Slug Drafter' });
    await expectError(
      api.services.saveDraft(serviceForm({ name: 'Slug Drafter', slug: taken.slug }, live.id)),
      'UNPROCESSABLE_CONTENT',
      'This slug is already used by another service',
    );
    await expectError(
      api.services.saveDraft(serviceForm({ name: '', headline: 'x' }, live.id)),
      'BAD_REQUEST',
      /name/i,
    );
    expect(await api.services.draft({ id: live.id })).toBeNull();
    expect((await api.services.versions({ id: live.id })).pagination.total).toBe(1);
  });

  it('publishes through the save path: live, revalidated, in the activity log, the draft gone', async () => {
    const live = await createService(api, { name: 'Published Draft' });
    await api.services.saveDraft(
      serviceForm(
        {
          name: 'Published Draft Renamed',
          slug: 'published-draft-renamed',
          headline: 'Now the public one',
        },
        live.id,
      ),
    );
    const before = h.revalidated.length;
    const published = await api.services.publishDraft({ id: live.id });
    expect(published.item).toMatchObject({
      name: 'Published Draft Renamed',
      headline: 'Now the public one',
      slug: 'published-draft-renamed',
    });
    expect(h.revalidated.slice(before)).toEqual(expect.arrayContaining(['services', 'projects']));
    expect(await visitor.public.service({ id_or_slug: 'published-draft-renamed' })).toMatchObject({
      headline: 'Now the public one',
    });
    // The old address answers with a 301, as after any change of slug.
    expect(published.notice).toBeNull();
    expect(
      await h.database.db.redirect.findFirst({
        where: { fromPath: { endsWith: '/published-draft' } },
      }),
    ).toMatchObject({ status: 301 });
    expect(await api.services.draft({ id: live.id })).toBeNull();
    const events = await api.activity.list({ type: 'service.draft_publish' });
    expect(events.data[0]).toMatchObject({ entity_id: live.id });
    const history = await api.services.versions({ id: live.id });
    expect(history.data.map((version) => version.is_draft)).toEqual([false, true, false]);
    await expectError(api.services.publishDraft({ id: live.id }), 'NOT_FOUND', /no draft/);
  });

  it('keeps the stale-save protection between two people editing the draft', async () => {
    const live = await createService(api, { name: 'Shared Draft' });
    const first = await api.services.saveDraft(
      serviceForm({ name: 'Shared Draft', headline: 'First editor headline' }, live.id),
    );
    // A second person whose form loaded the live service, not the draft: refused.
    const stale = api.services.saveDraft(
      expecting(
        serviceForm(
          {
            name: 'Shared Draft',
            headline: 'Second editor headline',
          },
          live.id,
        ),
        live.updated_at,
      ),
    );
    await expectError(stale, 'CONFLICT', STALE);
    await stale.catch((error: { cause?: unknown }) =>
      expect(error.cause).toBeInstanceOf(StaleSaveError),
    );
    // Loaded from the draft: accepted; then the first editor's old form is stale.
    const second = await api.services.saveDraft(
      expecting(
        serviceForm(
          {
            name: 'Shared Draft',
            headline: 'Second editor headline',
          },
          live.id,
        ),
        first.updated_at,
      ),
    );
    await expectError(
      api.services.saveDraft(
        expecting(
          serviceForm({ name: 'Shared Draft', headline: 'A headline that is lost' }, live.id),
          first.updated_at,
        ),
      ),
      'CONFLICT',
      STALE,
    );
    await expectError(
      api.services.discardDraft({ id: live.id, expected_updated_at: first.updated_at }),
      'CONFLICT',
      STALE,
    );

    // A plain save from a form that loaded the live service leaves the draft as it is...
    const saved = await api.services.update(
      expecting(
        serviceForm({ name: 'Shared Draft', headline: 'A live edit of the headline' }, live.id),
        live.updated_at,
      ),
    );
    expect((await api.services.draft({ id: live.id }))?.saved_at).toBe(second.updated_at);
    // ...and one from the form that loaded the draft publishes it: the draft is done.
    await api.services.update(
      expecting(
        serviceForm(
          {
            name: 'Shared Draft',
            headline: 'Second editor headline',
          },
          live.id,
        ),
        second.updated_at,
      ),
    );
    expect(await api.services.draft({ id: live.id })).toBeNull();
    expect((await api.services.get({ id: live.id })).headline).toBe('Second editor headline');
    expect(saved.headline).toBe('A live edit of the headline');
  });

  it('is discarded: the live service stays, the version stays in the history', async () => {
    const live = await createService(api, { name: 'Discarded Draft' });
    const draft = await api.services.saveDraft(
      serviceForm({ name: 'Discarded Draft', headline: 'Never published' }, live.id),
    );
    expect(
      await api.services.discardDraft({ id: live.id, expected_updated_at: draft.updated_at }),
    ).toEqual({ message: 'Draft discarded' });
    expect(await api.services.draft({ id: live.id })).toBeNull();
    expect((await api.services.get({ id: live.id })).headline).toBe(live.headline);
    expect((await api.services.versions({ id: live.id })).data[0]).toMatchObject({
      number: 2,
      is_draft: true,
    });
    await expectError(api.services.discardDraft({ id: live.id }), 'NOT_FOUND', /no draft/);
    const events = await api.activity.list({ type: 'service.draft_discard' });
    expect(events.data[0]).toMatchObject({ entity_id: live.id });
  });

  it('is published only by a role that may publish', async () => {
    const live = await createService(api, { name: 'Guarded Draft' });
    await api.services.saveDraft(serviceForm({ name: 'Guarded Draft' }, live.id));
    const account = await h.createUser({
      role: 'contributor',
      email: 'draft-contributor@example.com',
    });
    const contributor = await h.signedIn({ authToken: await h.issueToken(account.id) });
    await expectDenied(contributor.services.publishDraft({ id: live.id }), 'services.publish');
    await expectDenied(
      contributor.services.saveDraft(serviceForm({ name: 'Guarded Draft' }, live.id)),
      'services.edit',
    );
    expect(await api.services.draft({ id: live.id })).not.toBeNull();
  });
});

describe('a draft of a live project', () => {
  it('is saved by a Contributor without publishing it, and published by an Editor', async () => {
    const service = await createService(api, { name: 'Project Drafts' });
    const live = await api.projects.create(projectInput(service.id, { title: 'Harbour House' }));
    const contributor = await member('contributor');
    const draft = await contributor.projects.saveDraft({
      id: live.id,
      ...projectInput(service.id, { title: 'Harbour House, extended' }),
      expected_updated_at: live.updated_at,
    });
    expect(draft).toMatchObject({ id: live.id, title: 'Harbour House, extended' });
    expect(await api.projects.get({ id: live.id })).toMatchObject({ title: 'Harbour House' });
    const portfolio = await visitor.public.projectsByService();
    expect(JSON.stringify(portfolio)).not.toContain('Harbour House, extended');
    await expectDenied(contributor.projects.publishDraft({ id: live.id }), 'projects.publish');

    // The preview reads it applied, and nothing stays.
    const previewed = await readWithDrafts(h.services, (deps) =>
      deps.db.project.findUniqueOrThrow({ where: { id: live.id } }),
    );
    expect(previewed.title).toBe('Harbour House, extended');
    expect((await api.projects.draft({ id: live.id }))?.data).toMatchObject({
      title: 'Harbour House, extended',
      updated_at: draft.updated_at,
    });

    const editor = await member('editor');
    const published = await editor.projects.publishDraft({ id: live.id });
    expect(published.item).toMatchObject({ title: 'Harbour House, extended' });
    expect(JSON.stringify(await visitor.public.projectsByService())).toContain(
      'Harbour House, extended',
    );
    expect(await api.projects.draft({ id: live.id })).toBeNull();
    const types = [];
    for (const type of ['project.draft_save', 'project.draft_publish'] as const) {
      const events = await api.activity.list({ type });
      if (events.data.some((event) => event.entity_id === live.id)) types.push(type);
    }
    expect(types).toEqual(['project.draft_save', 'project.draft_publish']);
  });

  it('keeps the stale-save protection and is discarded', async () => {
    const service = await createService(api, { name: 'Project Draft Conflicts' });
    const live = await api.projects.create(projectInput(service.id, { title: 'Quarry Lofts' }));
    const first = await api.projects.saveDraft({
      id: live.id,
      ...projectInput(service.id, { title: 'Quarry Lofts, first draft' }),
    });
    await expectError(
      api.projects.saveDraft({
        id: live.id,
        ...projectInput(service.id, { title: 'Quarry Lofts, from the live form' }),
        expected_updated_at: live.updated_at,
      }),
      'CONFLICT',
      STALE,
    );
    await api.projects.discardDraft({ id: live.id, expected_updated_at: first.updated_at });
    expect(await api.projects.draft({ id: live.id })).toBeNull();
    expect((await api.projects.get({ id: live.id })).title).toBe('Quarry Lofts');
  });
});

describe('a draft of a live banner', () => {
  it('keeps a new image and headline from the carousel until it is published', async () => {
    const live = await api.banners.create(
      formData({
        headline: 'The carousel headline',
        is_enabled: '1',
        image: await imageFile('slide.png'),
      }),
    );
    const draft = await api.banners.saveDraft(
      formData({
        id: live.id,
        headline: 'Next month’s headline',
        image: await imageFile('next.png'),
        expected_updated_at: live.updated_at,
      }),
    );
    expect(draft.image_url).not.toBe(live.image_url);
    const carousel = await visitor.public.banners();
    const shown = carousel.find((banner) => banner.id === live.id);
    expect(shown).toMatchObject({ headline: 'The carousel headline', image_url: live.image_url });
    // The draft's image is stored (its history refers to it) while the live one stays.
    expect(h.storedFiles()).toEqual(
      expect.arrayContaining(
        [live.image_url, draft.image_url].map((url) => url.replace(/^\/uploads\//, '')),
      ),
    );
    const published = await api.banners.publishDraft({ id: live.id });
    expect(published).toMatchObject({
      item: { headline: 'Next month’s headline', image_url: draft.image_url },
      notice: null,
    });
    expect((await visitor.public.banners()).find((banner) => banner.id === live.id)).toMatchObject({
      headline: 'Next month’s headline',
    });
    expect(await api.banners.draft({ id: live.id })).toBeNull();
  });
});

describe('a staff preview', () => {
  it('reads the public data with every draft applied, and leaves the live rows as they are', async () => {
    const live = await createService(api, { name: 'Previewed Homes' });
    await api.services.saveDraft(
      serviceForm(
        {
          name: 'Previewed Homes',
          slug: 'previewed-homes-next',
          headline: 'The previewed headline',
        },
        live.id,
      ),
    );
    const query = { page: 1, limit: 12 };
    const previewed = await readWithDrafts(h.services, (deps) =>
      publicServiceWithGalleryPage(deps, 'previewed-homes-next', query, { preview: true }),
    );
    expect(previewed).toMatchObject({ id: live.id, headline: 'The previewed headline' });
    // Nothing stayed: the live row, and an ordinary read.
    expect(await api.services.get({ id: live.id })).toMatchObject({
      slug: live.slug,
      headline: live.headline,
    });
    expect(
      await publicServiceWithGalleryPage(h.services, live.slug, query, { preview: true }),
    ).toMatchObject({ headline: live.headline });
    await api.services.discardDraft({ id: live.id });
  });
});

describe('over REST', () => {
  it('saves, reads, publishes and discards with the documented paths and messages', async () => {
    const live = await createService(api, { name: 'Rest Draft' });
    const token = await h.issueToken(h.admin.id);
    const server = await startRestServer(h.services);
    onTestFinished(() => server.close());
    const call = (method: string, path: string, form?: FormData) =>
      restClient(server.url)(method, path, { token, form });
    const saved = await call(
      'POST',
      `/dashboard/services/${live.id}/draft`,
      serviceForm({ name: 'Rest Draft', headline: 'Drafted over REST' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Draft saved — not public yet',
      data: { headline: 'Drafted over REST' },
    });
    const read = await call('GET', `/dashboard/services/${live.id}/draft`);
    expect(read.body).toMatchObject({ data: { data: { headline: 'Drafted over REST' } } });
    const published = await call('POST', `/dashboard/services/${live.id}/draft/publish`);
    expect(published.body).toMatchObject({
      message: 'Draft published',
      data: { item: { headline: 'Drafted over REST' } },
    });
    expect((await call('GET', `/dashboard/services/${live.id}/draft`)).body).toMatchObject({
      data: null,
    });
    const missing = await call('DELETE', `/dashboard/services/${live.id}/draft`);
    expect(missing.status).toBe(404);

    const project = await api.projects.create(projectInput(live.id, { title: 'Rest Project' }));
    const base = `/dashboard/service-projects/${project.id}/draft`;
    const json = (method: string, path: string, body?: unknown) =>
      restClient(server.url)(method, path, { token, json: body });
    const drafted = await json('PUT', base, projectInput(live.id, { title: 'Rest Project v2' }));
    expect(drafted.body).toMatchObject({
      message: 'Draft saved — not public yet',
      data: { title: 'Rest Project v2' },
    });
    expect((await json('GET', base)).body).toMatchObject({
      data: { data: { title: 'Rest Project v2' } },
    });
    const discarded = await json('DELETE', base);
    expect(discarded.body).toMatchObject({ success: true, message: 'Draft discarded' });
    await json('PUT', base, projectInput(live.id, { title: 'Rest Project v3' }));
    expect((await json('POST', `${base}/publish`)).body).toMatchObject({
      message: 'Draft published',
      data: { item: { title: 'Rest Project v3' } },
    });
  });
});
