import { expect, test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expectNoAxeViolations,
  readResetLink,
  signIn,
  signInThroughForm,
} from './dashboard-helpers';

test('signing in goes to the dashboard and shows the user', async ({ page }) => {
  await signInThroughForm(page, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByText(ADMIN_EMAIL).first()).toBeVisible();
});

test('a wrong password shows the server message inline', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login/);
});

test('repeated failed sign-ins show the rate-limit message', async ({ page }) => {
  await page.goto('/login');
  // Limits count per e-mail address, so this one leaves the admin account alone.
  await page.getByLabel('Email').fill('limited@example.com');
  const alert = page.locator('main').getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`wrong ${attempt}`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(alert).toHaveText('Invalid email or password');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(alert).toHaveText(/^Too many attempts\. Try again in \d+ minutes?\.$/);
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the guard remembers the page and returns there with history replaced', async ({ page }) => {
  await page.goto('/dashboard/contacts');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fcontacts/);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/contacts$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login/);
});

test('logout ends the session and the dashboard is guarded again', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard/);
});

test('a session revoked elsewhere sends the user to /login', async ({ page, context }) => {
  await signIn(page, '/dashboard/services');
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  const cookies = await context.cookies();
  // Signing out through the API revokes the server-side session; the old cookie stays behind.
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  await page.request.post('/api/auth/signout', { form: { csrfToken }, maxRedirects: 0 });
  await context.addCookies(cookies);
  // The next tRPC call answers 401: the page goes to /login, remembering where it was.
  await page.getByRole('article').first().getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fservices$/);
  // A page load with the revoked cookie is sent to /login by the dashboard layout.
  await context.addCookies(cookies);
  await page.goto('/dashboard/banners/all');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fbanners%2Fall$/);
});

test('the forgot-password dialog shows the result and clears on close', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password?' });
  await dialog.getByLabel('Email').fill('nobody@example.com');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Password reset instructions sent to your email',
  );
  await expect(dialog.getByRole('status')).toHaveClass(/bg-green-50/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByRole('status')).toHaveCount(0);
});

test('/reset-password without a token goes to /login', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login$/);
});

async function resetPassword(page: Page, to: string): Promise<void> {
  const since = Date.now() - 1000;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password?' });
  await dialog.getByLabel('Email').fill(ADMIN_EMAIL);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByRole('status')).toContainText('sent');
  const link = await readResetLink(ADMIN_EMAIL, since);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(to);
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill(to);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await page.waitForURL(/\/login$/, { timeout: 6000 });
}

test('forgot and reset password end to end, then sign in with the new password', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const newPassword = 'brand-new-secret';
  await resetPassword(page, newPassword);
  await signInThroughForm(page, { email: ADMIN_EMAIL, password: newPassword });
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  // Put the seeded password back for the other tests, the same way.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await resetPassword(page, ADMIN_PASSWORD);
  await signIn(page);
});

test('the reset form checks the passwords before sending', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('abd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('abcdef');
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('abcdef');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired.',
  );
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
});

test('the login page has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/login');
  await expectNoAxeViolations(page);
});
