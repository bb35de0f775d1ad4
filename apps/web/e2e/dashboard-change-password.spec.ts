import { expect, test, type Page } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoAxeViolations, signIn } from './dashboard-helpers';

const NEW_PASSWORD = 'changed-secret-1';
const BANNER = /still has the development password/;

/** Puts the seeded password back over REST, whatever state a failed test left. */
async function restoreSeededPassword(page: Page) {
  const login = await page.request.post('/api/v1/dashboard/auth/login', {
    data: { email: ADMIN_EMAIL, password: NEW_PASSWORD },
  });
  if (!login.ok()) return;
  const { data } = (await login.json()) as { data: { token: string } };
  const changed = await page.request.post('/api/v1/dashboard/auth/change-password', {
    headers: { authorization: `Bearer ${data.token}` },
    data: {
      current_password: NEW_PASSWORD,
      new_password: ADMIN_PASSWORD,
      new_password_confirmation: ADMIN_PASSWORD,
    },
  });
  expect(changed.ok()).toBe(true);
}

test.afterEach(async ({ page }) => {
  await restoreSeededPassword(page);
});

test('the development password banner leads to Change password, which ends the other sessions', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Change password' })).toHaveAttribute(
    'href',
    '/dashboard/change-password',
  );

  // Another session of the same account, in another browser.
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await elsewhere.newPage();
  await signIn(otherPage);

  // The user menu leads to the page too.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/dashboard\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expectNoAxeViolations(page);

  const current = page.getByRole('textbox', { name: 'Current Password' });
  const fresh = page.getByRole('textbox', { name: 'New Password', exact: true });
  const confirmation = page.getByRole('textbox', { name: 'Confirm New Password' });
  const submit = page.getByRole('button', { name: 'Change Password' });

  // Checked in the browser with the shared schema: each error under its field.
  await fresh.fill('abc');
  await confirmation.fill('abd');
  await submit.click();
  await expect(current).toHaveAccessibleDescription(/Current password is required/);
  await expect(fresh).toHaveAccessibleDescription(/Password must be at least 6 characters long/);
  await expect(confirmation).toHaveAccessibleDescription(/Passwords do not match/);
  await expectNoAxeViolations(page);

  // Checked by the server: a wrong current password is named on its field.
  await current.fill('not-my-password');
  await fresh.fill(NEW_PASSWORD);
  await confirmation.fill(NEW_PASSWORD);
  await submit.click();
  await expect(current).toHaveAccessibleDescription(/Current password is incorrect/);

  await current.fill(ADMIN_PASSWORD);
  await submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password changed.' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toHaveCount(0);

  // This session stays; the other one has ended.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toHaveCount(0);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/login/);
  await elsewhere.close();
});
