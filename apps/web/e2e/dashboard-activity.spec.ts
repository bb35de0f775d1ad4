import { expect, test } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expectNoAxeViolations,
  saveOrganizationSettings,
  signIn,
} from './dashboard-helpers';

test('the activity page shows an edit just made, filters by event, and passes axe', async ({
  page,
}) => {
  const phone = `+9198${String(Date.now()).slice(-8)}`;
  await signIn(page, '/dashboard/organization');
  await page.getByRole('textbox', { name: 'Mobile' }).fill(phone);
  await saveOrganizationSettings(page);

  await page.getByRole('link', { name: 'Activity' }).first().click();
  await page.waitForURL('**/dashboard/activity');
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  const rows = page.getByRole('row');
  // Newest first: the edit, by the signed-in admin, with the field that changed.
  const newest = rows.nth(1);
  await expect(newest).toContainText('Organization edited');
  await expect(newest).toContainText(ADMIN_EMAIL);
  await expect(newest).toContainText('mobile:');
  await expect(newest).toContainText(phone);
  await expect(page.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Event').selectOption({ label: 'Sign-in and passwords: Signed in' });
  await expect(page.getByRole('row').filter({ hasText: 'Organization edited' })).toHaveCount(0);
  await expect(rows.nth(1)).toContainText('Signed in');
  await expect(rows.nth(1)).toContainText(ADMIN_EMAIL);

  await page.getByLabel('Event').selectOption({ label: 'Organization: all' });
  await expect(rows.nth(1)).toContainText('Organization edited');
  await expect(page.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
