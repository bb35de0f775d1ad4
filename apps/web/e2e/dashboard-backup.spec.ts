import { backupSigningKeyFrom, checkArchive } from '@kasar/api/backup';
import { expect, test } from '@playwright/test';

import { e2eDataDirOf } from '../playwright.config';
import { existingAuthSecret } from '../scripts/auth-secret';
import { env } from '../src/env';
import { ADMIN_EMAIL, expectNoAxeViolations, signIn } from './dashboard-helpers';

test('Download backup saves an archive restore accepts, and the activity log records it', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, '/dashboard/backup');
  await expect(page.getByRole('heading', { name: 'Backup' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('password hashes');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kasar-backup-\d{8}T\d{6}Z\.tar\.gz$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  // Signed with the server's AUTH_SECRET, as the launcher resolved it.
  const authSecret = existingAuthSecret(env.AUTH_SECRET, e2eDataDirOf(testInfo.project.name));
  if (!authSecret) throw new Error("the server's AUTH_SECRET was not found in its data folder");
  const { manifest, signatureChecked } = await checkArchive(file, {
    signingKey: backupSigningKeyFrom(authSecret),
  });
  expect(signatureChecked).toBe(true);
  expect(manifest.tables.map((table) => table.name)).toContain('services');
  expect(manifest.files.length).toBeGreaterThan(0);

  await page.goto('/dashboard/activity');
  // Newest first: the download is the latest event.
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('Backup downloaded');
  await expect(newest).toContainText(ADMIN_EMAIL);
});
