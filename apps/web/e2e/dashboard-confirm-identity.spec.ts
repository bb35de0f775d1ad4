import { expect, test } from '@playwright/test';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ageSessionProofs,
  expectNoAxeViolations,
  signIn,
} from './dashboard-helpers';

const CONFIRM = 'Confirm it’s you';

test('a session signed in long ago confirms it is its holder before adding a factor or taking a backup', async ({
  page,
}, testInfo) => {
  await signIn(page, '/dashboard/security');
  await ageSessionProofs(testInfo.project.name, ADMIN_EMAIL);

  // Setting up an authenticator app asks for the password first; a wrong one says so.
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: CONFIRM });
  await expect(dialog.getByRole('heading', { name: CONFIRM })).toBeVisible();
  await expect(dialog).toContainText('You will not be asked again for the next 10 minutes.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Your password' }).fill('not the password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('This password is not right')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your password' }).fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  // The action goes on by itself once confirmed.
  await expect(page.getByRole('img', { name: 'QR code of the authenticator key' })).toBeVisible();

  // The backup: Cancel gives up the download; confirming starts it.
  await ageSessionProofs(testInfo.project.name, ADMIN_EMAIL);
  await page.goto('/dashboard/backup');
  await page.getByRole('link', { name: 'Download backup' }).click();
  await expect(dialog.getByRole('heading', { name: CONFIRM })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('link', { name: 'Download backup' }).click();
  await dialog.getByRole('textbox', { name: 'Your password' }).fill(ADMIN_PASSWORD);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kasar-backup-.*\.tar\.gz$/);
  // Within the 10 minutes, no second question.
  const again = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download backup' }).click();
  await again;
  await expect(dialog).toHaveCount(0);
});
