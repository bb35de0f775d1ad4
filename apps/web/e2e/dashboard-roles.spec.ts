/**
 * Roles in the dashboard (docs/roles.md): each role sees only what it may do. A Contributor adds
 * a project and its photo, which stay disabled, with no switch, delete or order button; an
 * Inquiries user reads and exports inquiries, has no content sections and gets the forbidden
 * screen for the others (no refused call fired); an Owner changes a colleague's role, which their
 * open page shows at its next request, and views the dashboard as a role and stops; the Roles
 * matrix works on a phone.
 */
import fs from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createStaffUser,
  expectNoAxeViolations,
  pngFile,
  signIn,
  signInAs,
  unique,
} from './dashboard-helpers';
import { waitForHydration } from './site-helpers';

const PASSWORD = 'roles-test-pass1';

/** The sidebar's section links, in order (their labels, without the Contacts new-count). */
async function menuOf(page: Page): Promise<string[]> {
  const texts = await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link')
    .allInnerTexts();
  return texts.map((text) => text.split('\n')[0] ?? '');
}

/** Every refused call and console error of `page` from now on, to expect none. */
function failuresOf(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
}

test('a Contributor adds a project with a photo: both stay disabled, with nothing to publish, delete or order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const staff = await createStaffUser(page, {
    name: 'Contributing Colleague',
    emailPrefix: 'contributor',
    password: PASSWORD,
    role_id: 'contributor',
  });
  const title = unique('Hillside Cottage');
  await signInAs(page, staff, '/dashboard/projects/add');
  const failures = failuresOf(page);
  await expect(
    page.getByText('New projects stay disabled until an editor publishes them.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Active' })).toHaveCount(0);
  const service = page.getByRole('combobox', { name: 'Service' });
  await waitForHydration(service);
  await service.selectOption({ label: 'Residential Construction' });
  await page.getByRole('textbox', { name: 'Project Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Location' }).fill('Lonavala');
  await page.getByRole('textbox', { name: 'Client Name' }).fill('Rao Family');
  await page.getByRole('combobox', { name: 'Start Month' }).selectOption('March');
  await page.getByRole('combobox', { name: 'Start Year' }).selectOption('2024');
  await page.getByRole('textbox', { name: 'Scope of Work' }).fill('A stone cottage on a slope.');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/all$/);

  await page.getByRole('searchbox', { name: 'Search projects' }).fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Inactive')).toBeVisible();
  await expect(card.getByRole('switch')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order & featured' })).toHaveCount(0);

  await page.goto('/dashboard/gallery/upload');
  await expect(
    page.getByText('New images stay disabled until an editor publishes them.'),
  ).toBeVisible();
  const galleryService = page.getByRole('combobox', { name: 'Service' });
  await waitForHydration(galleryService);
  await galleryService.selectOption({ label: 'Residential Construction' });
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: title });
  await page
    .getByLabel('Drag and drop images here, or click to choose')
    .setInputFiles([await pngFile('cottage.png', { r: 120, g: 140, b: 60 })]);
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page).toHaveURL(/\/dashboard\/gallery\/all$/);
  const image = page.getByRole('article', { name: `${title} image` });
  await expect(image.getByText('Inactive')).toBeVisible();
  await expect(image.getByRole('switch')).toHaveCount(0);
  await expect(image.getByRole('button', { name: `Delete ${title} image` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Arrange order' })).toHaveCount(0);
  expect(await menuOf(page)).toEqual(['Overview', 'Services', 'Projects', 'Gallery', 'Activity']);
  expect(failures).toEqual([]);
});

test('an Inquiries user reads and exports inquiries, and gets the forbidden screen elsewhere', async ({
  page,
}) => {
  const sender = unique('Inquiring Visitor').replace(/\d/g, 'x');
  const sent = await page.request.post('/api/v1/public/contact', {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
    data: {
      name: sender,
      email: 'visitor@example.com',
      mobile: '+919876543210',
      subject: 'A new office floor',
      message: 'Could you quote for fitting out one floor of offices?',
      purpose: 'Commercial Projects',
    },
  });
  expect(sent.status()).toBe(201);
  const staff = await createStaffUser(page, {
    name: 'Inquiries Desk',
    emailPrefix: 'inquiries',
    password: PASSWORD,
    role_id: 'inquiries',
  });
  const failures = failuresOf(page);
  await signInAs(page, staff);
  expect(await menuOf(page)).toEqual(['Overview', 'Contacts']);
  await expect(page.getByRole('link', { name: 'View Contacts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Organization Details' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Contacts' })
    .click();
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(sender);
  await expect(page.getByRole('row', { name: new RegExp(sender) })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete submission from ${sender}` })).toHaveCount(
    0,
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync((await (await downloading).path()) ?? '', 'utf8');
  expect(csv).toContain(sender);

  await page.goto('/dashboard/projects/all');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page", level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Your role (Inquiries) does not allow you to view projects.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the overview' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(failures).toEqual([]);
});

test("an Owner changes a colleague's role; the colleague's page shows the new menu at its next request", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const colleague = await createStaffUser(page, {
    name: unique('Changing Colleague'),
    emailPrefix: 'role-change',
    password: PASSWORD,
    role_id: 'editor',
  });
  const theirs = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(theirs, colleague);
  expect(await menuOf(theirs)).toContain('Projects');
  expect(await menuOf(theirs)).not.toContain('Contacts');

  await signIn(page, '/dashboard/team');
  const row = page.getByRole('row').filter({ hasText: colleague.email });
  await expect(row).toContainText('Editor');
  const changeRole = row.getByRole('button', { name: /^Change the role of / });
  await waitForHydration(changeRole);
  await changeRole.click();
  const dialog = page.getByRole('dialog', { name: 'Change Role' });
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Inquiries' });
  await dialog.getByRole('button', { name: 'Change Role' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Inquiries');

  await theirs.reload();
  await expect.poll(() => menuOf(theirs)).toEqual(['Overview', 'Contacts']);
  await theirs.context().close();
});

test('an Owner views the dashboard as the Inquiries role, read-only, and stops', async ({
  page,
}) => {
  await signIn(page, '/dashboard/roles');
  const viewAs = page.getByRole('button', { name: 'View as Inquiries' });
  await waitForHydration(viewAs);
  await viewAs.click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(
    page.getByRole('status').filter({ hasText: 'You are viewing the dashboard as Inquiries.' }),
  ).toBeVisible();
  expect(await menuOf(page)).toEqual(['Overview', 'Contacts']);
  await page.goto('/dashboard/services');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page", level: 1 }),
  ).toBeVisible();
  const stop = page.getByRole('button', { name: 'Stop viewing as Inquiries' });
  await waitForHydration(stop);
  await stop.click();
  await page.waitForURL((url) => url.pathname === '/dashboard/roles');
  await expect(page.getByText('You are viewing the dashboard as')).toHaveCount(0);
  expect(await menuOf(page)).toContain('Backup');
});

test.describe('on a phone, 390 × 844 with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Roles matrix fits, passes axe and has finger-sized boxes', async ({ page }) => {
    await signIn(page, '/dashboard/roles');
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    const copy = page.getByRole('button', { name: 'Copy Contributor' });
    await waitForHydration(copy);
    await expectNoAxeViolations(page);
    await copy.tap();
    const dialog = page.getByRole('dialog', { name: 'New Role' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Contributor (copy)');
    const projects = dialog.getByRole('group', { name: 'Projects' });
    await expect(projects.getByRole('checkbox', { name: 'Create' })).toBeChecked();
    const publish = projects.getByRole('checkbox', { name: /^Publish/ });
    await expect(publish).not.toBeChecked();
    // No sideways scroll, and every box's line 44 px or more each way.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const small = await dialog.locator('input[type="checkbox"]').evaluateAll((boxes) =>
      boxes
        .map((box) => (box.closest('label') ?? box).getBoundingClientRect())
        .filter((rect) => rect.width < 44 || rect.height < 44)
        .map((rect) => `${Math.round(rect.width)}×${Math.round(rect.height)}`),
    );
    expect(small).toEqual([]);
    await expectNoAxeViolations(page);
    await publish.tap();
    await dialog.getByRole('button', { name: 'Create Role' }).tap();
    await expect(dialog).toBeHidden();

    const created = page.getByRole('article', { name: 'Contributor (copy)' });
    await expect(created).toContainText('Custom');
    await expect(created).toContainText('Rights (9)');

    // Edited: limited to one service and asking its holders for a second factor.
    await created.getByRole('button', { name: 'Edit Contributor (copy)' }).tap();
    const editing = page.getByRole('dialog', { name: 'Edit Role: Contributor (copy)' });
    await editing
      .getByRole('group', { name: 'Limited to services' })
      .getByRole('checkbox', { name: 'Residential Construction' })
      .tap();
    await editing.getByRole('checkbox', { name: 'Require two-factor sign-in for this role' }).tap();
    await editing.getByRole('button', { name: 'Update Role' }).tap();
    await expect(page.getByText('Role updated')).toBeVisible();
    await expect(editing).toBeHidden();
    await expect(created).toContainText('Limited to 1 service');
    await expect(created).toContainText('Two-factor required');
    await expect(created).toContainText('Rights (9)');
    await created.getByRole('button', { name: 'Delete Contributor (copy)' }).tap();
    await page
      .getByRole('dialog', { name: 'Delete Role' })
      .getByRole('button', { name: 'Delete' })
      .tap();
    await expect(page.getByText('Role deleted')).toBeVisible();
    await expect(created).toHaveCount(0);
  });
});

test('a Contributor submits a draft of a live project, a reviewer requests changes, then publishes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/v1/dashboard/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const admin = {
    authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const options = await page.request.get('/api/v1/dashboard/service-projects/service-options', {
    headers: admin,
  });
  const services = ((await options.json()) as { data: { id: string; name: string }[] }).data;
  const title = unique('Lakeside Studio');
  const created = await page.request.post('/api/v1/dashboard/service-projects', {
    headers: admin,
    data: {
      service_id: services.find((service) => service.name === 'Residential Construction')?.id,
      title,
      location: 'Pune',
      client_name: 'Lake Family',
      start_month: 'May',
      start_year: 2023,
      scope_of_work: 'A studio on the lake shore.',
      is_enabled: true,
    },
  });
  expect(created.status()).toBe(201);
  const staff = await createStaffUser(page, {
    name: 'Reviewed Colleague',
    emailPrefix: 'reviewed',
    password: PASSWORD,
    role_id: 'contributor',
  });
  const revised = `${title}, revised`;

  // The Contributor's form of a live project saves drafts only.
  const openEdit = async () => {
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(title);
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await expect(dialog.getByRole('textbox', { name: 'Project Title' })).toBeVisible();
    return dialog;
  };
  await signInAs(page, staff, '/dashboard/projects/all');
  let dialog = await openEdit();
  await expect(dialog.getByRole('button', { name: 'Update Project' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Project Title' }).fill(revised);
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Draft submitted for review')).toBeVisible();

  // The reviewer compares it with the published project and sends it back.
  const reviewerVisits = async () => {
    await page.context().clearCookies();
    // The overview counts what waits, and leads to the Review screen.
    await signIn(page, '/dashboard');
    await expect(page.getByText(/^(1 draft waits|\d+ drafts wait) for review\.$/)).toBeVisible();
    await page.getByRole('link', { name: 'Open Review' }).click();
    await expect(page.getByRole('heading', { name: 'Review', exact: true })).toBeVisible();
    await expect(page.getByTestId('review-count-badge')).toBeVisible();
    await page.getByRole('button', { name: `Review ${revised}` }).click();
    const review = page.getByRole('dialog', { name: `Review: ${revised}` });
    await expect(review.getByRole('region', { name: 'Comparison' })).toContainText(title);
    return review;
  };
  let review = await reviewerVisits();
  await review.getByRole('button', { name: 'Request changes' }).click();
  await review.getByRole('textbox', { name: 'What should change' }).fill('Add the lake’s name.');
  await review.getByRole('button', { name: 'Request changes' }).click();
  await expect(page.getByText('Changes requested: the author sees your comment')).toBeVisible();
  await expect(page.getByRole('button', { name: `Review ${revised}` })).toHaveCount(0);

  // The author reads the comment on the project and submits again.
  await page.context().clearCookies();
  await signInAs(page, staff, '/dashboard/projects/all');
  dialog = await openEdit();
  await expect(dialog.getByText(/Changes requested by .+ at \d{2}:\d{2}:/)).toBeVisible();
  await expect(dialog.getByText('Add the lake’s name.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Draft submitted for review')).toBeVisible();

  review = await reviewerVisits();
  // A reviewer may schedule the publish too, in the firm time zone.
  await review.getByRole('button', { name: 'Schedule...' }).click();
  await expect(
    review.getByRole('group', { name: 'Schedule a change' }).getByRole('combobox', {
      name: 'What happens',
    }),
  ).toHaveValue('publish_draft');
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Draft published')).toBeVisible();
  const portfolio = await page.request.get('/api/v1/public/projects-by-service');
  expect(await portfolio.text()).toContain(revised);
});
