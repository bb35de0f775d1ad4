/**
 * Preview links (docs/publishing.md): 'Share preview' makes a link that shows the public site
 * with one item's draft applied (a disabled item shown) to anyone who has it, until it expires or
 * is revoked; only the token's hash is stored; making one needs a fresh proof of the user.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import {
  createProject,
  createService,
  formData,
  projectInput,
  serviceForm,
} from '../../test/fixtures';
import { createHarness, type Caller, type Harness } from '../../test/harness';
import { expectError, expectFieldError, rejectionOf } from '../../test/expect';
import { restClient } from '../../test/rest-client';
import { startRestServer } from '../../test/rest-server';
import { imageFile } from '../../test/samples';
import { readWithDrafts } from '../domain/drafts';
import { openPreviewLink, previewLinkItem } from '../domain/preview-links';
import { publicPortfolioPage, publicServiceWithGalleryPage } from '../domain/public-site';
import { FreshProofRequiredError } from '../errors';

let h: Harness;
let api: Caller;

beforeAll(async () => {
  h = await createHarness();
  // A token issued now counts as a fresh proof of who its holder is.
  api = await h.signedIn({ authToken: await h.issueToken() });
});
afterAll(() => h.close());

const tokenOf = (url: string) => url.replace(/^http:\/\/localhost:3999\/preview\//, '');
const page = { page: 1, limit: 12 };

describe('a preview link of a draft', () => {
  it('shows that draft to anyone with the link, no other, and records when it was opened', async () => {
    const live = await createService(api, { name: 'Previewed Homes' });
    const other = await createService(api, { name: 'Other Homes' });
    await api.services.saveDraft(
      serviceForm({ name: 'Previewed Homes', headline: 'Shown to the client only' }, live.id),
    );
    await api.services.saveDraft(
      serviceForm({ name: 'Other Homes', headline: 'Not in this preview' }, other.id),
    );
    const shared = await api.services.sharePreview({ id: live.id, days: 7 });
    expect(shared).toMatchObject({
      url: expect.stringMatching(/^http:\/\/localhost:3999\/preview\/[A-Za-z0-9_-]{43}$/) as string,
      path: `/services/${live.slug}`,
      created_by: 'Site Admin',
      last_opened_at: null,
      status: 'active',
    });
    expect(new Date(shared.expires_at).getTime() - new Date(shared.created_at).getTime()).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
    const token = tokenOf(shared.url);

    const item = await previewLinkItem(h.services, token);
    expect(item).toMatchObject({
      items: [{ entity: 'SERVICE', entityId: live.id, draft: true, enable: true }],
      path: shared.path,
    });
    const read = (slug: string) =>
      readWithDrafts(
        h.services,
        (deps) => publicServiceWithGalleryPage(deps, slug, page),
        item?.items,
      );
    expect((await read(live.slug)).headline).toBe('Shown to the client only');
    expect((await read(other.slug)).headline).toBe(other.headline);
    // Nothing reached the live rows.
    expect((await api.services.get({ id: live.id })).headline).toBe(live.headline);

    expect(await openPreviewLink(h.services, token)).not.toBeNull();
    const [listed] = await api.services.previewLinks({ id: live.id });
    expect(listed).toMatchObject({ id: shared.id, last_opened_at: expect.any(String) as string });
    expect(listed).not.toHaveProperty('url');

    // Only the token's hash is stored.
    const row = await h.database.db.previewLink.findUniqueOrThrow({ where: { id: shared.id } });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('shows a disabled project in the portfolio, and stops working when revoked or expired', async () => {
    const service = await createService(api, { name: 'Unlaunched Work' });
    const project = await createProject(api, service.id, {
      title: 'Not Yet Announced',
      is_enabled: false,
    });
    const shared = await api.projects.sharePreview({ id: project.id, days: 1 });
    expect(shared.path).toBe('/our-projects');
    const token = tokenOf(shared.url);
    const item = await previewLinkItem(h.services, token);
    const titles = async (only?: typeof item) =>
      (
        await readWithDrafts(
          h.services,
          (deps) => publicPortfolioPage(deps, { service: service.slug, page: 1, limit: 12 }),
          only?.items,
        )
      ).data.map((shown) => shown.title);
    expect(item).toMatchObject({ items: [{ entity: 'PROJECT', entityId: project.id }] });
    expect(await titles(item)).toEqual(['Not Yet Announced']);
    expect(await titles()).toEqual([]);
    expect((await api.projects.get({ id: project.id })).is_enabled).toBe(false);

    expect(await api.projects.revokePreview({ id: project.id, link_id: shared.id })).toEqual({
      message: 'Preview link revoked',
    });
    expect(await previewLinkItem(h.services, token)).toBeNull();
    expect(await openPreviewLink(h.services, token)).toBeNull();
    await expectError(
      api.projects.revokePreview({ id: project.id, link_id: shared.id }),
      'NOT_FOUND',
      'There is no such preview link, or it was revoked already',
    );
    expect((await api.projects.previewLinks({ id: project.id }))[0]?.status).toBe('revoked');

    const second = await api.projects.sharePreview({ id: project.id, days: 1 });
    h.clock.now = new Date(Date.now() + 25 * 60 * 60 * 1000);
    onTestFinished(() => h.resetClock());
    expect(await previewLinkItem(h.services, tokenOf(second.url))).toBeNull();
    expect((await api.projects.previewLinks({ id: project.id }))[0]?.status).toBe('expired');
  });

  it('is refused for a live item without a draft, an unknown one, a bad length, and without a fresh proof', async () => {
    const live = await createService(api, { name: 'Nothing To Preview' });
    await expectFieldError(api.services.sharePreview({ id: live.id, days: 7 }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'There is nothing to preview: it is live and has no draft',
    });
    await expectFieldError(api.services.sharePreview({ id: live.id, days: 3 }), {
      field: 'days',
      message: 'Days must be 1, 7 or 30',
    });
    await expectError(
      api.services.sharePreview({ id: 'nosuchservice', days: 7 }),
      'NOT_FOUND',
      'Service not found',
    );
    await api.services.saveDraft(serviceForm({ name: 'Nothing To Preview' }, live.id));
    h.clock.now = new Date(Date.now() + 60 * 60 * 1000);
    onTestFinished(() => h.resetClock());
    const stale = await rejectionOf(api.services.sharePreview({ id: live.id, days: 7 }));
    expect(stale.code).toBe('FORBIDDEN');
    expect(stale.cause).toBeInstanceOf(FreshProofRequiredError);
    expect(await h.database.db.previewLink.count({ where: { entityId: live.id } })).toBe(0);
  });
});

describe('a staff preview', () => {
  it('shows a project draft in the paged portfolio (its reads run inside the preview transaction)', async () => {
    const service = await createService(api, { name: 'Paged Previews' });
    const project = await createProject(api, service.id, { title: 'Paged Original' });
    await api.projects.saveDraft({
      id: project.id,
      ...projectInput(service.id, { title: 'Paged Draft Title' }),
    });
    const page = await readWithDrafts(h.services, (deps) =>
      publicPortfolioPage(deps, { service: service.slug, page: 1, limit: 12 }, { preview: true }),
    );
    expect(page.data.map((shown) => shown.title)).toEqual(['Paged Draft Title']);
    expect(page.pagination.total).toBe(1);
  });
});

describe('over REST', () => {
  it('shares, lists and revokes with the documented paths and messages', async () => {
    const token = await h.issueToken(h.admin.id);
    const server = await startRestServer(h.services);
    onTestFinished(() => server.close());
    const call = (method: string, path: string, body?: unknown) =>
      restClient(server.url)(method, path, { token, json: body });
    const service = await createService(api, { name: 'Rest Previews' });
    await api.services.saveDraft(
      serviceForm({ name: 'Rest Previews', headline: 'A drafted headline to preview' }, service.id),
    );
    const project = await createProject(api, service.id, {
      title: 'Rest Preview',
      is_enabled: false,
    });
    const banner = await api.banners.create(
      formData({ headline: 'Rest Preview Slide', image: await imageFile('slide.png') }),
    );
    await api.banners.saveDraft(formData({ id: banner.id, headline: 'Rest Preview Slide, v2' }));
    for (const base of [
      `/dashboard/services/${service.id}/preview-links`,
      `/dashboard/service-projects/${project.id}/preview-links`,
      `/dashboard/banner-images/${banner.id}/preview-links`,
    ]) {
      const made = await call('POST', base, {});
      expect(made.status, base).toBe(200);
      expect(made.body, base).toMatchObject({
        success: true,
        message: 'Preview link made: copy it now, it is shown once',
        data: { status: 'active', url: expect.stringContaining('/preview/') as string },
      });
      const id = (made.body.data as { id: string }).id;
      expect((await call('GET', base)).body, base).toMatchObject({
        data: [{ id, status: 'active' }],
      });
      expect((await call('DELETE', `${base}/${id}`)).body, base).toMatchObject({
        success: true,
        message: 'Preview link revoked',
      });
      expect((await call('DELETE', `${base}/${id}`)).status, base).toBe(404);
    }
  });
});
