import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, signIn } from './dashboard-helpers';

test('the sidebar expands on a wide window and collapses on request', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const sidebar = page.locator('aside');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
});

test('the sidebar stays collapsed on a narrower window', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page);
  await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/dashboard\/gallery\/all$/);
});

test('on a phone the sidebar is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/contacts$/);
  await expect(drawer).toHaveCount(0);
});

test('the header shows the user, three notifications and a logout menu', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the overview shows the date, the organization and the quick actions', async ({ page }) => {
  await signIn(page);
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric' });
  await expect(page.getByText(new RegExp(today)).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Organization Details' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Details' }).click();
  await expect(page).toHaveURL(/\/dashboard\/organization$/);
  await page.goBack();
  for (const action of ['Add Service', 'Add Project', 'Upload Images', 'View Contacts']) {
    await expect(page.getByRole('link', { name: action })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
