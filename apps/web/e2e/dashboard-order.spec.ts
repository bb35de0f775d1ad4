/**
 * The order screens of the dashboard's lists pass axe, and a project chosen as featured is the
 * one the home page's Featured Projects shows.
 */
import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, signIn } from './dashboard-helpers';

for (const [path, button, list] of [
  ['/dashboard/banners/all', 'Arrange order', 'Carousel order'],
  ['/dashboard/services/all', 'Arrange order', 'Service order'],
  ['/dashboard/projects/all', 'Order & featured', 'Project order'],
  ['/dashboard/gallery/all', 'Arrange order', 'Gallery order'],
] as const) {
  test(`the ${list.toLowerCase()} screen passes axe and goes back to the list`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, path);
    await page.getByRole('button', { name: button }).click();
    // The gallery tests that ran before may have emptied every gallery: its empty state counts.
    await expect(
      page
        .getByRole('list', { name: list })
        .getByRole('listitem')
        .first()
        .or(page.getByText('This project has no images yet.')),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page.getByRole('list', { name: list })).toHaveCount(0);
  });
}

test('a featured project is the one the home page features', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, '/dashboard/projects/all');
  await page.getByRole('button', { name: 'Order & featured' }).click();
  const list = page.getByRole('list', { name: 'Project order' });
  const row = list.getByRole('listitem').last();
  const title = (await row.locator('span.font-medium').textContent()) ?? '';
  const featured = list.getByRole('switch', { name: `Feature ${title} on the home page` });
  await featured.click();
  await expect(page.getByText('Project featured on the home page')).toBeVisible();
  await expect(featured).toHaveAttribute('aria-checked', 'true');
  try {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Featured Projects' });
    await expect(strip.getByRole('listitem')).toHaveCount(1);
    await expect(strip.getByRole('listitem')).toContainText(title);
  } finally {
    await page.goto('/dashboard/projects/all');
    await page.getByRole('button', { name: 'Order & featured' }).click();
    await page.getByRole('switch', { name: `Feature ${title} on the home page` }).click();
    await expect(page.getByText('Project no longer featured')).toBeVisible();
  }
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured Projects' }).getByRole('listitem'),
  ).toHaveCount(4);
});
