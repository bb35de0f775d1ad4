/**
 * Passkeys and sessions in a real browser: Chromium's virtual authenticator (over the DevTools
 * protocol) creates a passkey on the Security screen and signs in with it alone; ending a
 * session in one browser signs the other out. A staff account of this spec's own keeps the
 * admin's sessions, which other specs use, untouched.
 */
import { expect, test, type Page } from '@playwright/test';

import { createStaffUser, expectNoAxeViolations, signInAs } from './dashboard-helpers';

const STAFF_PASSWORD = 'passkey-spec-1';

/** A platform authenticator on this page that holds discoverable passkeys and verifies its user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

async function openSecurity(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/dashboard\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
}

test('register a passkey on the Security screen, sign out, and sign in with it alone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const staff = await createStaffUser(page, {
    name: 'Passkey Tester',
    emailPrefix: 'passkeys',
    password: STAFF_PASSWORD,
  });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await signInAs(page, staff);
  await openSecurity(page);
  await expect(page.getByText('You have no passkey yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Passkey name' }).fill('Test laptop');
  await page.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByRole('cell', { name: 'Test laptop', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Test laptop/ })).toContainText('Never');
  // The authenticator holds it as a discoverable credential: no e-mail is needed to use it.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login**');

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login**');

  // With a passkey, the password alone no longer signs in: the passkey is the second step.
  await page.getByLabel('Email').fill(staff.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Use your passkey to finish signing in.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await openSecurity(page);
  await expect(page.getByRole('row', { name: /Test laptop/ })).not.toContainText('Never');

  // Removed, it signs in no more.
  await page.getByRole('button', { name: 'Remove the passkey Test laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('You have no passkey yet.')).toBeVisible();
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('This passkey is not recognised')).toBeVisible();
});

test('ending a session on the Security screen signs the other browser out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const staff = await createStaffUser(page, {
    name: 'Passkey Tester',
    emailPrefix: 'passkeys',
    password: STAFF_PASSWORD,
  });
  await signInAs(page, staff);
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await elsewhere.newPage();
  await signInAs(otherPage, staff);

  await openSecurity(page);
  const sessions = page.getByRole('region', { name: 'Your sessions and tokens' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByText('This session')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await sessions.getByRole('button', { name: /^End the session/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
  await expect(sessions.getByRole('row')).toHaveCount(2);

  // The other browser's next request finds its session gone and returns to the sign-in page.
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/login/);
  await elsewhere.close();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
});
