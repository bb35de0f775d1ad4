/** Alternative texts written in the dashboard reach the img elements of the public pages. */
import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, pngFile, publicQuery, signIn, unique } from './dashboard-helpers';

interface PublicProject {
  title: string;
  gallery_images: { id: string }[];
}

test('a banner image and a gallery image are described on the public pages by their alt text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const headline = unique('Described banner');
  const bannerAlt = unique('Tower crane over a finished concrete frame');
  await signIn(page, '/dashboard/banners/add');
  await page.getByLabel('Banner Image').setInputFiles(await pngFile('slide.png'));
  await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await page.getByRole('textbox', { name: 'Alt text' }).fill(`  ${bannerAlt} `);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Banner' }).click();
  await expect(page).toHaveURL(/\/dashboard\/banners\/all$/);

  await page.goto('/');
  await expect(page.locator(`img[alt="${bannerAlt}"]`)).toHaveCount(1);

  const grouped = await publicQuery<Record<string, PublicProject[]>>(
    page,
    'public.projectsByService',
  );
  const project = grouped['residential-construction']?.find(
    (candidate) => candidate.gallery_images.length > 0,
  );
  expect(project).toBeDefined();
  const title = project?.title ?? '';
  const imageAlt = unique('Living room with a double-height window');
  await page.goto('/dashboard/gallery/all');
  await page.getByRole('searchbox').fill(title);
  await page
    .getByRole('button', { name: `View ${title} image` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Image Preview' });
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill(imageAlt);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Image updated successfully')).toBeVisible();

  await page.goto('/services/residential-construction');
  await expect(page.locator(`img[alt="${imageAlt}"]`).first()).toBeAttached();
});
