/** Shared steps of the dashboard and auth browser tests. */
import fs from 'node:fs';
import path from 'node:path';

import { runningEmbeddedUrl } from '@kasar/db/embedded';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';

import { e2eDataDirOf } from '../playwright.config';
import { axeScan } from './axe';
import { waitForHydration } from './site-helpers';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin12345';

/** A name no other test (or earlier run) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

export async function signIn(page: Page, callbackPath = '/dashboard', password = ADMIN_PASSWORD) {
  await signInAs(page, { email: ADMIN_EMAIL, password }, callbackPath);
}

/**
 * Signs in with a password through next-auth's credentials endpoint (the session cookie lands in
 * the page's browser context) and opens `callbackPath`: the step the login form's action takes,
 * without loading the form. The form is filled in by `signInThroughForm` (auth-login.spec.ts) and
 * by the passkey, two-factor and callback-address tests, where an account's second step follows.
 */
export async function signInAs(
  page: Page,
  { email, password }: { email: string; password: string },
  callbackPath = '/dashboard',
) {
  const csrf = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf.csrfToken, email, password },
    maxRedirects: 0,
  });
  // next-auth answers a redirect either way: to the login page with an error when refused.
  expect(answer.headers().location ?? '', `signing in as ${email}`).not.toContain('error=');
  await page.goto(callbackPath);
  await page.waitForURL((url) => url.pathname === callbackPath.split('?')[0]);
  // The server's HTML is on screen before React takes it over: a click in between is lost (a
  // Delete whose confirm never opened failed CI once). The dashboard's shell hydrated, React
  // hydrates whatever part of the page is clicked at once.
  await waitForHydration(page.locator('#dashboard-main'));
}

/** Signs in as a person does: the login form, filled in and sent. */
export async function signInThroughForm(
  page: Page,
  { email, password }: { email: string; password: string },
  callbackPath = '/dashboard',
) {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackPath)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === callbackPath.split('?')[0]);
}

/** A real PNG file of the given colour, as Playwright's file chooser takes it. */
export async function pngFile(name: string, color = { r: 200, g: 90, b: 30 }, size = 64) {
  const buffer = await sharp({
    create: { width: size, height: size, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Waits for the fades and slides under way (not spinners) to end: colours are measured as drawn. */
function settleAnimations(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core with the WCAG 2.1 A and AA rules: no violations allowed. A scan that finds some is
 * made once more after the animations settle again: a toast that began to fade out during the
 * first scan is half transparent there (CI failed on that once), while a real fault is found
 * both times.
 */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  let results = await axeScan(page).analyze();
  if (results.violations.length > 0) {
    await settleAnimations(page);
    results = await axeScan(page).analyze();
  }
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')})`,
    ),
  ).toEqual([]);
}

/** The newest reset link mailed to `to` after `since` (the outbox holds .eml files). */
export function readResetLink(to: string, since: number): Promise<string> {
  return readMailedLink(to, since, '/reset-password');
}

/** The newest link to `pagePath?token=…` mailed to `to` after `since`. */
export async function readMailedLink(to: string, since: number, pagePath: string): Promise<string> {
  const linkPattern = new RegExp(`https?://[^\\s"'<>]+${pagePath}\\?token=[A-Za-z0-9_-]+`);
  const outbox = path.join(e2eDataDirOf(test.info().project.name), 'mail');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((file) => file.endsWith('.eml'))
          .map((file) => path.join(outbox, file))
          .filter((file) => fs.statSync(file).mtimeMs >= since)
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
      : [];
    for (const file of files) {
      const text = fs
        .readFileSync(file, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.includes(to)) continue;
      const match = linkPattern.exec(text);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a link to ${pagePath}`);
}

/** The `json` of a public tRPC query, as the public site reads it. */
export async function publicQuery<T>(page: Page, procedure: string): Promise<T> {
  const response = await page.request.get(`/api/trpc/${procedure}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

/** Saves the organization settings form and waits for its confirmation. */
export async function saveOrganizationSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Organization settings updated successfully!' })
      .first(),
  ).toBeVisible();
}

/**
 * Confirms the open delete dialog named `dialogName` (after checking that it asks `question`,
 * when given) and checks that `success` is announced.
 */
export async function confirmDeletion(
  page: Page,
  dialogName: string,
  success: string,
  question?: string,
) {
  const confirm = page.getByRole('dialog', { name: dialogName });
  if (question) await expect(confirm).toContainText(question);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(success)).toBeVisible();
}

/**
 * A new staff member of a spec's own: invited by the admin (an Owner) over REST with the role
 * `role_id` (by default Admin: every screen but Roles and Backup), the invitation accepted over
 * REST with `password`; the admin's REST token is signed out again.
 */
export async function createStaffUser(
  page: Page,
  {
    name,
    emailPrefix,
    password,
    role_id = 'admin',
  }: { name: string; emailPrefix: string; password: string; role_id?: string },
) {
  const login = await page.request.post('/api/v1/dashboard/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const admin = {
    authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const email = `${emailPrefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
  const since = Date.now();
  const invited = await page.request.post('/api/v1/dashboard/users', {
    headers: admin,
    data: { name, email, role_id },
  });
  expect(invited.ok()).toBe(true);
  const link = await readMailedLink(email, since, '/set-password');
  const accepted = await page.request.post('/api/v1/dashboard/auth/accept-invitation', {
    data: {
      token: new URL(link).searchParams.get('token'),
      new_password: password,
      new_password_confirmation: password,
    },
  });
  expect(accepted.ok()).toBe(true);
  await page.request.post('/api/v1/dashboard/auth/logout', { headers: admin });
  return { email, password };
}

/**
 * Makes the last proof of every session of `email` on the project's server an hour old, as if
 * its holder had signed in long ago: the next action that needs a fresh proof asks 'Confirm it’s
 * you'. Straight in the server's own database, the one way to age a session without waiting.
 */
export async function ageSessionProofs(project: string, email: string) {
  const url = runningEmbeddedUrl(path.join(e2eDataDirOf(project), 'pg'), 'kasar');
  if (!url) throw new Error(`No embedded database is running for the ${project} project`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `UPDATE auth_tokens SET proved_at = now() - interval '1 hour'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
  } finally {
    await client.end();
  }
}
