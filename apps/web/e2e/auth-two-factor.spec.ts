/**
 * Authenticator codes in a real browser: a staff member of this spec's own sets them up on the
 * Security screen (codes computed here from the key shown as text, with the same library the
 * server uses), signs out, and signing in then asks for a code; a recovery code works once; a
 * password reset keeps the second step. The admin's sessions, which other specs use, stay
 * untouched.
 */
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { createStaffUser, expectNoAxeViolations, readMailedLink } from './dashboard-helpers';

const STAFF_PASSWORD = 'two-factor-spec-1';
const NEW_PASSWORD = 'two-factor-spec-2';

/** The code an authenticator app shows for `key`, `stepOffset` 30-second steps from now. */
function codeFor(key: string, stepOffset = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  return totp.generate({ timestamp: Date.now() + stepOffset * 30_000 });
}

async function passwordStep(page: Page, account: { email: string; password: string }) {
  await page.goto('/login?callbackUrl=%2Fdashboard');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toBeVisible();
  // No session yet: the dashboard still sends the browser to sign in.
  expect(page.url()).toContain('/login');
}

async function secondStep(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login**');
}

test('set up codes, sign in with a code and a recovery code, and keep the step after a reset', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await createStaffUser(page, {
    name: 'Two Factor Tester',
    emailPrefix: 'two-factor',
    password: STAFF_PASSWORD,
  });
  await page.goto('/login?callbackUrl=%2Fdashboard%2Fsecurity');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/security');

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const key = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code of the authenticator key' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allTextContents();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor sign-in is on. Recovery codes left: 10')).toBeVisible();
  // The Team screen's requirement switch (left as it is: other specs share this server).
  await page.goto('/dashboard/team');
  await expect(
    page.getByRole('checkbox', { name: 'Require two-factor sign-in for all staff' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await signOut(page);

  // The password alone gives no session; the next step's code does (this step's was used).
  await passwordStep(page, staff);
  await expectNoAxeViolations(page);
  await secondStep(page, '000000');
  await expect(page.getByText('This code is not right, or was already used')).toBeVisible();
  await secondStep(page, codeFor(key, 1));
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await signOut(page);

  // A recovery code works once.
  await passwordStep(page, staff);
  await secondStep(page, recovery[0] ?? '');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await signOut(page);
  await passwordStep(page, staff);
  await secondStep(page, recovery[0] ?? '');
  await expect(page.getByText('This code is not right, or was already used')).toBeVisible();

  // A step whose 5 minutes ran out (its cookie is gone) asks to sign in again, e-mail kept.
  await page.context().clearCookies({ name: /second-step/ });
  await secondStep(page, recovery[1] ?? '');
  await expect(
    page.getByText('This sign-in has expired. Please sign in with your password again.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(staff.email);

  // A password reset sets the password; signing in still asks for a code.
  const since = Date.now();
  const forgot = await page.request.post('/api/v1/dashboard/auth/forgot-password', {
    data: { email: staff.email },
  });
  expect(forgot.ok()).toBe(true);
  const link = await readMailedLink(staff.email, since, '/reset-password');
  const reset = await page.request.post('/api/v1/dashboard/auth/reset-password', {
    data: {
      token: new URL(link).searchParams.get('token'),
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    },
  });
  expect(reset.ok()).toBe(true);
  await page.context().clearCookies();
  await passwordStep(page, { email: staff.email, password: NEW_PASSWORD });
  await secondStep(page, recovery[1] ?? '');
  await page.waitForURL((url) => url.pathname === '/dashboard');
});
