import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations, pngFile, publicQuery, signIn, unique } from './dashboard-helpers';

const FIRST_HEADLINE = 'Old buildings brought back to life';

/** Creates a service on the add page and answers its name. */
async function createService(page: Page): Promise<string> {
  const name = unique('Heritage Restoration');
  await signIn(page, '/dashboard/services/add');
  await page.getByRole('textbox', { name: 'Service Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(FIRST_HEADLINE);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Careful restoration of heritage buildings, their facades and their interiors.');
  await page.getByLabel('Hero Image').setInputFiles(await pngFile('hero.png'));
  await page.getByRole('textbox', { name: 'Feature 1 Title' }).fill('Facade repair');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  return name;
}

/** Opens the service's edit dialog on the services list. */
async function openEditDialog(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
  await page.getByRole('article', { name }).getByRole('button', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit Service' });
}

async function saveHeadline(page: Page, name: string, headline: string) {
  const dialog = await openEditDialog(page, name);
  await dialog.getByRole('textbox', { name: 'Headline', exact: true }).fill(headline);
  await dialog.getByRole('button', { name: 'Update Service' }).click();
  await expect(dialog).toHaveCount(0);
}

test('edit a service twice, restore its first version from History, and the public page shows it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = await createService(page);
  await saveHeadline(page, name, 'A second headline for this service');
  await saveHeadline(page, name, 'A third headline for this service');

  const dialog = await openEditDialog(page, name);
  await dialog.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Service history' });
  const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Version 3 (current)');
  await expect(versions.first()).toContainText('Headline');
  await versions.last().getByRole('button').click();

  const comparison = history.getByRole('region', { name: 'Comparison' });
  await expect(comparison).toContainText(FIRST_HEADLINE);
  await expect(comparison).toContainText('A third headline for this service');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(history).toHaveCount(0);
  // The form shows the restored values.
  await expect(dialog.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(
    FIRST_HEADLINE,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const services = await publicQuery<{ name: string; slug: string }[]>(page, 'public.services');
  const slug = services.find((service) => service.name === name)?.slug ?? '';
  await page.goto(`/services/${slug}`);
  await expect(page.getByText(FIRST_HEADLINE)).toBeVisible();
});

test('a save of a form loaded before another save is refused, and Reload shows the saved values', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const name = await createService(page);

  // A second member of staff opens the same service in another browser.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, '/dashboard/services');
  const staleDialog = await openEditDialog(otherPage, name);
  await expect(staleDialog.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(
    FIRST_HEADLINE,
  );

  await saveHeadline(page, name, 'Saved first by the first editor');

  await staleDialog
    .getByRole('textbox', { name: 'Headline', exact: true })
    .fill('Saved later by the second editor');
  await staleDialog.getByRole('button', { name: 'Update Service' }).click();
  const refusal = staleDialog.getByRole('alert').filter({ hasText: 'reload to see it' });
  await expect(refusal).toHaveText(/^Changed by .+ at \d{2}:\d{2} — reload to see it\.\s*Reload$/);
  await refusal.getByRole('button', { name: 'Reload' }).click();
  await expect(staleDialog.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(
    'Saved first by the first editor',
  );
  await expect(refusal).toHaveCount(0);
  await other.close();
});

test.describe('on a phone, 390 × 844 with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the History dialog fits, passes axe and has finger-sized controls', async ({ page }) => {
    test.setTimeout(60_000);
    const name = await createService(page);
    await saveHeadline(page, name, 'A second headline for this service');
    const dialog = await openEditDialog(page, name);
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Service history' });
    await history.getByRole('list', { name: 'Versions' }).getByRole('button').last().click();
    await expect(history.getByRole('region', { name: 'Comparison' })).toContainText(FIRST_HEADLINE);
    const overflow = await page.evaluate(
      () =>
        Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
        window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const label of ['All versions', 'Restore this version']) {
      const box = await history.getByRole('button', { name: label }).boundingBox();
      expect(box?.height, label).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
  });
});
