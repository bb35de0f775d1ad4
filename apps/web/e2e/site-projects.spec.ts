import { expect, test, type Page } from '@playwright/test';

import { PROJECTS_PER_PAGE } from '../src/components/site/paging';

import {
  adminMutation,
  expectDialogClosed,
  expectDialogOpenedMidScrollHoldsWheel,
  expectFocusKeptUntilEscape,
  expectOutsideClickCloses,
  watchScrollingBehindDialogs,
  publicQuery,
  signIn,
  waitForHydration,
  type PublicProjectRow,
} from './site-helpers';

/** Opens the portfolio and focuses its card number `index` (from 0), once React handles it. */
async function focusCard(page: Page, index: number) {
  await page.goto('/our-projects');
  await waitForHydration(page.getByTestId('project-card'));
  const card = page.getByTestId('project-card').nth(index);
  await card.focus();
  return card;
}

test('the portfolio shows the header banner, filters and its first page of projects in two columns', async ({
  page,
}) => {
  await page.goto('/our-projects');
  await waitForHydration(page.getByTestId('project-card'));
  await expect(page.getByRole('heading', { name: 'Our Projects', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Delivering quality and innovation in every structure'),
  ).toBeVisible();
  const banner = page.locator('main > div').first();
  expect((await banner.boundingBox())?.height).toBe(200);

  const filters = page.getByRole('navigation', { name: 'Filter projects by service' });
  await expect(filters.getByRole('link')).toHaveText([
    'All',
    'Residential Construction',
    'Commercial Projects',
    'Renovation & Remodeling',
    'Infrastructure Development',
    'Industrial Construction',
  ]);
  const every = Object.values(
    await publicQuery<Record<string, PublicProjectRow[]>>(page.request, 'projectsByService'),
  ).flat();
  expect(every.length).toBeGreaterThan(PROJECTS_PER_PAGE);
  const cards = page.getByTestId('project-card');
  await expect(cards).toHaveCount(PROJECTS_PER_PAGE);
  const [first, second] = await Promise.all([
    cards.nth(0).boundingBox(),
    cards.nth(1).boundingBox(),
  ]);
  expect(first?.y).toBe(second?.y);

  await filters.getByRole('link', { name: 'Industrial Construction' }).click();
  await expect(page).toHaveURL(/\/our-projects\?service=industrial-construction$/);
  await expect(filters.getByRole('link', { name: 'Industrial Construction' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const industrial = (
    await publicQuery<Record<string, PublicProjectRow[]>>(page.request, 'projectsByService')
  )['industrial-construction'];
  expect(industrial?.length).toBeGreaterThan(0);
  await expect(cards).toHaveCount(industrial?.length ?? 0);
  await filters.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/our-projects$/);
  await expect(cards).toHaveCount(PROJECTS_PER_PAGE);
});

test('the project modal works with the mouse: gallery, details and closing', async ({ page }) => {
  await page.goto('/our-projects');
  await waitForHydration(page.getByTestId('project-card'));
  const card = page.getByTestId('project-card').first();
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  const counter = dialog.getByTestId('image-counter');
  const total = Number((await counter.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThan(1);
  await expect(counter).toHaveText(`1 / ${total}`);
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await dialog.getByRole('button', { name: 'Show image 1' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await expect(dialog.getByText('Client', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Duration', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close project details' }).click();
  await expectDialogClosed(page, dialog);

  // A click on the dark backdrop, outside the panel.
  await expectOutsideClickCloses(page, card, dialog, [5, 5]);
});

test('the project modal works with the keyboard: focus trapped, Escape, focus restored', async ({
  page,
}) => {
  const card = await focusCard(page, 1);
  await watchScrollingBehindDialogs(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocusKeptUntilEscape(page, dialog, card, 15);
});

test('the page behind the project modal stays still: no scroll goes on, no wheel reaches it', async ({
  page,
}) => {
  await focusCard(page, 2);
  await expectDialogOpenedMidScrollHoldsWheel(page, 10);
});

test('an empty filter offers to show all projects', async ({ page, request }) => {
  const byService = await publicQuery<Record<string, PublicProjectRow[]>>(
    request,
    'projectsByService',
  );
  const industrial = byService['industrial-construction'] ?? [];
  expect(industrial.length).toBeGreaterThan(0);
  await signIn(request);
  try {
    for (const project of industrial) {
      await adminMutation(request, 'projects.toggleStatus', { id: project.id, is_enabled: false });
    }
    const every = Object.values(byService).flat();
    await page.goto('/our-projects');
    await waitForHydration(page.getByTestId('project-card'));
    await page.getByRole('link', { name: 'Industrial Construction' }).click();
    await expect(page.getByText('No projects found for the selected filter.')).toBeVisible();
    await page.getByRole('link', { name: 'Show All Projects' }).click();
    await expect(page).toHaveURL(/\/our-projects$/);
    await expect(page.getByTestId('project-card')).toHaveCount(
      Math.min(PROJECTS_PER_PAGE, every.length - industrial.length),
    );
  } finally {
    for (const project of industrial) {
      await adminMutation(request, 'projects.toggleStatus', { id: project.id, is_enabled: true });
    }
  }
});

test('a project without images gets the same stock image on every render', async ({ page }) => {
  await page.goto('/our-projects');
  const sources = () =>
    page
      .getByTestId('project-card')
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  await expect.poll(sources).toHaveLength(PROJECTS_PER_PAGE);
  const first = await sources();
  await page.reload();
  await expect.poll(sources).toEqual(first);
});
