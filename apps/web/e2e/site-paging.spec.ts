/**
 * The portfolio's pages on the demo seed: 'Show more' and its address, the filter in the
 * address, reload and back, the plain links a browser without JavaScript follows, the bounded
 * set of cached addresses, and the project modal stepping past the projects loaded.
 */
import { expect, test } from '@playwright/test';

import { PROJECTS_PER_PAGE } from '../src/components/site/paging';
import { publicQuery, waitForHydration, type PublicProjectRow } from './site-helpers';

async function portfolio(request: Parameters<typeof publicQuery>[0]) {
  const byService = await publicQuery<Record<string, PublicProjectRow[]>>(
    request,
    'projectsByService',
  );
  const services = await publicQuery<{ slug: string }[]>(request, 'services');
  // Portfolio order: the services' order, then each one's projects.
  return services.flatMap((service) => byService[service.slug] ?? []);
}

test('Show more appends the next page and puts it in the address; reload and back land there', async ({
  page,
}) => {
  const every = await portfolio(page.request);
  expect(every.length).toBeGreaterThan(PROJECTS_PER_PAGE);
  expect(every.length).toBeLessThanOrEqual(2 * PROJECTS_PER_PAGE);
  const cards = page.getByTestId('project-card');
  const firstOfPage2 = every[PROJECTS_PER_PAGE]?.title ?? '';

  await page.goto('/our-projects');
  await waitForHydration(cards);
  await expect(cards).toHaveCount(PROJECTS_PER_PAGE);
  const more = page.getByRole('link', { name: 'Show more projects' });
  await expect(more).toHaveAttribute('href', '/our-projects?page=2');
  await more.click();
  await expect(cards).toHaveCount(every.length);
  await expect(page).toHaveURL(/\/our-projects\?page=2$/);
  await expect(more).toHaveCount(0);

  // Away and back: the second page is there again.
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/our-projects\?page=2$/);
  await expect(cards.filter({ hasText: firstOfPage2 })).toHaveCount(1);

  // A reload (or a shared link) renders page 2, with the way back to page 1.
  await page.reload();
  await expect(cards).toHaveCount(every.length - PROJECTS_PER_PAGE);
  await expect(cards.first()).toContainText(firstOfPage2);
  await expect(page.getByRole('link', { name: 'Previous projects' })).toHaveAttribute(
    'href',
    '/our-projects',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/our-projects\?page=2$/,
  );
});

test('the service filter is in the address and survives a reload and the back button', async ({
  page,
}) => {
  const residential = (await portfolio(page.request)).filter(
    (project) => project.category === 'Residential Construction',
  );
  const cards = page.getByTestId('project-card');
  await page.goto('/our-projects?service=residential-construction');
  await waitForHydration(cards);
  const filters = page.getByRole('navigation', { name: 'Filter projects by service' });
  const selected = filters.getByRole('link', { name: 'Residential Construction' });
  await expect(selected).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(Math.min(residential.length, PROJECTS_PER_PAGE));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/our-projects\?service=residential-construction$/,
  );

  await filters.getByRole('link', { name: 'Commercial Projects' }).click();
  await expect(page).toHaveURL(/\?service=commercial-projects$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?service=residential-construction$/);
  await expect(selected).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(selected).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(Math.min(residential.length, PROJECTS_PER_PAGE));
});

test('without JavaScript the pages and filters are plain links the server renders', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const every = await portfolio(page.request);
    const cards = page.getByTestId('project-card');
    await page.goto('/our-projects');
    await expect(cards).toHaveCount(PROJECTS_PER_PAGE);
    await page.getByRole('link', { name: 'Show more projects' }).click();
    await expect(page).toHaveURL(/\/our-projects\?page=2$/);
    await expect(cards).toHaveCount(every.length - PROJECTS_PER_PAGE);
    await expect(cards.first()).toContainText(every[PROJECTS_PER_PAGE]?.title ?? '');
    await page.getByRole('link', { name: 'Previous projects' }).click();
    await expect(page).toHaveURL(/\/our-projects$/);
    await expect(cards).toHaveCount(PROJECTS_PER_PAGE);
    await page.getByRole('link', { name: 'Industrial Construction' }).click();
    await expect(page).toHaveURL(/\/our-projects\?service=industrial-construction$/);
    await expect(cards).toHaveCount(
      every.filter((project) => project.category === 'Industrial Construction').length,
    );
  } finally {
    await context.close();
  }
});

test('only pages that exist are answered: past the last or an unknown service is 404, a bad page number goes to page 1', async ({
  request,
}) => {
  expect((await request.get('/our-projects?page=2')).status()).toBe(200);
  expect((await request.get('/our-projects?page=3')).status()).toBe(404);
  expect((await request.get('/our-projects?service=no-such-service')).status()).toBe(404);
  expect((await request.get('/our-projects?service=industrial-construction&page=2')).status()).toBe(
    404,
  );
  expect((await request.get('/services/residential-construction?page=99')).status()).toBe(404);
  for (const [address, canonical] of [
    ['/our-projects?page=1', '/our-projects'],
    ['/our-projects?page=zero', '/our-projects'],
    [
      '/our-projects?service=industrial-construction&page=-1',
      '/our-projects?service=industrial-construction',
    ],
    ['/services/residential-construction?page=1', '/services/residential-construction'],
  ] as const) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(308);
    const location = new URL(response.headers().location ?? '', 'http://localhost');
    expect(location.pathname + location.search).toBe(canonical);
  }
});

test('the project modal steps through every project of the filter, past the page loaded', async ({
  page,
}) => {
  const every = await portfolio(page.request);
  const cards = page.getByTestId('project-card');
  await page.goto('/our-projects');
  await waitForHydration(cards);
  await cards.nth(PROJECTS_PER_PAGE - 1).click();
  const dialog = page.getByRole('dialog');
  const heading = dialog.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(every[PROJECTS_PER_PAGE - 1]?.title ?? '');
  await dialog.getByRole('button', { name: 'Next project' }).click();
  await expect(heading).toHaveText(every[PROJECTS_PER_PAGE]?.title ?? '');
  await expect(dialog.getByTestId('project-counter')).toHaveText(
    `Project ${PROJECTS_PER_PAGE + 1} of ${every.length}`,
  );
  // Only the modal fetched that page: the grid still shows the first.
  await expect(cards).toHaveCount(PROJECTS_PER_PAGE);
  await page.keyboard.press('Escape');

  await cards.first().click();
  await dialog.getByRole('button', { name: 'Previous project' }).click();
  await expect(heading).toHaveText(every.at(-1)?.title ?? '');
  await expect(dialog.getByTestId('project-counter')).toHaveText(
    `Project ${every.length} of ${every.length}`,
  );
});
