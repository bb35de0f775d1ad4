/**
 * Review of drafts: a Contributor changes a live project only through a draft, submits it for
 * review, a reviewer requests changes (the author sees the comment and gets a mail), the author
 * submits again, and the reviewer publishes; the queue shows what each role may see.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { createService, formData, projectInput, serviceForm } from '../../test/fixtures';
import { imageFile } from '../../test/samples';
import { expectFieldError, rejectionOf } from '../../test/expect';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import { restClient } from '../../test/rest-client';
import { startRestServer } from '../../test/rest-server';
import { PermissionDeniedError } from '../errors';

let h: Harness;
let api: Caller;
let visitor: Caller;

beforeAll(async () => {
  ({ h, api } = await openHarness());
  visitor = await h.anonymous();
});
afterAll(() => h.close());

let accounts = 0;

/** A signed-in caller of a new account with the preset role `role`, and its e-mail. */
async function member(role: string, name = `Reviews ${role}`) {
  accounts += 1;
  const email = `reviews-${role}-${accounts}@example.com`;
  const user = await h.createUser({ role, email, name });
  return { caller: await h.signedIn({ authToken: await h.issueToken(user.id) }), email };
}

async function expectDenied(call: Promise<unknown>, permission: string) {
  const error = await rejectionOf(call);
  expect(error.code).toBe('FORBIDDEN');
  expect(error.cause).toBeInstanceOf(PermissionDeniedError);
  expect((error.cause as PermissionDeniedError).details.missing_permission).toBe(permission);
}

async function eventsOf(id: string, types: readonly string[]) {
  const found: string[] = [];
  for (const type of types) {
    const events = await api.activity.list({ type, limit: 100 });
    for (const event of events.data) if (event.entity_id === id) found.push(type);
  }
  return found;
}

describe('a Contributor and a live project', () => {
  it('changes it only through a draft: Update and a version restore answer the publish 403', async () => {
    const service = await createService(api, { name: 'Review Rules' });
    const live = await api.projects.create(projectInput(service.id, { title: 'Quay Offices' }));
    const { caller: contributor } = await member('contributor');
    await expectDenied(
      contributor.projects.update({
        id: live.id,
        ...projectInput(service.id, { title: 'Quay Offices, live edit' }),
      }),
      'projects.publish',
    );
    await expectDenied(
      contributor.projects.restoreVersion({ id: live.id, number: 1 }),
      'projects.publish',
    );
    expect(await api.projects.get({ id: live.id })).toMatchObject({ title: 'Quay Offices' });

    // A disabled project is not public: its edits are theirs to make.
    const hidden = await api.projects.create(
      projectInput(service.id, { title: 'Quay Sketch', is_enabled: false }),
    );
    const updated = await contributor.projects.update({
      id: hidden.id,
      ...projectInput(service.id, { title: 'Quay Sketch, revised' }),
      is_enabled: false,
    });
    expect(updated).toMatchObject({ title: 'Quay Sketch, revised', is_enabled: false });
  });
});

describe('the review of a draft', () => {
  it('goes from submit to request changes (comment and mail) to submit again to publish', async () => {
    const service = await createService(api, { name: 'Review Flow' });
    const live = await api.projects.create(projectInput(service.id, { title: 'River Library' }));
    const { caller: contributor, email: authorEmail } = await member(
      'contributor',
      'Cora Contributor',
    );
    const { caller: editor } = await member('editor', 'Eddie Editor');
    const before = h.revalidated.length;

    const submitted = await contributor.projects.submitDraft({
      id: live.id,
      ...projectInput(service.id, { title: 'River Library, new wing' }),
      expected_updated_at: live.updated_at,
    });
    expect(submitted).toMatchObject({ title: 'River Library, new wing' });
    // Not public, nothing revalidated.
    expect(await api.projects.get({ id: live.id })).toMatchObject({ title: 'River Library' });
    expect(JSON.stringify(await visitor.public.projectsByService())).not.toContain('new wing');
    expect(h.revalidated.slice(before)).toEqual([]);

    const queue = await editor.reviews.list();
    const entry = queue.find((item) => item.id === live.id);
    expect(entry).toMatchObject({
      entity: 'project',
      label: 'River Library, new wing',
      submitted_by: 'Cora Contributor',
      saved_by: 'Cora Contributor',
      published_version: 1,
      version: 2,
      can_publish: true,
    });
    const draft = await contributor.projects.draft({ id: live.id });
    expect(draft?.review).toMatchObject({
      submitted_by: 'Cora Contributor',
      changes_requested: null,
    });
    expect(draft?.review.submitted_at).toEqual(expect.any(String));

    // Only a reviewer sends it back, with a comment.
    await expectDenied(
      contributor.projects.requestChanges({ id: live.id, comment: 'No' }),
      'projects.publish',
    );
    await expectFieldError(editor.projects.requestChanges({ id: live.id, comment: '   ' }), {
      field: 'comment',
      message: 'Comment is required: say what should change',
    });
    const mailsBefore = h.sentMail.length;
    const answer = await editor.projects.requestChanges({
      id: live.id,
      comment: 'Name the architect of the wing, please.',
    });
    expect(answer.message).toBe('Changes requested: the author sees your comment');
    expect((await editor.reviews.list()).some((item) => item.id === live.id)).toBe(false);
    const returned = await contributor.projects.draft({ id: live.id });
    expect(returned?.review).toEqual({
      submitted_at: null,
      submitted_by: null,
      changes_requested: {
        by: 'Eddie Editor',
        at: expect.any(String) as string,
        comment: 'Name the architect of the wing, please.',
      },
    });
    const mails = h.sentMail.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: authorEmail,
      subject: 'Changes requested: River Library',
    });
    expect(mails[0]?.text).toContain('Eddie Editor reviewed your draft of the project');
    expect(mails[0]?.text).toContain('Name the architect of the wing, please.');

    // The author submits again: the comment is answered, the draft is back in the queue.
    await contributor.projects.submitDraft({
      id: live.id,
      ...projectInput(service.id, { title: 'River Library, wing by A. Ruiz' }),
      expected_updated_at: returned?.data.updated_at,
    });
    const again = await contributor.projects.draft({ id: live.id });
    expect(again?.review.changes_requested).toBeNull();
    expect((await editor.reviews.list()).find((item) => item.id === live.id)).toMatchObject({
      label: 'River Library, wing by A. Ruiz',
    });

    const published = await editor.projects.publishDraft({ id: live.id });
    expect(published.item).toMatchObject({ title: 'River Library, wing by A. Ruiz' });
    expect(JSON.stringify(await visitor.public.projectsByService())).toContain('A. Ruiz');
    expect((await editor.reviews.list()).some((item) => item.id === live.id)).toBe(false);

    expect(
      await eventsOf(live.id, [
        'project.review_submit',
        'project.review_changes',
        'project.draft_publish',
      ]),
    ).toEqual([
      'project.review_submit',
      'project.review_submit',
      'project.review_changes',
      'project.draft_publish',
    ]);
  });

  it('is listed for the roles that may view the kind of item, and not for a Contributor', async () => {
    const service = await createService(api, { name: 'Review Kinds' });
    await api.services.submitDraft(
      serviceForm({ name: 'Review Kinds', headline: 'A reviewed headline' }, service.id),
    );
    const banner = await api.banners.create(
      formData({ headline: 'Reviewed slide', image: await imageFile('slide.png') }),
    );
    await api.banners.submitDraft(formData({ id: banner.id, headline: 'Reviewed slide, v2' }));

    const queue = await api.reviews.list();
    expect(queue.find((item) => item.id === service.id)).toMatchObject({
      entity: 'service',
      label: 'Review Kinds',
      submitted_by: 'Site Admin',
    });
    expect(queue.find((item) => item.id === banner.id)).toMatchObject({
      entity: 'banner',
      label: 'Reviewed slide, v2',
    });
    const { caller: contributor } = await member('contributor');
    await expectDenied(contributor.reviews.list(), 'reviews.view');
    // A discard ends the draft and its place in the queue.
    await api.banners.discardDraft({ id: banner.id });
    expect((await api.reviews.list()).some((item) => item.id === banner.id)).toBe(false);
  });

  it('answers over REST at the documented paths', async () => {
    const service = await createService(api, { name: 'Review REST' });
    const live = await api.projects.create(projectInput(service.id, { title: 'Dock Hall' }));
    const token = await h.issueToken(h.admin.id);
    const server = await startRestServer(h.services);
    onTestFinished(() => server.close());
    const call = (method: string, path: string, json?: unknown) =>
      restClient(server.url)(method, path, { token, json });
    const base = `/dashboard/service-projects/${live.id}/draft`;
    const submit = await call('POST', `${base}/submit`, {
      ...projectInput(service.id, { title: 'Dock Hall, reviewed' }),
    });
    expect(submit.status).toBe(200);
    expect(submit.body).toMatchObject({
      message: 'Draft submitted for review',
      data: { title: 'Dock Hall, reviewed' },
    });
    const queue = await call('GET', '/dashboard/reviews');
    expect(queue.status).toBe(200);
    expect(JSON.stringify(queue.body.data)).toContain('Dock Hall, reviewed');
    const refused = await call('POST', `${base}/request-changes`, { comment: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      comment: ['Comment is required: say what should change'],
    });
    const sentBack = await call('POST', `${base}/request-changes`, { comment: 'Add the area.' });
    expect(sentBack.status).toBe(200);
    expect(sentBack.body).toMatchObject({
      message: 'Changes requested: the author sees your comment',
    });

    // The multipart kinds: a service and a banner, submitted as their draft saves are sent.
    const send = (path: string, form: FormData) =>
      restClient(server.url)('POST', path, { token, form });
    const banner = await api.banners.create(
      formData({ headline: 'REST slide', image: await imageFile('slide.png') }),
    );
    const kinds = [
      [`/dashboard/services/${service.id}/draft`, serviceForm({ name: 'Review REST' })],
      [`/dashboard/banner-images/${banner.id}/draft`, formData({ headline: 'REST slide, v2' })],
    ] as const;
    for (const [draft, form] of kinds) {
      expect((await send(`${draft}/submit`, form)).body).toMatchObject({
        message: 'Draft submitted for review',
      });
      expect((await call('POST', `${draft}/request-changes`, { comment: 'Again' })).status).toBe(
        200,
      );
    }
  });
});
