import { expect, test, type Page } from '@playwright/test';

import {
  expectNoAxeViolations,
  pngFile,
  publicQuery,
  saveOrganizationSettings,
  signIn,
} from './dashboard-helpers';

/** Signs in on a settings page and checks its heading and accessibility. */
async function openSettings(page: Page, path: string, heading: string) {
  await signIn(page, path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
}

test('organization settings are validated, saved with a logo and shown publicly', async ({
  page,
}) => {
  await openSettings(page, '/dashboard/organization', 'Organization Settings');

  await page.getByRole('textbox', { name: 'Facebook' }).fill('not a link');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Please enter a valid URL for Facebook')).toBeVisible();
  await page.getByRole('textbox', { name: 'Facebook' }).fill('https://facebook.com/kasar');
  await expect(page.getByText('Please enter a valid URL for Facebook')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Email' }).fill('hello@kasar.example');
  await page.getByLabel('Logo', { exact: true }).setInputFiles(await pngFile('logo.png'));
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^blob:/);
  await saveOrganizationSettings(page);
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );

  const organization = await publicQuery<{ email: string; facebook_link: string }>(
    page,
    'public.organization',
  );
  expect(organization.email).toBe('hello@kasar.example');
  expect(organization.facebook_link).toBe('https://facebook.com/kasar');

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload Logo' })).toBeVisible();
});

test('about us content is validated and saved with the founder image and stats', async ({
  page,
}) => {
  await openSettings(page, '/dashboard/about-us', 'About Us Content');

  const description = page.getByRole('textbox', { name: 'Founder Description' });
  await description.fill('Forty years of building.');
  await expect(page.getByText('24/5000')).toBeVisible();

  const rows = page.getByRole('textbox', { name: /^Stat \d+ Name$/ });
  const count = await rows.count();
  await page.getByRole('button', { name: 'Add Stat' }).click();
  await expect(rows).toHaveCount(count + 1);
  const value = page.getByRole('textbox', { name: `Stat ${count + 1} Value` });
  await value.fill('12ab3');
  await expect(value).toHaveValue('123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Stat name is required')).toBeVisible();
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
  await page.getByRole('textbox', { name: `Stat ${count + 1} Name` }).fill('Cities Served');

  await page.getByRole('textbox', { name: 'Founder Name' }).fill('Ramesh Kasar');
  await page.getByLabel('Founder Image').setInputFiles(await pngFile('founder.png'));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'About us updated successfully' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Founder Image preview' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
  const aboutUs = await publicQuery<{ founder_name: string; stats: { stat_name: string }[] }>(
    page,
    'public.aboutUs',
  );
  expect(aboutUs.founder_name).toBe('Ramesh Kasar');
  expect(aboutUs.stats.map((stat) => stat.stat_name)).toContain('Cities Served');

  await page.getByRole('button', { name: `Remove stat ${count + 1}` }).click();
  await expect(rows).toHaveCount(count);
});

test('a draft of About Us stays off the public site until Save Changes publishes it', async ({
  page,
}) => {
  await openSettings(page, '/dashboard/about-us', 'About Us Content');
  const position = page.getByRole('textbox', { name: 'Founder Position' });
  const published = await publicQuery<{ founder_position: string | null }>(page, 'public.aboutUs');
  await position.fill('Principal, drafting');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Draft saved by .+ at \d\d:\d\d — not public$/ }),
  ).toBeVisible();
  expect(
    (await publicQuery<{ founder_position: string | null }>(page, 'public.aboutUs'))
      .founder_position,
  ).toBe(published.founder_position);
  await expect(page.getByRole('link', { name: /^Preview the draft of About Us/ })).toBeVisible();

  // Opened again, the form shows the draft; saving it publishes it and the notice goes.
  await page.reload();
  await expect(position).toHaveValue('Principal, drafting');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'About us updated successfully' }).first(),
  ).toBeVisible();
  await expect(page.getByText(/— not public$/)).toHaveCount(0);
  expect(
    (await publicQuery<{ founder_position: string | null }>(page, 'public.aboutUs'))
      .founder_position,
  ).toBe('Principal, drafting');
});
