/**
 * Cross-site request forgery over real HTTP: a state-changing request to /api/trpc or /api/auth
 * from another site is refused with 403, even with the session cookie the browser attaches; the
 * site's own requests and clients that are not browsers go through.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { adminURL } from '../playwright.config';
import { signIn } from './dashboard-helpers';

const EVIL = 'https://evil.example';
const REFUSED = 'Cross-site request refused';

/** Whether the page's session still answers auth.me. */
async function signedIn(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/trpc/auth.me');
  return response.status() === 200;
}

/**
 * Posts to `path` as a forged request would and checks that it is refused with 403 (saying why,
 * when `explained`) and that the session survived it.
 */
async function expectRefused(
  page: Page,
  path: string,
  options: Parameters<APIRequestContext['post']>[1],
  explained = false,
) {
  const response = await page.request.post(path, options);
  expect(response.status(), path).toBe(403);
  if (explained) expect(await response.text()).toContain(REFUSED);
  expect(await signedIn(page)).toBe(true);
}

test('a cross-site tRPC mutation with the session cookie is refused and changes nothing', async ({
  page,
}) => {
  await signIn(page);
  const json = {
    headers: { origin: EVIL, 'content-type': 'application/json' },
    data: { json: {} },
  };
  await expectRefused(page, '/api/trpc/auth.logout', json, true);

  // A form post (multipart/form-data needs no CORS preflight) without Origin, told apart by
  // the browser's Sec-Fetch-Site.
  await expectRefused(page, '/api/trpc/auth.logout', {
    headers: { 'sec-fetch-site': 'cross-site' },
    multipart: { note: 'forged' },
  });
});

test('cross-site posts to /api/auth are refused', async ({ page }) => {
  await signIn(page);
  for (const path of ['/api/auth/signout', '/api/auth/callback/credentials']) {
    const form = { email: 'admin@example.com', password: 'admin12345', csrfToken: 'x' };
    await expectRefused(page, path, { headers: { origin: EVIL }, form }, true);
  }
  await expectRefused(page, '/api/auth/signout', {
    headers: { 'sec-fetch-site': 'same-site' },
    form: { csrfToken: 'x' },
  });
});

test('the site’s own requests and non-browser clients go through', async ({ page }) => {
  await signIn(page);
  // Only the session cookie is needed: a dashboard left open would notice the sign-out below and
  // move to /login while the test ends, and closing the context then hung in about one run of six.
  await page.goto('about:blank');
  const own = await page.request.post('/api/trpc/auth.logout', {
    headers: {
      origin: adminURL,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
    data: { json: {} },
  });
  expect(own.status()).toBe(200);
  expect(await signedIn(page)).toBe(false);

  // No Origin and no Sec-Fetch-Site: not a browser, so not a forged request.
  const script = await page.request.post('/api/trpc/public.submitContact', {
    headers: { 'content-type': 'application/json' },
    data: { json: {} },
  });
  expect(script.status()).toBe(400);
  // Reads are never refused.
  const read = await page.request.get('/api/trpc/public.services', { headers: { origin: EVIL } });
  expect(read.status()).toBe(200);
});
