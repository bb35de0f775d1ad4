/**
 * Publishing beyond a draft's save (docs/publishing.md): a change scheduled in the edit dialog and
 * listed on the Review screen, and a preview link that shows a draft to a browser never signed
 * in, until it is revoked. On the second dashboard server: nothing here depends on other files.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

import { expectNoAxeViolations, signIn, unique } from './dashboard-helpers';

interface CreatedService {
  result: { data: { json: { id: string; slug: string; name: string } } };
}

/** A new live service, made over tRPC. */
async function createLiveService(page: Page, name: string, headline: string) {
  const created = await page.request.post('/api/trpc/services.create', {
    data: {
      json: {
        name: unique(name),
        headline,
        description: 'A live service whose next text is being prepared.',
        features: [{ title: 'Site visits' }],
        is_enabled: true,
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as CreatedService).result.data.json;
}

/** The page at `path` of the server `page` uses, as a visitor who never signed in gets it. */
async function asVisitor(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await context.newPage();
  await visitor.goto(path);
  const html = await visitor.content();
  await context.close();
  return { html };
}

test('a change scheduled in the edit dialog shows there and on the Review screen, and is cancelled', async ({
  page,
}) => {
  await signIn(page, '/dashboard');
  const service = await createLiveService(page, 'Scheduled Works', 'A service to take down later');
  await page.goto('/dashboard/services/all');
  await page.getByRole('searchbox', { name: 'Search services' }).fill(service.name);
  const card = page.getByRole('article', { name: service.name });
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await dialog.getByRole('button', { name: 'Schedule...' }).click();
  const form = dialog.getByRole('group', { name: 'Schedule a change' });
  // A live service without a draft can only be disabled.
  await expect(form.getByRole('combobox', { name: 'What happens' })).toHaveValue('disable');
  await expect(form.getByText(/^In the firm time zone: .+ \(UTC[+-]\d{2}:\d{2}\)$/)).toBeVisible();
  await form.getByLabel('Date').fill('2020-01-06');
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Date and time must be in the future');
  await form.getByLabel('Date').fill('2099-01-05');
  await form.getByLabel('Time').fill('09:30');
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Change scheduled')).toBeVisible();
  const notice = dialog.getByRole('status').filter({
    hasText: /^It is disabled on Mon, 5 Jan 2099, 09:30 \(UTC[+-]\d{2}:\d{2}\) — scheduled by .+$/,
  });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await page.goto('/dashboard/review');
  const scheduled = page.getByRole('region', { name: 'Scheduled changes, soonest first' });
  await expect(scheduled.getByRole('row').filter({ hasText: service.name })).toContainText(
    'Disable',
  );
  await expectNoAxeViolations(page);

  await page.goto('/dashboard/services/all');
  await page.getByRole('searchbox', { name: 'Search services' }).fill(service.name);
  await card.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(page.getByText('Schedule cancelled')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a shared preview link shows the draft to a browser without an account, until it is revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/dashboard');
  const service = await createLiveService(page, 'Shared Works', 'The headline the public reads');
  const path = `/services/${service.slug}`;

  await page.goto('/dashboard/services/all');
  await page.getByRole('searchbox', { name: 'Search services' }).fill(service.name);
  const card = page.getByRole('article', { name: service.name });
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await dialog
    .getByRole('textbox', { name: 'Headline', exact: true })
    .fill('The headline the client approves');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toHaveCount(0);

  await card.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('button', { name: 'Share preview' }).click();
  const sharing = page.getByRole('dialog', { name: `Share preview of ${service.name}` });
  await sharing.getByRole('combobox', { name: 'Link works for' }).selectOption('1');
  await sharing.getByRole('button', { name: 'Make link' }).click();
  const field = sharing.getByRole('textbox', { name: 'Preview link (shown once: copy it now)' });
  await expect(field).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  await expect(sharing.getByText(/^Active · made by .+ never opened$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A fresh browser, never signed in, opens the link: the real page with the draft, never indexed.
  const guest = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const client = await guest.newPage();
  const opened = await client.goto(link);
  expect(new URL(client.url()).pathname).toBe(path);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(client.getByText('The headline the client approves')).toBeVisible();
  await expect(
    client.getByText('A draft shared with you: it is not on the public site yet.'),
  ).toBeVisible();
  // Everyone else still gets the published page.
  const visitor = await asVisitor(browser, page, path);
  expect(visitor.html).toContain('The headline the public reads');
  expect(visitor.html).not.toContain('The headline the client approves');

  // The dialog lists it as opened; revoked, it stops working at once.
  await sharing.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Share preview' }).click();
  await expect(sharing.getByText(/^Active · .+ last opened /)).toBeVisible();
  await sharing.getByRole('button', { name: 'Revoke' }).click();
  await expect(sharing.getByText(/^Revoked · /)).toBeVisible();
  await client.reload();
  await expect(client.getByText('The headline the public reads')).toBeVisible();
  await expect(client.getByText('Preview — not public')).toHaveCount(0);
  const again = await client.goto(link);
  expect(again?.status()).toBe(410);
  await expect(client.getByText(/This preview link has expired or was revoked/)).toBeVisible();
  await guest.close();
});

test('a release publishes a service draft on the Review screen, and is reverted as one', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/dashboard');
  const service = await createLiveService(page, 'Release Works', 'The headline before the launch');
  const path = `/services/${service.slug}`;

  await page.goto('/dashboard/services/all');
  await page.getByRole('searchbox', { name: 'Search services' }).fill(service.name);
  const card = page.getByRole('article', { name: service.name });
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await dialog
    .getByRole('textbox', { name: 'Headline', exact: true })
    .fill('The headline of the spring launch');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/dashboard/review');
  await page.getByRole('button', { name: 'New release' }).click();
  const creating = page.getByRole('dialog', { name: 'New release' });
  await creating.getByRole('button', { name: 'Create release' }).click();
  await expect(creating.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Name is required',
  );
  await creating.getByRole('textbox', { name: 'Name' }).fill('Spring launch');
  await creating.getByRole('button', { name: 'Create release' }).click();
  await expect(page.getByText('Release created')).toBeVisible();
  await expect(creating).toHaveCount(0);

  const release = page.getByRole('article', { name: 'Spring launch' });
  await expect(release.getByText('Open', { exact: true })).toBeVisible();
  await release.getByRole('button', { name: 'Add a change' }).click();
  const adding = release.getByRole('form', { name: 'Add a change to Spring launch' });
  await expect(adding.getByRole('combobox', { name: 'Kind' })).toHaveValue('service');
  await adding.getByRole('combobox', { name: 'Item' }).selectOption({ label: service.name });
  await adding.getByRole('combobox', { name: 'Change' }).selectOption('publish_draft');
  await adding.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added to the release')).toBeVisible();
  const changes = release.getByRole('list', { name: 'Changes of Spring launch' });
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  await expect(changes.getByRole('listitem')).toContainText(service.name);
  await expect(changes.getByRole('listitem')).toContainText('Publish the draft');
  await expect(release.getByRole('button', { name: 'Share preview' })).toBeVisible();
  await expectNoAxeViolations(page);

  await release.getByRole('button', { name: 'Publish now' }).click();
  const confirming = page.getByRole('dialog', { name: 'Publish the release' });
  await expect(confirming).toContainText(
    'Publish the 1 change of Spring launch now? They go public together.',
  );
  await confirming.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Release published')).toBeVisible();
  await expect(release.getByText('Published', { exact: true })).toBeVisible();
  await expect(release.getByText(/^Published on /)).toBeVisible();
  await expect(release.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect
    .poll(async () => (await asVisitor(browser, page, path)).html)
    .toContain('The headline of the spring launch');

  await release.getByRole('button', { name: 'Revert' }).click();
  const reverting = page.getByRole('dialog', { name: 'Revert the release' });
  await expect(reverting).toContainText(
    'Put every item of Spring launch back to what it was before the release?',
  );
  await reverting.getByRole('button', { name: 'Revert' }).click();
  await expect(
    page.getByText('Release reverted: every item is back to what it was before'),
  ).toBeVisible();
  await expect(release.getByText('Reverted', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await asVisitor(browser, page, path)).html)
    .not.toContain('The headline of the spring launch');
  expect((await asVisitor(browser, page, path)).html).toContain('The headline before the launch');
});
