/** Focal points: picked in the dashboard by click or keyboard, applied to the public page's crop. */
import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, pngFile, signIn, unique } from './dashboard-helpers';

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
