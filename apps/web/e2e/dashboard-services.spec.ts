import { expect, test } from '@playwright/test';

import {
  confirmDeletion,
  expectNoAxeViolations,
  pngFile,
  publicQuery,
  signIn,
  unique,
} from './dashboard-helpers';

test('the add-service form shows the validation messages and caps percentages', async ({
  page,
}) => {
  await signIn(page, '/dashboard/services/add');
  await expect(page.getByRole('heading', { name: 'Add New Service' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Service Name' }).fill('ab');
  await page.getByRole('textbox', { name: 'Headline', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('too short');
  await page.getByRole('textbox', { name: 'Feature 1 Title' }).fill('ab');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByText('Service name must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Headline must be at least 10 characters long')).toBeVisible();
  await expect(page.getByText('Description must be at least 20 characters long')).toBeVisible();
  await expect(page.getByText('Feature title must be at least 3 characters long')).toBeVisible();

  const satisfied = page.getByRole('textbox', { name: 'Satisfied Clients (%)' });
  await satisfied.fill('150');
  await expect(satisfied).toHaveValue('100');
  const projects = page.getByRole('textbox', { name: 'Projects Completed' });
  await projects.fill('12a3');
  await expect(projects).toHaveValue('123');

  // A single feature row cannot be removed; a second one can.
  await expect(page.getByRole('button', { name: 'Remove feature 1' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Feature' }).click();
  await expect(page.getByRole('button', { name: 'Remove feature 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove feature 2' }).click();
  await expect(page.getByRole('textbox', { name: 'Feature 2 Title' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a service is created, found, edited, toggled and deleted in place', async ({ page }) => {
  test.setTimeout(60_000);
  const name = unique('Landscape Design');
  await signIn(page, '/dashboard/services/add');
  await page.getByRole('textbox', { name: 'Service Name' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Headline', exact: true })
    .fill('Gardens and outdoor spaces');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Outdoor spaces designed and built with care for every season.');
  await page.getByLabel('Hero Image').setInputFiles(await pngFile('hero.png'));
  await expect(page.getByRole('img', { name: 'Hero Image preview' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Feature 1 Title' }).fill('Planting plans');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  await page.getByRole('textbox', { name: 'Feature 2 Title' }).fill('Irrigation');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  await page.getByRole('textbox', { name: 'Feature 3 Title' }).fill('Paving');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  await page.getByRole('textbox', { name: 'Feature 4 Title' }).fill('Lighting');
  await page.getByRole('textbox', { name: 'Projects Completed' }).fill('40');
  await page.getByRole('textbox', { name: 'Satisfied Clients (%)' }).fill('97');
  await page.getByRole('button', { name: 'Create Service' }).click();

  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await expect(page.getByText('Service created successfully')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('+1 more features')).toBeVisible();
  await expect(card.getByText('40+')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // The public site sees it on the next request.
  const publicServices = await publicQuery<{ name: string }[]>(page, 'public.services');
  expect(publicServices.map((service) => service.name)).toContain(name);

  await page.getByRole('searchbox', { name: 'Search services' }).fill(name.toUpperCase());
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search services' }).fill('zzz no such service');
  await expect(page.getByText('No services found matching your search.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);

  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(dialog.getByRole('textbox', { name: 'Service Name' })).toHaveValue(name);
  await dialog
    .getByRole('textbox', { name: 'Headline', exact: true })
    .fill('Gardens, terraces and courtyards');
  await dialog.getByRole('button', { name: 'Update Service' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Gardens, terraces and courtyards')).toBeVisible();

  await card.getByRole('switch', { name: `Disable ${name}` }).click();
  await expect(card.getByText('Inactive')).toBeVisible();
  const afterToggle = await publicQuery<{ name: string }[]>(page, 'public.services');
  expect(afterToggle.map((service) => service.name)).not.toContain(name);

  await card.getByRole('button', { name: 'Projects' }).click();
  await expect(page.getByText('This service has no projects yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: 'Delete' }).click();
  await confirmDeletion(
    page,
    'Delete Service',
    'Service deleted successfully',
    '0 projects and 0 images go to the Trash with it',
  );
  await expect(card).toHaveCount(0);
});

test('the delete confirm counts the projects and images of a seeded service', async ({ page }) => {
  await signIn(page, '/dashboard/services');
  const card = page.getByRole('article', { name: 'Residential Construction' });
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Service' });
  await expect(confirm).toContainText(/\d+ projects? and \d+ images? go to the Trash with it/);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
});
