import { expect, test } from '@playwright/test';

import {
  expectDialogOpenedMidScrollHoldsWheel,
  expectOutsideClickCloses,
  watchScrollingBehindDialogs,
  waitForHydration,
} from './site-helpers';

test('a service page shows its hero, statistics, features and offerings', async ({ page }) => {
  await page.goto('/services/residential-construction');
  await expect(
    page.getByRole('heading', { name: 'Residential Construction', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByTestId('statistic-projectsCompleted').locator('dd')).toHaveText(/^\d+\+$/);
  await expect(page.getByTestId('statistic-satisfiedClients').locator('dd')).toHaveText(/^\d+%$/);
  await expect(page.getByTestId('statistic-onTimeDelivery').locator('dd')).toHaveText(/^\d+%$/);
  await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What We Offer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Project Gallery' })).toBeVisible();
});

test('the lightbox opens at the clicked image, wraps and closes every way', async ({ page }) => {
  await page.goto('/services/residential-construction');
  const thumbnails = page.getByRole('button', { name: /^View Residential Construction image / });
  await waitForHydration(thumbnails);
  const total = (await thumbnails.count()) + 1;
  expect(total).toBeGreaterThan(2);

  await thumbnails.nth(1).click();
  const dialog = page.getByRole('dialog');
  const counter = dialog.getByTestId('image-counter');
  await expect(counter).toHaveText(`3 / ${total}`);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(`4 / ${total}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'View gallery of Residential Construction' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await dialog.getByRole('button', { name: 'Show image 2' }).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await dialog.getByRole('button', { name: 'Close gallery' }).click();
  await expect(dialog).toBeHidden();

  await expectOutsideClickCloses(page, thumbnails.first(), dialog, [5, 400]);
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('the page behind the lightbox stays still: no scroll goes on, no wheel reaches it', async ({
  page,
}) => {
  await page.goto('/services/residential-construction');
  const thumbnails = page.getByRole('button', { name: /^View Residential Construction image / });
  await waitForHydration(thumbnails);
  await thumbnails.first().focus();
  await watchScrollingBehindDialogs(page);
  await expectDialogOpenedMidScrollHoldsWheel(page, 5);
});

test('an unknown service answers 404 with Service Not Found', async ({ page }) => {
  const response = await page.goto('/services/no-such-service');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
  await expect(
    page.getByText('We apologize, but the requested service details could not be loaded.'),
  ).toBeVisible();
});

test('an unknown address shows the designed 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
});
