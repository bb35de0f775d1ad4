/**
 * The trash in a real browser: a project deleted in the dashboard leaves the public portfolio,
 * waits in the Trash screen, and Restore puts it back at its place on the public page.
 */
import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations, signIn } from './dashboard-helpers';
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

test('a deleted project leaves the portfolio, and Restore in the Trash puts it back at its place', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const projects = await publicQuery<Record<string, PublicProjectRow[]>>(
    page.request,
    'projectsByService',
  );
  const [first, second] = projects[SERVICE] ?? [];
  if (!first || !second) throw new Error(`the demo content has two projects in ${SERVICE}`);
  const before = await portfolioTitles(page);
  expect(before.slice(0, 2)).toEqual([first.title, second.title]);

  await signIn(page, '/dashboard/projects/all');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(first.title);
  const card = page.getByRole('article', { name: first.title });
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Project' });
  await expect(confirm).toContainText(/It goes to the Trash, where it can be restored for 30 days/);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();

  await expect.poll(() => portfolioTitles(page)).toEqual(before.slice(1));

  await page.goto('/dashboard/trash');
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: first.title });
  await expect(row).toContainText('Project');
  await expect(row).toContainText('admin@example.com');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Restore Project ${first.title}` }).click();
  await expect(page.getByText('Restored from the trash')).toBeVisible();
  await expect(row).toHaveCount(0);

  await expect.poll(() => portfolioTitles(page)).toEqual(before);
});
