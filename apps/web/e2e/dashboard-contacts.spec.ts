import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, signIn, unique } from './dashboard-helpers';

test('contact submissions are searched, counted, viewed and deleted', async ({ page }) => {
  const name = unique('Priya Sharma').replace(/[0-9]/g, 'x');
  const response = await page.request.post('/api/trpc/public.submitContact', {
    data: {
      json: {
        name,
        email: 'priya@example.com',
        mobile: '+919876543210',
        subject: 'New office building',
        message: 'We would like a quote for a three-storey office building.',
        purpose: 'Commercial Projects',
      },
    },
  });
  expect(response.ok()).toBe(true);

  await signIn(page, '/dashboard/contacts');
  await expect(page.getByRole('heading', { name: 'Contact Submissions' })).toBeVisible();
  await expect(page.getByText('This Week')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `View submission from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Submission' });
  await expect(dialog).toContainText('We would like a quote for a three-storey office building.');
  await expect(dialog).toContainText('+919876543210');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Submission' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Contact submission deleted successfully')).toBeVisible();
  await expect(page.getByText('No submissions found matching your search.')).toBeVisible();
});
