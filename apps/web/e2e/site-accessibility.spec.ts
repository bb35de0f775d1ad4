import { expect, test } from '@playwright/test';

import { axeScan } from './axe';
import { waitForHydration } from './site-helpers';

const PAGES = [
  '/',
  '/our-projects',
  '/about-us',
  '/services/residential-construction',
  '/contact-us',
];

for (const path of PAGES) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await axeScan(page)
      // Google's map frame is a third-party document.
      .exclude('iframe')
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('the project modal and the lightbox have no violations', async ({ page }) => {
  const scan = () => axeScan(page).include('dialog[open]').analyze();

  await page.goto('/our-projects');
  const card = page.getByTestId('project-card').first();
  await waitForHydration(card);
  await card.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await scan()).violations.map((violation) => violation.id)).toEqual([]);

  await page.goto('/services/residential-construction');
  const hero = page.getByRole('button', { name: 'View gallery of Residential Construction' });
  await waitForHydration(hero);
  await hero.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await scan()).violations.map((violation) => violation.id)).toEqual([]);
});
