import fs from 'node:fs';

import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';

import {
  confirmDeletion,
  expectNoAxeViolations,
  publicQuery,
  signIn,
  unique,
} from './dashboard-helpers';

/** A name of letters and spaces only (the form's rule) that no other test uses. */
function uniqueName(prefix: string): string {
  return unique(prefix).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
}

let visitor = 0;
/** A client address of its own per message: the limit is 10 an hour per address. */
function visitorAddress(): string {
  visitor += 1;
  return `198.51.${100 + (Date.now() % 100)}.${visitor}`;
}

/** Submits as an API client does (no form token: judged by its content only). */
async function submit(
  request: APIRequestContext,
  fields: { name: string; subject?: string; message?: string },
) {
  const response = await request.post('/api/v1/public/contact', {
    headers: { 'x-forwarded-for': visitorAddress() },
    data: {
      name: fields.name,
      email: 'priya@example.com',
      mobile: '+919876543210',
      subject: fields.subject ?? 'New office building',
      message: fields.message ?? 'We would like a quote for a three-storey office building.',
      purpose: 'Commercial Projects',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const badge = (page: Page) => page.getByTestId('new-contacts-badge');

/** The New count as the server has it (the signed-in page's own session). */
async function newCount(page: Page): Promise<number> {
  return (await publicQuery<{ count: number }>(page, 'contacts.newCount')).count;
}

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test('contact submissions are searched, counted, viewed and deleted', async ({ page }) => {
  const name = uniqueName('Priya Sharma');
  await submit(page.request, { name });

  await signIn(page, '/dashboard/contacts');
  await expect(page.getByRole('heading', { name: 'Contact Submissions' })).toBeVisible();
  await expect(page.getByText('This Week')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(name);
  await expect(row(page, name)).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: `View submission from ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Contact Submission' });
  await expect(dialog).toContainText('We would like a quote for a three-storey office building.');
  await expect(dialog).toContainText('+919876543210');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await confirmDeletion(page, 'Delete Submission', 'Contact submission deleted successfully');
  await expect(page.getByText('No submissions found matching your search.')).toBeVisible();
});

test('the badge counts a new submission without a reload; opening one marks it read', async ({
  page,
}) => {
  await signIn(page, '/dashboard/contacts');
  await expect(page.getByRole('heading', { name: 'Contact Submissions' })).toBeVisible();
  await expect(page.getByText('Total Submissions')).toBeVisible();
  const before = await newCount(page);

  const name = uniqueName('Badge Person');
  await submit(page.request, { name });
  // Coming back to the window asks again.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(badge(page)).toHaveText(`${before + 1} new`);

  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(name);
  await expect(row(page, name)).toHaveAttribute('data-status', 'new');
  await expect(row(page, name).getByText('New', { exact: true })).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: `View submission from ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Contact Submission' });
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    /^mailto:priya@example\.com\?subject=Re%3A%20New%20office%20building&body=.*%3E%20We%20would%20like/,
  );
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(row(page, name)).toHaveAttribute('data-status', 'read');
  if (before === 0) await expect(badge(page)).toHaveCount(0);
  else await expect(badge(page)).toHaveText(`${before} new`);
});

test('Reply offers to mark the submission Replied', async ({ page }) => {
  const name = uniqueName('Reply Person');
  await submit(page.request, { name, subject: 'Villa extension' });
  await signIn(page, '/dashboard/contacts');
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(name);
  await row(page, name)
    .getByRole('button', { name: `View submission from ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Contact Submission' });
  // The mail program is the browser's business: keep the test on the page.
  await dialog
    .getByRole('link', { name: 'Reply' })
    .evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await dialog.getByRole('link', { name: 'Reply' }).click();
  await dialog.getByRole('button', { name: 'Mark as Replied' }).click();
  await expect(page.getByText('Contact submission status updated successfully')).toBeVisible();
  await expect(dialog.getByText('Replied', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(row(page, name)).toHaveAttribute('data-status', 'replied');
});

test('the link of a notification e-mail opens the submission', async ({ page }) => {
  const name = uniqueName('Linked Person');
  const id = await submit(page.request, { name });
  await signIn(page, `/dashboard/contacts?open=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Contact Submission' });
  await expect(dialog).toContainText(name);
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible();
});

test('bulk archive, then bulk delete with a confirmation', async ({ page }) => {
  const tag = uniqueName('Bulk');
  const names = [`${tag} One`, `${tag} Two`, `${tag} Three`];
  for (const name of names) await submit(page.request, { name });
  await signIn(page, '/dashboard/contacts');
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(tag);
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(3);

  await page.getByRole('checkbox', { name: `Select submission from ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select submission from ${names[1]}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected submissions' });
  await expect(toolbar).toContainText('2 selected');
  await toolbar.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived: 2')).toBeVisible();
  await expect(row(page, names[0] ?? '')).toHaveAttribute('data-status', 'archived');
  await expect(row(page, names[1] ?? '')).toHaveAttribute('data-status', 'archived');
  await expect(row(page, names[2] ?? '')).toHaveAttribute('data-status', 'new');

  await page.getByLabel('Status', { exact: true }).selectOption('archived');
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(2);

  await page.getByRole('checkbox', { name: 'Select all submissions on this page' }).check();
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Submissions' });
  await expect(confirm).toContainText('Delete the 2 selected submissions?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Contact submissions deleted successfully')).toBeVisible();
  await expect(page.getByText('No submissions found matching your search.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(1);
});

test('rows changed while a new filter still loads show the change', async ({ page }) => {
  const tag = uniqueName('Loading');
  const names = [`${tag} One`, `${tag} Two`, `${tag} Three`];
  for (const name of names) await submit(page.request, { name });
  await signIn(page, '/dashboard/contacts');
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(tag);
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(3);

  // The list of New ones is held on its way: the three rows stay on screen while it loads.
  let held: Route | undefined;
  await page.route(
    (url) =>
      url.pathname.includes('contacts.list') &&
      (url.searchParams.get('input') ?? '').includes('"status":"new"'),
    (route) => {
      if (held) return route.continue();
      held = route;
    },
  );
  await page.getByLabel('Status', { exact: true }).selectOption('new');
  await expect.poll(() => held !== undefined).toBe(true);

  await page.getByRole('checkbox', { name: `Select submission from ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select submission from ${names[1]}` }).check();
  await page
    .getByRole('toolbar', { name: 'Selected submissions' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page.getByText('Archived: 2')).toBeVisible();
  // The list is asked for again, after the change: only the third is still New.
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(1);
  await expect(row(page, names[2] ?? '')).toHaveAttribute('data-status', 'new');
  await held?.continue().catch(() => undefined);
});

test('Export CSV downloads the filter: BOM, accents and formulas neutralised', async ({ page }) => {
  const name = `Zoë Ånström ${uniqueName('Csv')}`;
  await submit(page.request, {
    name,
    subject: '=HYPERLINK("http://evil.example","Click")',
    message: 'Line one, with a comma\nand "quotes" inside.',
  });
  await signIn(page, '/dashboard/contacts');
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(name);
  await expect(row(page, name)).toBeVisible();
  const today = new Date();
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await page.getByLabel('From', { exact: true }).fill(local);
  await page.getByLabel('To', { exact: true }).fill(local);
  await expect(row(page, name)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Received (UTC),Status,Name,Email,Mobile,Purpose,Subject,Message');
  // One record (its message's line break is inside quotes), then the final CRLF.
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(
    `,New,${name},priya@example.com,'+919876543210,Commercial Projects,"'=HYPERLINK(""http://evil.example"",""Click"")","Line one, with a comma\nand ""quotes"" inside."`,
  );
  expect(lines[2]).toBe('');
});
