/** Focal points: picked in the dashboard by click or keyboard, applied to the public page's crop. */
import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, pngFile, publicQuery, signIn, unique } from './dashboard-helpers';

interface PublicProject {
  title: string;
  gallery_images: { id: string }[];
}

test("a banner's focal point, set by click and arrow keys, moves the home carousel's crop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const headline = unique('Focal banner');
  const alt = unique('Site office at the left edge of the plot');
  await signIn(page, '/dashboard/banners/add');
  await page.getByLabel('Banner Image').setInputFiles(await pngFile('focal.png', undefined, 200));
  await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await page.getByRole('textbox', { name: 'Alt text' }).fill(alt);

  const picker = page.getByRole('slider', { name: 'Focal point' });
  await expect(picker).toHaveAttribute('aria-valuetext', 'Not set: crops are centred');
  const box = await picker.boundingBox();
  if (!box) throw new Error('the focal point picker has no box');
  await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(picker).toHaveAttribute(
    'aria-valuetext',
    /^2[4-6]% from the left, 7[4-6]% from the top$/,
  );
  await page.getByRole('button', { name: 'Reset to centre' }).click();
  await expect(picker).toHaveAttribute('aria-valuetext', 'Not set: crops are centred');
  await picker.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(page.getByText('Focal point: 55%, 30%')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Banner' }).click();
  await expect(page).toHaveURL(/\/dashboard\/banners\/all$/);

  await page.goto('/');
  const image = page.locator(`img[alt="${alt}"]`);
  await expect(image).toHaveCount(1);
  expect(await image.evaluate((element) => element.style.objectPosition)).toBe('55% 30%');
  // Banners without a focal point keep the centred crop.
  const others = page.locator(`img[style*="object-position"]:not([alt="${alt}"])`);
  for (const position of await others.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLImageElement).style.objectPosition),
  )) {
    expect(position).toBe('50% 50%');
  }
});

test("a gallery image's and the founder photo's focal points move their crops on the public pages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The founder photo (the demo content has one), on the About Us screen.
  await signIn(page, '/dashboard/about-us');
  const founderPicker = page.getByRole('slider', { name: 'Focal point' });
  await founderPicker.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(founderPicker).toHaveAttribute(
    'aria-valuetext',
    '30% from the left, 70% from the top',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'About us updated successfully' }).first(),
  ).toBeVisible();

  // A gallery image, in its preview dialog.
  const grouped = await publicQuery<Record<string, PublicProject[]>>(
    page,
    'public.projectsByService',
  );
  const project = grouped['residential-construction']?.find(
    (candidate) => candidate.gallery_images.length > 0,
  );
  expect(project).toBeDefined();
  const title = project?.title ?? '';
  const imageAlt = unique('Courtyard with the entrance at the right');
  await page.goto('/dashboard/gallery/all');
  await page.getByRole('searchbox').fill(title);
  await page
    .getByRole('button', { name: `View ${title} image` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Image Preview' });
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill(imageAlt);
  const imagePicker = dialog.getByRole('slider', { name: 'Focal point' });
  await imagePicker.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(dialog.getByText('Focal point: 70%, 30%')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Image updated successfully')).toBeVisible();

  await page.goto('/about-us');
  const founder = page.locator('section[aria-labelledby="meet-our-founder"] img');
  await expect(founder).toHaveCount(1);
  expect(await founder.evaluate((element) => element.style.objectPosition)).toBe('30% 70%');

  await page.goto('/services/residential-construction');
  const photo = page.locator(`img[alt="${imageAlt}"]`).first();
  await expect(photo).toBeAttached();
  expect(await photo.evaluate((element) => element.style.objectPosition)).toBe('70% 30%');
});
