/**
 * Drafts of the organization profile and of About Us (docs/publishing.md): saved and checked as a
 * save would be, not public until published, shown in a staff preview, in the history marked as
 * drafts, discarded or published through the save path; the same 409 for two people on one
 * draft; the REST routes.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { formData } from '../../test/fixtures';
import { expectError, expectFieldError, rejectionOf } from '../../test/expect';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import { restClient } from '../../test/rest-client';
import { startRestServer } from '../../test/rest-server';
import { readWithDrafts } from '../domain/drafts';
import { previewLinkItem } from '../domain/preview-links';
import { getAboutUs, getOrganization } from '../domain/settings';

let h: Harness;
let api: Caller;
let visitor: Caller;

beforeAll(async () => {
  ({ h, api } = await openHarness());
  visitor = await h.anonymous();
});
afterAll(() => h.close());

function eventsOf(type: string) {
  return h.database.db.auditEvent.findMany({ where: { type } });
}

describe('a draft of the organization profile', () => {
  it('is not public until published, shows in a staff preview, and publishes through the save path', async () => {
    const live = await api.organization.update(
      formData({ email: 'office@kasar.example', mobile: '+91 98200 00000' }),
    );
    const saved = await api.organization.saveDraft(
      formData({ email: 'studio@kasar.example', expected_updated_at: live.updated_at ?? '' }),
    );
    expect(saved).toMatchObject({ email: 'studio@kasar.example', mobile: '+91 98200 00000' });
    expect(saved.updated_at).not.toBe(live.updated_at);
    expect(await visitor.public.organization()).toMatchObject({ email: 'office@kasar.example' });
    expect(await api.organization.get()).toMatchObject({ email: 'office@kasar.example' });
    const draft = await api.organization.draft();
    expect(draft).toMatchObject({
      data: { email: 'studio@kasar.example', updated_at: saved.updated_at },
      saved_by: 'Site Admin',
    });
    const previewed = await readWithDrafts(h.services, (deps) => getOrganization(deps));
    expect(previewed.email).toBe('studio@kasar.example');
    expect((await api.organization.get()).email).toBe('office@kasar.example');
    const history = await api.organization.versions({});
    expect(history.data[0]).toMatchObject({ number: draft?.version, is_draft: true });

    // A colleague's form, loaded before the draft, is refused as a stale save.
    await expectError(
      api.organization.saveDraft(
        formData({ email: 'other@kasar.example', expected_updated_at: live.updated_at ?? '' }),
      ),
      'CONFLICT',
      /reload to see it/,
    );
    // Checked as a save is: nothing is kept.
    await expectFieldError(api.organization.saveDraft(formData({ email: 'not an e-mail' })), {
      field: 'email',
      message: 'Please enter a valid email address',
    });

    const revalidated = h.revalidated.length;
    const published = await api.organization.publishDraft();
    expect(published.item).toMatchObject({ email: 'studio@kasar.example' });
    expect(await visitor.public.organization()).toMatchObject({ email: 'studio@kasar.example' });
    expect(h.revalidated.length).toBeGreaterThan(revalidated);
    expect(await api.organization.draft()).toBeNull();
    expect(await eventsOf('organization.draft_save')).toHaveLength(1);
    expect(await eventsOf('organization.draft_publish')).toHaveLength(1);
    await expectError(
      api.organization.publishDraft(),
      'NOT_FOUND',
      'There is no draft to publish or discard',
    );
  });

  it('is published by a save from the form that loaded it, and discarded without a trace on the site', async () => {
    const live = await api.organization.get();
    const saved = await api.organization.saveDraft(
      formData({ address: 'A draft address', expected_updated_at: live.updated_at ?? '' }),
    );
    // The form loaded the draft, and its Update sends the draft's updated_at: the draft is done.
    const updated = await api.organization.update(
      formData({ address: 'A draft address, final', expected_updated_at: saved.updated_at ?? '' }),
    );
    expect(updated.address).toBe('A draft address, final');
    expect(await api.organization.draft()).toBeNull();

    const again = await api.organization.saveDraft(formData({ address: 'Never shown' }));
    expect(
      await api.organization.discardDraft({ expected_updated_at: again.updated_at ?? '' }),
    ).toEqual({ message: 'Draft discarded' });
    expect(await api.organization.draft()).toBeNull();
    expect((await visitor.public.organization()).address).toBe('A draft address, final');
    expect(await eventsOf('organization.draft_discard')).toHaveLength(1);
  });
});

describe('a draft of About Us', () => {
  it('keeps the founder and stats as published until the draft is, and previews them', async () => {
    const live = await api.aboutUs.update(
      formData({
        founder_name: 'Ravi Kasar',
        stats: JSON.stringify([{ stat_name: 'Bridges', value: '12' }]),
      }),
    );
    await api.aboutUs.saveDraft(
      formData({
        founder_name: 'Ravi K. Kasar',
        stats: JSON.stringify([
          { stat_name: 'Bridges', value: '14' },
          { stat_name: 'Towers', value: '3' },
        ]),
        expected_updated_at: live.updated_at ?? '',
      }),
    );
    expect(await visitor.public.aboutUs()).toMatchObject({
      founder_name: 'Ravi Kasar',
      stats: [{ stat_name: 'Bridges', value: '12' }],
    });
    const previewed = await readWithDrafts(h.services, (deps) => getAboutUs(deps));
    expect(previewed).toMatchObject({
      founder_name: 'Ravi K. Kasar',
      stats: [
        { stat_name: 'Bridges', value: '14' },
        { stat_name: 'Towers', value: '3' },
      ],
    });
    expect((await api.aboutUs.draft())?.data).toMatchObject({ founder_name: 'Ravi K. Kasar' });

    const published = await api.aboutUs.publishDraft();
    expect(published.item).toMatchObject({ founder_name: 'Ravi K. Kasar' });
    expect(await visitor.public.aboutUs()).toMatchObject({
      founder_name: 'Ravi K. Kasar',
      stats: [
        { stat_name: 'Bridges', value: '14' },
        { stat_name: 'Towers', value: '3' },
      ],
    });
    expect(await eventsOf('about_us.draft_publish')).toHaveLength(1);
  });

  it('needs the right to edit About Us', async () => {
    const user = await h.createUser({ role: 'inquiries', email: 'drafts-inquiries@example.com' });
    const caller = await h.signedIn({ authToken: await h.issueToken(user.id) });
    const refused = await rejectionOf(caller.aboutUs.saveDraft(formData({ founder_name: 'X' })));
    expect(refused.code).toBe('FORBIDDEN');
    expect((await rejectionOf(caller.organization.draft())).code).toBe('FORBIDDEN');
  });
});

describe('a preview link of the organization profile’s or About Us’s draft', () => {
  it('shows the draft to anyone with it until revoked; without a draft there is nothing to share', async () => {
    // Sharing access needs a fresh proof: a token issued now is one.
    const sharer = await h.signedIn({ authToken: await h.issueToken(h.admin.id) });
    await expectFieldError(sharer.aboutUs.sharePreview({ days: 7 }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'There is nothing to preview: it is live and has no draft',
    });
    await api.aboutUs.saveDraft(formData({ founder_position: 'Shown to the client first' }));
    const shared = await sharer.aboutUs.sharePreview({ days: 1 });
    expect(shared).toMatchObject({ path: '/about-us', status: 'active' });
    const token = shared.url.replace(/^http:\/\/localhost:3999\/preview\//, '');
    const link = await previewLinkItem(h.services, token);
    expect(link?.items).toEqual([{ entity: 'ABOUT_US', entityId: '1', draft: true, enable: true }]);
    const previewed = await readWithDrafts(h.services, (deps) => getAboutUs(deps), link?.items);
    expect(previewed.founder_position).toBe('Shown to the client first');
    expect((await visitor.public.aboutUs()).founder_position).not.toBe('Shown to the client first');
    expect(await api.aboutUs.previewLinks()).toEqual([
      expect.objectContaining({ id: shared.id, status: 'active' }),
    ]);
    expect(await api.aboutUs.revokePreview({ link_id: shared.id })).toEqual({
      message: 'Preview link revoked',
    });
    expect(await previewLinkItem(h.services, token)).toBeNull();
    expect(await eventsOf('about_us.preview_share')).toHaveLength(1);
    await api.aboutUs.discardDraft({});
  });
});

describe('over REST', () => {
  it('saves, reads, discards and publishes both drafts with the documented paths', async () => {
    const token = await h.issueToken(h.admin.id);
    const server = await startRestServer(h.services);
    onTestFinished(() => server.close());
    const call = restClient(server.url);
    for (const [base, field, value] of [
      ['/dashboard/organization', 'mobile', '+91 22 0000 0000'],
      ['/dashboard/about-us', 'founder_position', 'Principal Architect'],
    ] as const) {
      const form = new FormData();
      form.set(field, value);
      const saved = await call('POST', `${base}/draft`, { token, form });
      expect(saved.body, base).toMatchObject({
        success: true,
        message: 'Draft saved — not public yet',
      });
      expect((await call('GET', `${base}/draft`, { token })).body, base).toMatchObject({
        data: { data: { [field]: value } },
      });
      expect((await call('DELETE', `${base}/draft`, { token, json: {} })).body, base).toMatchObject(
        {
          message: 'Draft discarded',
        },
      );
      expect((await call('GET', `${base}/draft`, { token })).body, base).toMatchObject({
        data: null,
      });
      await call('POST', `${base}/draft`, { token, form });
      const shared = await call('POST', `${base}/preview-links`, { token, json: { days: 7 } });
      expect(shared.body, base).toMatchObject({ data: { status: 'active' } });
      const linkId = (shared.body.data as { id: string }).id;
      const links = (await call('GET', `${base}/preview-links`, { token })).body.data;
      expect(links, base).toContainEqual(expect.objectContaining({ id: linkId, status: 'active' }));
      expect(
        (await call('DELETE', `${base}/preview-links/${linkId}`, { token })).body,
        base,
      ).toMatchObject({ message: 'Preview link revoked' });
      const published = await call('POST', `${base}/draft/publish`, { token });
      expect(published.body, base).toMatchObject({
        message: 'Draft published',
        data: { item: { [field]: value } },
      });
    }
  });
});
