/**
 * The trash in a real browser: a project deleted in the dashboard leaves the public portfolio and
 * its photos stop being served to visitors (the file and Next's optimized copy), it waits in the
 * Trash screen with its thumbnail shown to staff, and Restore puts it back at its place on the
 * public page with its photos.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expectNoAxeViolations,
  pngFile,
  signIn,
} from './dashboard-helpers';
import { publicQuery, type PublicProjectRow } from './site-helpers';

const SERVICE = 'industrial-construction';

/** The titles of the service's projects on its first portfolio page, in their order. */
async function portfolioTitles(page: Page): Promise<string[]> {
  await page.goto(`/our-projects?service=${SERVICE}`);
  const cards = page.getByTestId('project-card');
  await cards.first().waitFor();
  return cards.evaluateAll((elements) =>
    elements.map((element) => element.querySelector('.font-display')?.textContent?.trim() ?? ''),
  );
}

/**
 * Gives the project a photo of its own over REST: an earlier file on this server (the gallery's)
 * may have emptied the demo gallery, and the card would show a stock image.
 */
async function uploadPhoto(request: APIRequestContext, projectId: string) {
  const login = await request.post('/api/v1/dashboard/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await request.post('/api/v1/dashboard/project-images', {
    headers,
    multipart: {
      project_id: projectId,
      is_enabled: '1',
      'images[]': await pngFile('trash-spec-photo.png', { r: 60, g: 120, b: 90 }),
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await request.post('/api/v1/dashboard/auth/logout', { headers });
}

/** The first project card's photo: Next's optimized copy of a stored upload. */
async function firstCardPhoto(page: Page): Promise<string> {
  await page.goto(`/our-projects?service=${SERVICE}`);
  const image = page.getByTestId('project-card').first().locator('img');
  await expect(image).toHaveAttribute('src', /^\/_next\/image\?url=%2Fuploads%2F/);
  return (await image.getAttribute('src')) ?? '';
}

test('a deleted project leaves the portfolio with its photos, and Restore in the Trash puts it back at its place', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const projects = await publicQuery<Record<string, PublicProjectRow[]>>(
    page.request,
    'projectsByService',
  );
  const [first, second] = projects[SERVICE] ?? [];
  if (!first || !second) throw new Error(`the demo content has two projects in ${SERVICE}`);
  if (first.gallery_count === 0) await uploadPhoto(request, first.id);
  const before = await portfolioTitles(page);
  expect(before.slice(0, 2)).toEqual([first.title, second.title]);
  // `request` is a visitor's: it carries no cookie of the page's.
  const optimized = await firstCardPhoto(page);
  const photo = new URL(optimized, 'http://localhost').searchParams.get('url') ?? '';
  for (const url of [photo, optimized]) expect((await request.get(url)).status(), url).toBe(200);

  await signIn(page, '/dashboard/projects/all');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(first.title);
  const card = page.getByRole('article', { name: first.title });
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Project' });
  await expect(confirm).toContainText(/It goes to the Trash, where it can be restored for 30 days/);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();
  // At once: the file, and the optimized copy Next keeps of it.
  for (const url of [photo, optimized]) expect((await request.get(url)).status(), url).toBe(404);

  await expect.poll(() => portfolioTitles(page)).toEqual(before.slice(1));

  await page.goto('/dashboard/trash');
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: first.title });
  await expect(row).toContainText('Project');
  await expect(row).toContainText('admin@example.com');
  // Staff still see what they are about to restore.
  const thumbnail = row.locator('img');
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Restore Project ${first.title}` }).click();
  await expect(page.getByText('Restored from the trash')).toBeVisible();
  await expect(row).toHaveCount(0);

  await expect.poll(() => portfolioTitles(page)).toEqual(before);
  for (const url of [photo, optimized]) expect((await request.get(url)).status(), url).toBe(200);
});
