import { expect, test, type Page } from '@playwright/test';

import {
  confirmDeletion,
  expectNoAxeViolations,
  pngFile,
  signIn,
  unique,
} from './dashboard-helpers';

interface TrpcList<T> {
  result: { data: { json: { data: T[] } } };
}

/** Calls an admin tRPC mutation with the browser's session cookie. */
async function adminMutation(page: Page, procedure: string, input: unknown) {
  const response = await page.request.post(`/api/trpc/${procedure}`, { data: { json: input } });
  expect(response.ok()).toBe(true);
}

async function bannerIds(page: Page): Promise<string[]> {
  const input = encodeURIComponent(JSON.stringify({ json: { limit: 100 } }));
  const response = await page.request.get(`/api/trpc/banners.list?input=${input}`);
  const body = (await response.json()) as TrpcList<{ id: string }>;
  return body.result.data.json.data.map((banner) => banner.id);
}

test('the banner form requires an image and a headline', async ({ page }) => {
  await signIn(page, '/dashboard/banners/add');
  await expect(page.getByRole('heading', { name: 'Add New Banner' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Banner' }).click();
  await expect(page.getByText('Banner image is required')).toBeVisible();
  await expect(page.getByText('Headline is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tagline' }).fill('Quality homes');
  await expect(page.getByText('13/255')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a banner is created, edited, toggled and deleted in place', async ({ page }) => {
  const headline = unique('Building Tomorrow');
  await signIn(page, '/dashboard/banners/add');
  await page.getByLabel('Banner Image').setInputFiles(await pngFile('banner.png'));
  await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await page.getByRole('textbox', { name: 'Tagline' }).fill('Homes that last');
  await page.getByRole('button', { name: 'Create Banner' }).click();
  await expect(page).toHaveURL(/\/dashboard\/banners\/all$/);
  await expect(page.getByText('Banner created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Banner Management' })).toBeVisible();
  const card = page.getByRole('article', { name: headline });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Banner' });
  await dialog.getByRole('textbox', { name: 'Headline' }).fill('');
  await dialog.getByRole('button', { name: 'Update Banner' }).click();
  await expect(dialog.getByText('Headline is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Headline' }).fill(`${headline} today`);
  await dialog.getByRole('button', { name: 'Update Banner' }).click();
  await expect(dialog).toHaveCount(0);
  const edited = page.getByRole('article', { name: `${headline} today` });
  await expect(edited).toBeVisible();

  // A draft: the carousel keeps the published headline; the preview shows the draft; discarded.
  await edited.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Headline' }).fill(`${headline} next week`);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved — not public yet')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const home = await page.request.get('/', { headers: { cookie: '' } });
  expect(await home.text()).not.toContain(`${headline} next week`);
  await edited.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Headline' })).toHaveValue(
    `${headline} next week`,
  );
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    dialog
      .getByRole('link', {
        name: `Preview the draft of ${headline} next week (opens in a new tab)`,
      })
      .click(),
  ]);
  await preview.waitForURL((url) => url.pathname === '/');
  await expect(preview.locator('h1').filter({ hasText: `${headline} next week` })).toHaveCount(1);
  await preview.close();
  await dialog.getByRole('button', { name: 'Discard draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard draft' })
    .getByRole('button', { name: 'Discard draft' })
    .click();
  await expect(page.getByText('Draft discarded')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Headline' })).toHaveValue(`${headline} today`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await edited.getByRole('switch', { name: `Disable ${headline} today` }).click();
  await expect(edited.getByText('Inactive')).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  await confirmDeletion(page, 'Delete Banner', 'Banner deleted successfully');
  await expect(edited).toHaveCount(0);
});

test('banners show the empty state, then pages of ten', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, '/dashboard/banners/all');
  for (const id of await bannerIds(page)) await adminMutation(page, 'banners.delete', { id });
  await page.reload();
  await expect(page.getByText('No banners found')).toBeVisible();
  await expect(page.getByText('Get started by creating your first banner.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const image = await pngFile('slide.png', { r: 20, g: 90, b: 160 });
  for (let index = 1; index <= 11; index += 1) {
    const response = await page.request.post('/api/trpc/banners.create', {
      multipart: { image, headline: `Slide number ${index}`, is_enabled: '1' },
    });
    expect(response.ok()).toBe(true);
  }
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(10);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
});
