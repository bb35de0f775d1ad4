import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, pngFile, signIn } from './dashboard-helpers';
import { waitForHydration } from './site-helpers';

test('the upload form checks the project and each file', async ({ page }) => {
  await signIn(page, '/dashboard/gallery/upload');
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toBeDisabled();
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByText('Please select a project')).toBeVisible();
  await expect(page.getByText('Please select at least one image to upload')).toBeVisible();

  await page.getByLabel('Drag and drop images here, or click to choose').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('notes.txt must be JPEG, PNG, JPG, or WebP format')).toBeVisible();
  await page.getByRole('button', { name: 'Remove notes.txt' }).click();
  await expect(page.getByText('notes.txt must be JPEG, PNG, JPG, or WebP format')).toHaveCount(0);

  const files = await Promise.all(
    Array.from({ length: 11 }, (_, index) => pngFile(`photo-${index}.png`)),
  );
  await page.getByLabel('Drag and drop images here, or click to choose').setInputFiles(files);
  await expect(page.getByText('Maximum 10 images allowed')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('images are uploaded, filtered, previewed, toggled and deleted', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '/dashboard/gallery/upload');
  const service = page.getByRole('combobox', { name: 'Service' });
  // A choice made before React listens would not load the service's projects.
  await waitForHydration(service);
  await service.selectOption({ label: 'Commercial Projects' });
  const project = page.getByRole('combobox', { name: 'Project' });
  await expect(project).toBeEnabled();
  await expect(project.locator('option')).not.toHaveCount(1);
  const projectTitle = (await project.locator('option').nth(1).textContent()) ?? '';
  await project.selectOption({ index: 1 });
  await page
    .getByLabel('Drag and drop images here, or click to choose')
    .setInputFiles([
      await pngFile('site-a.png', { r: 10, g: 120, b: 60 }),
      await pngFile('site-b.png', { r: 120, g: 10, b: 60 }),
    ]);
  await expect(page.getByText('2 of 10 images selected')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page).toHaveURL(/\/dashboard\/gallery\/all$/);
  await expect(page.getByText('Images uploaded successfully!')).toBeVisible();

  const projectFilter = page.getByRole('combobox', { name: 'Project' });
  await expect(projectFilter).toBeDisabled();
  await page
    .getByRole('combobox', { name: 'Service' })
    .selectOption({ label: 'Commercial Projects' });
  await expect(projectFilter).toBeEnabled();
  await projectFilter.selectOption({ label: projectTitle });
  const cards = page.getByRole('article', { name: `${projectTitle} image` });
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();

  await cards
    .first()
    .getByRole('button', { name: `Preview ${projectTitle} image` })
    .click();
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(preview).toContainText('Commercial Projects');
  await preview.getByRole('button', { name: 'Close' }).click();

  await cards.first().getByRole('switch').click();
  await expect(page.getByText('Image status updated successfully')).toBeVisible();

  await cards
    .first()
    .getByRole('button', { name: `Delete ${projectTitle} image` })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete Image' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Image deleted successfully')).toBeVisible();
  await expect(cards).toHaveCount(before - 1);

  await page.getByRole('searchbox', { name: 'Search images' }).fill('no image matches this');
  await expect(page.getByText('No images found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(projectFilter).toBeDisabled();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an empty gallery says no images were uploaded yet', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, '/dashboard/gallery/all');
  const input = encodeURIComponent(JSON.stringify({ json: { limit: 100 } }));
  for (;;) {
    const response = await page.request.get(`/api/trpc/gallery.list?input=${input}`);
    const body = (await response.json()) as {
      result: { data: { json: { data: { id: string }[] } } };
    };
    const ids = body.result.data.json.data.map((image) => image.id);
    if (ids.length === 0) break;
    for (const id of ids) {
      const deleted = await page.request.post('/api/trpc/gallery.delete', {
        data: { json: { id } },
      });
      expect(deleted.ok()).toBe(true);
    }
  }
  await page.reload();
  await expect(page.getByText('No images uploaded yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});
