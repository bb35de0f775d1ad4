import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, signIn, unique } from './dashboard-helpers';

test('the project form checks every field and the timeline rules', async ({ page }) => {
  await signIn(page, '/dashboard/projects/add');
  await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
  const startYear = page.getByRole('combobox', { name: 'Start Year' });
  // 1975 to 2030, newest first, after the empty choice.
  await expect(startYear.locator('option')).toHaveCount(57);
  await expect(startYear.locator('option').nth(1)).toHaveText('2030');
  await expect(startYear.locator('option').last()).toHaveText('1975');

  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Service selection is required')).toBeVisible();
  await expect(page.getByText('Project title is required')).toBeVisible();
  await expect(page.getByText('Start month is required')).toBeVisible();
  await expect(page.getByText('Start year is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Project Title' }).fill('ab');
  await page.getByRole('textbox', { name: 'Scope of Work' }).fill('short');
  await page.getByRole('combobox', { name: 'Start Month' }).selectOption('June');
  await startYear.selectOption('2020');
  await page.getByRole('combobox', { name: 'End Year' }).selectOption('2019');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project title must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Scope of work must be at least 20 characters long')).toBeVisible();
  await expect(page.getByText('End month is required when end year is specified')).toBeVisible();

  await page.getByRole('combobox', { name: 'End Month' }).selectOption('March');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('End year cannot be before start year')).toBeVisible();

  await page.getByRole('combobox', { name: 'End Year' }).selectOption('2020');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(
    page.getByText('End month cannot be before start month in the same year'),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'End Year' }).selectOption('');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('End year is required when end month is specified')).toBeVisible();

  // The live check on input.
  await page.getByRole('textbox', { name: 'Location' }).fill('x');
  await page.getByRole('textbox', { name: 'Location' }).fill('');
  await expect(page.getByText('Location is required')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a project is created, viewed, edited, toggled and deleted in place', async ({ page }) => {
  test.setTimeout(60_000);
  const title = unique('Riverside Villa');
  await signIn(page, '/dashboard/projects/add');
  await page
    .getByRole('combobox', { name: 'Service' })
    .selectOption({ label: 'Residential Construction' });
  await page.getByRole('textbox', { name: 'Project Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Location' }).fill('Nashik');
  await page.getByRole('textbox', { name: 'Client Name' }).fill('Mehta Family');
  await page.getByRole('spinbutton', { name: 'Built-up Area (sq ft)' }).fill('3200');
  await page.getByRole('combobox', { name: 'Start Month' }).selectOption('January');
  await page.getByRole('combobox', { name: 'Start Year' }).selectOption('2024');
  await page
    .getByRole('textbox', { name: 'Scope of Work' })
    .fill('Design and construction of a two-storey villa with a garden.');
  await page.getByRole('button', { name: 'Create Project' }).click();

  await expect(page).toHaveURL(/\/dashboard\/projects\/all$/);
  await expect(page.getByText('Project created successfully')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Ongoing')).toBeVisible();
  await expect(card.getByText('Jan 2024 – Present')).toBeVisible();
  await search.fill('Mehta Family');
  await expect(card).toBeVisible();
  await search.fill('no such project anywhere');
  await expect(page.getByText('No projects found matching your search.')).toBeVisible();
  await search.fill(title);

  await card.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: title });
  await expect(view).toContainText('Residential Construction');
  await expect(view).toContainText('3,200 sq ft');
  await expect(view).toContainText('Project ID');
  await view.getByRole('button', { name: 'Close' }).click();

  // A draft: the card keeps the published title; the form reopens on the draft; discarded.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await edit.getByRole('textbox', { name: 'Location' }).fill('Nashik, drafted');
  await edit.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved — not public yet')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(edit.getByRole('status').filter({ hasText: /^Draft saved by/ })).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Location' })).toHaveValue('Nashik, drafted');
  await edit.getByRole('button', { name: 'Discard draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard draft' })
    .getByRole('button', { name: 'Discard draft' })
    .click();
  await expect(page.getByText('Draft discarded')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Location' })).toHaveValue('Nashik');
  await expect(edit.getByText(/^Draft saved by/)).toHaveCount(0);

  await expect(edit.getByRole('textbox', { name: 'Project Title' })).toHaveValue(title);
  await edit.getByRole('combobox', { name: 'End Month' }).selectOption('December');
  await edit.getByRole('combobox', { name: 'End Year' }).selectOption('2025');
  await edit.getByRole('button', { name: 'Update Project' }).click();
  await expect(edit).toHaveCount(0);
  await expect(card.getByText('Jan 2024 – Dec 2025')).toBeVisible();
  await expect(card.getByText('Ongoing')).toHaveCount(0);

  await card.getByRole('switch', { name: `Disable ${title}` }).click();
  await expect(card.getByText('Inactive')).toBeVisible();
  await expect(page.getByText('Project status updated successfully')).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Project' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expectNoAxeViolations(page);
});
