/** The Team page: inviting a user who then signs in, removing one, and the set-password page. */
import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expectNoAxeViolations,
  readMailedLink,
  signIn,
  signInAs,
  unique,
} from './dashboard-helpers';

function freshEmail(): string {
  return `${unique('member').replace(/\W+/g, '-').toLowerCase()}@example.com`;
}

/**
 * Invites a user from the Team page as an Admin (who sees the Team screen) and returns the link
 * mailed to them.
 */
async function inviteFromTeamPage(page: Page, name: string, email: string): Promise<string> {
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('editor');
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admin' });
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invited');
  return readMailedLink(email, since, '/set-password');
}

/** A signed-out page of its own, as the invitee's browser. */
async function newVisitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('invite a user, who sets a password from the mailed link and signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/dashboard/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('row').filter({ hasText: 'admin@example.com' })).toContainText('You');
  await expectNoAxeViolations(page);

  const email = freshEmail();
  const link = await inviteFromTeamPage(page, 'Invited Colleague', email);

  // The same address again is refused on its field.
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Name').fill('Someone Else');
  await dialog.getByLabel('Email').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('A user with this email already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const invitee = await newVisitor(browser, baseURL);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.getByRole('textbox', { name: 'New Password', exact: true }).fill('welcome123');
  await invitee.getByRole('textbox', { name: 'Confirm New Password' }).fill('welcome124');
  await invitee.getByRole('button', { name: 'Set Password' }).click();
  await expect(invitee.getByText('Passwords do not match')).toBeVisible();
  await invitee.getByRole('textbox', { name: 'Confirm New Password' }).fill('welcome123');
  await invitee.getByRole('button', { name: 'Set Password' }).click();
  await expect(invitee.getByRole('heading', { name: 'Password Set' })).toBeVisible();
  await invitee.waitForURL('**/login');

  await signInAs(invitee, { email, password: 'welcome123' }, '/dashboard/team');
  await expect(invitee.getByRole('row').filter({ hasText: email })).toContainText('You');

  // The link worked once.
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(invitee.getByRole('main').getByRole('alert')).toContainText('has already been used');
  await expectNoAxeViolations(invitee);
  await invitee.context().close();
});

test('remove a user: their open session ends at once', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, '/dashboard/team');
  const email = freshEmail();
  const link = await inviteFromTeamPage(page, 'Leaving Colleague', email);
  const leaving = await newVisitor(browser, baseURL);
  await leaving.goto(link);
  await leaving.getByRole('textbox', { name: 'New Password', exact: true }).fill('goodbye123');
  await leaving.getByRole('textbox', { name: 'Confirm New Password' }).fill('goodbye123');
  await leaving.getByRole('button', { name: 'Set Password' }).click();
  await expect(leaving.getByRole('heading', { name: 'Password Set' })).toBeVisible();
  await signInAs(leaving, { email, password: 'goodbye123' }, '/dashboard/team');

  // Nobody can remove themselves: no button on one's own row.
  const ownRow = page.getByRole('row').filter({ hasText: 'admin@example.com' });
  await expect(ownRow.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Remove Leaving Colleague' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove User' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('User removed successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The removed user's next request is refused and sends them to the sign-in page.
  await leaving.goto('/dashboard/team');
  await leaving.waitForURL(/\/login\?callbackUrl=/);
  await leaving.context().close();
});

test('edit your own name from the Team page', async ({ page }) => {
  await signIn(page, '/dashboard/team');
  const ownRow = page.getByRole('row').filter({ hasText: 'admin@example.com' });
  const before = (await ownRow.getByRole('cell').first().innerText()).replace(/\s*You$/, '');
  await ownRow.getByRole('button', { name: 'Edit name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Your Name' });
  await dialog.getByLabel('Name').fill('Renamed Admin');
  await dialog.getByRole('button', { name: 'Save Name' }).click();
  await expect(dialog).toBeHidden();
  await expect(ownRow).toContainText('Renamed Admin');
  await expect(page.getByRole('banner')).toContainText('Renamed Admin');
  // Put it back for the other tests, as a REST client would: this test is about the dialog, and
  // a second pass through it only raced the first save's page refresh on a slow machine.
  const login = await page.request.post('/api/v1/dashboard/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const restored = await page.request.patch('/api/v1/dashboard/auth/me', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: before },
  });
  expect(restored.status()).toBe(200);
  await page.reload();
  await expect(ownRow).toContainText(before);
});

test('the set-password page, whose address holds a token, sends no referrer', async ({
  request,
}) => {
  const response = await request.get('/set-password?token=abc');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  expect(response.headers()['content-security-policy']).toContain("'nonce-");
  expect(await response.text()).toContain('This link cannot be used');
});
