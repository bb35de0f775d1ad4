import { expect, test, type Page } from '@playwright/test';

import { inlineScriptHashes } from '@kasar/server/script-hashes';
import { signIn } from './dashboard-helpers';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Record<string, string> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // The test servers run on http://localhost: no HSTS there (it is sent when APP_URL is https).
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Fails the test on any Content-Security-Policy violation the page reports. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('public pages forbid framing, plugins and foreign scripts, and stay cacheable', async ({
  request,
}) => {
  for (const path of ['/', '/our-projects', '/services/residential-construction']) {
    const response = await request.get(path);
    const headers = response.headers();
    expectCommonHeaders(headers);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(headers['content-security-policy']);
    expect(csp['default-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    expect(csp['form-action']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    // Static, shared HTML: scripts from this site and exactly the inline scripts this page
    // carries (their hashes), no eval, no other inline script.
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.length).toBeGreaterThan(0);
    expect(csp['script-src']).toBe(["'self'", ...hashes].join(' '));
    expect(csp['frame-src']).toBe('https://www.google.com https://maps.google.com');
    expect(headers['cache-control']).toContain('s-maxage=10');
  }
});

test('public pages run and navigate under their hashed policy without a violation', async ({
  page,
}) => {
  const violations = watchViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A client-side navigation works only once the page's own scripts have run.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(page).toHaveURL(/\/our-projects$/);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('staff pages run only the scripts carrying the request’s nonce', async ({ page }) => {
  const violations = watchViolations(page);
  const login = await page.goto('/login');
  const headers = login?.headers() ?? {};
  expectCommonHeaders(headers);
  const csp = directives(headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(csp['script-src'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(csp['script-src']).toContain("'strict-dynamic'");
  expect(csp['script-src']).not.toContain('unsafe-inline');
  // Every script Next.js rendered carries it (the browser hides nonces from the DOM API's
  // attribute, but not from the property).
  const scripts = await page
    .locator('script')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set([nonce]));
  // A new request, a new nonce.
  const again = directives((await page.request.get('/login')).headers()['content-security-policy']);
  expect(again['script-src']).not.toContain(nonce);

  // The whole sign-in and a few dashboard screens run under it without a violation.
  await signIn(page);
  await page.goto('/dashboard/services/all');
  await expect(page.getByRole('heading', { name: /Services/ }).first()).toBeVisible();
  await page.goto('/dashboard/organization');
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the reset page, whose address holds a token, sends no referrer', async ({ request }) => {
  const response = await request.get('/reset-password?token=abc');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  expect(directives(response.headers()['content-security-policy'])['script-src']).toContain(
    "'nonce-",
  );
});

test('API answers and uploaded files may not load or run anything', async ({ request }) => {
  const api = await request.get('/api/v1/public/services');
  expectCommonHeaders(api.headers());
  expect(directives(api.headers()['content-security-policy'])['default-src']).toBe("'none'");

  const banners = (await (await request.get('/api/v1/public/banner-images')).json()) as {
    data: { image_url: string }[];
  };
  const image = await request.get(banners.data[0]?.image_url ?? '');
  expect(image.status()).toBe(200);
  expectCommonHeaders(image.headers());
  const csp = directives(image.headers()['content-security-policy']);
  expect(csp['default-src']).toBe("'none'");
  expect(Object.keys(csp)).toContain('sandbox');
});

test('the public pages and the API documentation run under their policies', async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await page.goto('/contact-us');
  await expect(page.getByRole('button', { name: /Send Message/ })).toBeVisible();
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui')).toBeVisible();
  expect(violations).toEqual([]);
});
