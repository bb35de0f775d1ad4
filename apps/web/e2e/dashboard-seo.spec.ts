/**
 * Focal points: picked in the dashboard by click or keyboard, applied to the public page's crop.
 * Search appearance: a service's and a page's SEO fields reach their <head> and the sitemap.
 */
import { expect, test, type Page } from '@playwright/test';

import {
  expectNoAxeViolations,
  pngFile,
  publicQuery,
  saveOrganizationSettings,
  signIn,
  unique,
} from './dashboard-helpers';
import { waitForHydration } from './site-helpers';

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

  // A gallery image of its own (an earlier spec empties the gallery), in its preview dialog.
  await page.goto('/dashboard/gallery/upload');
  const serviceChoice = page.getByRole('combobox', { name: 'Service' });
  // A choice made before React listens would not load the service's projects.
  await waitForHydration(serviceChoice);
  await serviceChoice.selectOption({ label: 'Residential Construction' });
  const projectChoice = page.getByRole('combobox', { name: 'Project' });
  await expect(projectChoice.locator('option')).not.toHaveCount(1);
  await projectChoice.selectOption({ index: 1 });
  const title = ((await projectChoice.locator('option:checked').textContent()) ?? '').trim();
  await page
    .getByLabel('Drag and drop images here, or click to choose')
    .setInputFiles([await pngFile('focal-gallery.png', { r: 60, g: 120, b: 90 })]);
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByText('Images uploaded successfully!')).toBeVisible();
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

/** The page's <title>, meta description and robots, and the types of its JSON-LD. */
async function headOf(page: Page, path: string) {
  await page.goto(path);
  const head = page.locator('head');
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    );
  return {
    title: await page.title(),
    description: await head.locator('meta[name="description"]').getAttribute('content'),
    robots: await head.locator('meta[name="robots"]').getAttribute('content'),
    ogImage: await head.locator('meta[property="og:image"]').getAttribute('content'),
    jsonLd,
  };
}

test("search appearance: a service's and a page's SEO fields reach the <head> and the sitemap", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const name = unique('Seo Landscapes');
  const seoTitle = `${name}: gardens in Pune`;
  const seoDescription = 'Gardens, terraces and courtyards designed and built by one team.';
  await signIn(page, '/dashboard/services/add');
  await page.getByRole('textbox', { name: 'Service Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Headline', exact: true }).fill('Gardens and outdoors');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Outdoor spaces designed and built with care for every season.');
  await page.getByLabel('Hero Image').setInputFiles(await pngFile('hero.png'));
  await page.getByRole('textbox', { name: 'Feature 1 Title' }).fill('Planting plans');
  await page.getByRole('textbox', { name: 'Projects Completed' }).fill('40');
  await page.getByRole('textbox', { name: 'Satisfied Clients (%)' }).fill('97');

  // The generated values are the placeholders; the counters warn past the recommended length.
  const title = page.getByRole('textbox', { name: 'SEO title' });
  await expect(title).toHaveAttribute('placeholder', `${name} | Kasar Foundation`);
  await title.fill('t'.repeat(61));
  await expect(page.getByText('61/60 characters: search results may cut it short')).toBeVisible();
  await title.fill(seoTitle);
  await page.getByRole('textbox', { name: 'SEO description' }).fill(seoDescription);
  await page.getByLabel('Social image').setInputFiles(await pngFile('social.png'));
  await expect(page.getByRole('figure', { name: 'Search result preview' })).toContainText(seoTitle);
  await expect(page.getByRole('figure', { name: 'Share preview' })).toContainText(seoDescription);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);

  const services = await publicQuery<{ name: string; slug: string }[]>(page, 'public.services');
  const slug = services.find((service) => service.name === name)?.slug ?? '';
  const listed = await headOf(page, `/services/${slug}`);
  expect(listed).toMatchObject({ title: seoTitle, description: seoDescription });
  expect(listed.robots).toBe('index, follow');
  expect(listed.ogImage).toMatch(/\/uploads\/services\/[a-f0-9]+\.png$/);
  expect(listed.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home', item: `${baseURL}/` },
      { position: 2, name, item: `${baseURL}/services/${slug}` },
    ],
  });
  const sitemap = async () => (await page.request.get('/sitemap.xml')).text();
  expect(await sitemap()).toMatch(
    new RegExp(`<loc>${baseURL}/services/${slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`),
  );

  // noindex: the page asks not to be listed and leaves the sitemap.
  await page.goto('/dashboard/services');
  await page.getByRole('article', { name }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(dialog.getByRole('textbox', { name: 'SEO title' })).toHaveValue(seoTitle);
  await dialog.getByRole('checkbox', { name: 'Hide from search engines (noindex)' }).check();
  await dialog.getByRole('button', { name: 'Update Service' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await headOf(page, `/services/${slug}`)).robots).toBe('noindex, follow');
  expect(await sitemap()).not.toContain(`/services/${slug}</loc>`);

  // A page's search appearance: the Contact Us title, set in the organization settings.
  const pageTitle = unique('Talk to Kasar Foundation about your site');
  await page.goto('/dashboard/organization');
  const contactTitle = page.getByRole('textbox', { name: 'Contact Us SEO title' });
  await expect(contactTitle).toHaveAttribute('placeholder', 'Contact Us | Kasar Foundation');
  await contactTitle.fill(pageTitle);
  await expectNoAxeViolations(page);
  await saveOrganizationSettings(page);
  expect((await headOf(page, '/contact-us')).title).toBe(pageTitle);
  // Emptied, the generated title is back.
  await page.goto('/dashboard/organization');
  await page.getByRole('textbox', { name: 'Contact Us SEO title' }).fill('');
  await saveOrganizationSettings(page);
  expect((await headOf(page, '/contact-us')).title).toBe('Contact Us | Kasar Foundation');
});
