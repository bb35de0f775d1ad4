/**
 * Staff previews of disabled content: the real public page in draft mode with a 'Preview — not
 * public' bar, for a signed-in staff member only; visitors and the cached pages never see it.
 */
import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { adminURL, e2eDataDirs } from '../playwright.config';
import { expectNoAxeViolations, pngFile, signIn, unique } from './dashboard-helpers';

interface CreatedService {
  result: { data: { json: { id: string; slug: string; name: string } } };
}

async function createDisabledService(page: Page) {
  const response = await page.request.post('/api/trpc/services.create', {
    data: {
      json: {
        name: unique('Preview Works'),
        headline: 'Interiors that are not public yet',
        description: 'A service the firm is preparing and has not enabled yet.',
        features: [{ title: 'Space planning' }],
        is_enabled: false,
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as CreatedService).result.data.json;
}

/** Whether any entry of the server's page cache (pages and data, on disk) mentions `text`. */
function pageCacheMentions(text: string): boolean {
  const folder = path.join(e2eDataDirs.admin, 'cache');
  if (!fs.existsSync(folder)) return false;
  const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true });
  return files.some(
    (entry) =>
      entry.isFile() &&
      fs.readFileSync(path.join(entry.parentPath, entry.name), 'latin1').includes(text),
  );
}

/** What a visitor with no cookies at all gets. */
async function asVisitor(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: adminURL });
  const visitor = await context.newPage();
  const response = await visitor.goto(path);
  const html = await visitor.content();
  const bar = await visitor.getByText('Preview — not public').count();
  await context.close();
  return { status: response?.status(), html, bar };
}

test('a disabled service is previewed by staff only, and visitors and the cache never see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '/dashboard');
  const service = await createDisabledService(page);
  const path = `/services/${service.slug}`;

  // A visitor asks first, so the 404 is what the page cache holds.
  expect((await asVisitor(browser, path)).status).toBe(404);

  await page.goto('/dashboard/services/all');
  const card = page.getByRole('article', { name: service.name });
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: `Preview ${service.name} (opens in a new tab)` }).click(),
  ]);
  await preview.waitForURL((url) => url.pathname === path);
  await expect(preview.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  const bar = preview.getByRole('region', { name: 'Preview' });
  await expect(bar.getByText('Preview — not public')).toBeVisible();
  await expectNoAxeViolations(preview);
  const rendered = await preview.request.get(path);
  expect(rendered.headers()['cache-control']).toMatch(/private|no-store/);

  // Neither a visitor nor the draft cookie without a session sees it, and the cache kept the 404.
  const visitor = await asVisitor(browser, path);
  expect(visitor.status).toBe(404);
  expect(visitor.bar).toBe(0);
  expect(visitor.html).not.toContain(service.name);
  const draftCookie = (await page.context().cookies()).find(
    (cookie) => cookie.name === '__prerender_bypass',
  );
  expect(draftCookie).toBeDefined();
  const cookieOnly = await browser.newContext({ baseURL: adminURL });
  await cookieOnly.addCookies(draftCookie ? [draftCookie] : []);
  const withoutSession = await cookieOnly.request.get(path);
  expect(withoutSession.status()).toBe(404);
  expect(await withoutSession.text()).not.toContain('Preview — not public');
  await cookieOnly.close();
  const home = await asVisitor(browser, '/');
  expect(home.html).not.toContain(service.name);
  // The preview render was written nowhere: no page or data entry of the cache holds it.
  expect(pageCacheMentions(service.name)).toBe(false);

  await bar.getByRole('link', { name: 'Exit preview' }).click();
  await preview.waitForURL((url) => url.pathname === path);
  await expect(preview.getByText('Preview — not public')).toHaveCount(0);
  expect((await preview.request.get(path)).status()).toBe(404);
});

test('a draft of a live service: the public page stays, the preview shows it, the save publishes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/dashboard');
  const created = await page.request.post('/api/trpc/services.create', {
    data: {
      json: {
        name: unique('Drafted Works'),
        headline: 'The headline everyone sees',
        description: 'A live service whose next text is being prepared.',
        features: [{ title: 'Site visits' }],
        is_enabled: true,
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const service = ((await created.json()) as CreatedService).result.data.json;
  const path = `/services/${service.slug}`;

  await page.goto('/dashboard/services/all');
  await page.getByRole('searchbox', { name: 'Search services' }).fill(service.name);
  const card = page.getByRole('article', { name: service.name });
  await card.getByRole('button', { name: 'Edit' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await dialog
    .getByRole('textbox', { name: 'Headline', exact: true })
    .fill('The headline of next week');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved — not public yet')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The public page and the card keep the published text.
  const visitor = await asVisitor(browser, path);
  expect(visitor.status).toBe(200);
  expect(visitor.html).toContain('The headline everyone sees');
  expect(visitor.html).not.toContain('The headline of next week');
  await expect(card.getByText('The headline everyone sees')).toBeVisible();

  // The form opens on the draft, says so, and previews it on the real page.
  await card.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(
    dialog
      .getByRole('status')
      .filter({ hasText: /^Draft saved by .+ at \d{2}:\d{2} — not public$/ }),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(
    'The headline of next week',
  );
  await expectNoAxeViolations(page);
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    dialog
      .getByRole('link', { name: `Preview the draft of ${service.name} (opens in a new tab)` })
      .click(),
  ]);
  await preview.waitForURL((url) => url.pathname === path);
  await expect(preview.getByText('The headline of next week')).toBeVisible();
  await expect(preview.getByText('Preview — not public')).toBeVisible();
  await preview.close();
  expect((await asVisitor(browser, path)).html).not.toContain('The headline of next week');

  // 'Update Service' publishes the draft, as a save always did.
  await dialog.getByRole('button', { name: 'Update Service' }).click();
  await expect(page.getByText('Service updated successfully')).toBeVisible();
  await expect(card.getByText('The headline of next week')).toBeVisible();
  expect((await asVisitor(browser, path)).html).toContain('The headline of next week');
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit Service' }).getByText(/^Draft saved by/),
  ).toHaveCount(0);
});

test('a disabled banner shows in the home carousel of a preview only', async ({
  page,
  browser,
}) => {
  await signIn(page, '/dashboard');
  const headline = unique('Coming soon banner');
  await page.goto('/dashboard/banners/add');
  await page.getByLabel('Banner Image').setInputFiles(await pngFile('soon.png'));
  await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Create Banner' }).click();
  await expect(page).toHaveURL(/\/dashboard\/banners\/all$/);

  const card = page.getByRole('article', { name: headline });
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: `Preview ${headline} (opens in a new tab)` }).click(),
  ]);
  await preview.waitForURL((url) => url.pathname === '/');
  await expect(preview.locator('h1').filter({ hasText: headline })).toHaveCount(1);
  await expect(preview.getByText('Preview — not public')).toBeVisible();
  expect((await asVisitor(browser, '/')).html).not.toContain(headline);
});

test('the preview link opens only public pages of this site, and only for staff', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: adminURL });
  const signedOut = await context.request.get('/api/preview?path=%2F', { maxRedirects: 0 });
  expect(signedOut.status()).toBe(307);
  expect(signedOut.headers().location).toMatch(/\/login\?callbackUrl=/);
  expect(signedOut.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  await context.close();

  await signIn(page, '/dashboard');
  for (const path of ['//evil.example/', 'https://evil.example/', '/dashboard', '/api/v1']) {
    const response = await page.request.get(`/api/preview?path=${encodeURIComponent(path)}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
  }
});
