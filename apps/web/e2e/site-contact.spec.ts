import { expect, test, type Page } from '@playwright/test';

import { answerMapsLocally, waitForHydration } from './site-helpers';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const field = (page: Page, name: string) => page.locator(`#contact-${name}`);

async function open(page: Page) {
  await page.goto('/contact-us');
  await waitForHydration(page.getByRole('button', { name: 'Send Message' }));
}

/**
 * Fills the form, makes the server answer its submission with this tRPC error (a batch of one
 * result), sends it and checks that the error's message is shown as the failure toast.
 */
async function submitAgainstError(
  page: Page,
  status: number,
  error: { message: string; code: number; data: Record<string, unknown> },
) {
  await open(page);
  await fillValid(page);
  await page.route('**/api/trpc/public.submitContact**', (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify([{ error: { json: error } }]),
    }),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, error.message)).toBeVisible();
}

async function fillValid(page: Page) {
  await field(page, 'name').fill('Asha Patil');
  await field(page, 'email').fill('asha@example.com');
  await field(page, 'mobile').fill('+919876543210');
  await field(page, 'subject').fill('New home in Baner');
  await field(page, 'purpose').selectOption('Residential Construction');
  await field(page, 'message').fill('We would like a quote for a three storey house.');
}

test('the contact page shows the details, the map and the purposes', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('link', { name: '+91 98765 43210' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'info@kasarfoundation.com' }).first()).toBeVisible();
  await expect(page.locator('main iframe')).toHaveAttribute('src', /output=embed/);
  const options = await field(page, 'purpose').locator('option').allTextContents();
  expect(options).toEqual([
    'Select a purpose',
    'Residential Construction',
    'Commercial Projects',
    'Renovation & Remodeling',
    'Infrastructure Development',
    'Industrial Construction',
    'Other',
  ]);
});

test('the map is asked for only after the page has loaded, then without scrolling', async ({
  page,
}) => {
  const asked: number[] = [];
  await answerMapsLocally(page, () => asked.push(Date.now()));
  await page.goto('/contact-us');
  await expect(page.locator('main iframe')).toHaveAttribute('src', /output=embed/);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  const loadEnd = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return performance.timeOrigin + (navigation?.loadEventEnd ?? Infinity);
  });
  expect(Math.min(...asked)).toBeGreaterThanOrEqual(Math.floor(loadEnd));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the schema and the tRPC client load when the form is first used, not with the page', async ({
  page,
}) => {
  await open(page);
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        // Script URLs carry the deployment ID as a query (?dpl=…).
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name),
    );
  const before = await scripts();
  await field(page, 'name').focus();
  await expect.poll(async () => (await scripts()).length).toBeGreaterThan(before.length);
});

test('the counter follows the message and the mobile field keeps digits and +', async ({
  page,
}) => {
  await open(page);
  await expect(page.getByTestId('message-counter')).toHaveText('0/2000');
  await field(page, 'message').fill('Hello there');
  await expect(page.getByTestId('message-counter')).toHaveText('11/2000');
  await field(page, 'mobile').pressSequentially('+91 (987) 65-43a210');
  await expect(field(page, 'mobile')).toHaveValue('+919876543210');
});

test('an invalid submit shows the messages and focuses the first field in error', async ({
  page,
}) => {
  await open(page);
  await field(page, 'email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Please fill in all required fields correctly')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Mobile number is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Please select a purpose for your inquiry')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(field(page, 'name')).toBeFocused();
  await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'name').fill('A');
  await expect(page.getByText('Name is required')).toBeHidden();
  await field(page, 'subject').focus();
  await field(page, 'subject').blur();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters long')).toBeVisible();
  await expect(field(page, 'name')).toBeFocused();
});

test('a valid submit shows Sending..., the success toast and clears the form', async ({ page }) => {
  await open(page);
  await fillValid(page);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trpc/public.submitContact**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(
    toast(page, "Thank you for contacting us! We'll get back to you soon."),
  ).toBeVisible();
  await expect(field(page, 'name')).toHaveValue('');
  await expect(field(page, 'message')).toHaveValue('');
  await expect(field(page, 'purpose')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a server failure keeps the form and shows the failure toast', async ({ page }) => {
  await open(page);
  await fillValid(page);
  await page.route('**/api/trpc/public.submitContact**', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Failed to submit contact form. Please try again.')).toBeVisible();
  await expect(field(page, 'name')).toHaveValue('Asha Patil');
});

test('server field errors show under their fields with the server message', async ({ page }) => {
  const message = 'Please enter a valid email address';
  await submitAgainstError(page, 422, {
    message,
    code: -32600,
    data: {
      code: 'UNPROCESSABLE_CONTENT',
      httpStatus: 422,
      path: 'public.submitContact',
      fieldErrors: { email: [message] },
    },
  });
  await expect(page.locator('#contact-email-error')).toHaveText(message);
  await expect(field(page, 'email')).toBeFocused();
  await expect(field(page, 'name')).toHaveValue('Asha Patil');
});

test('the rate limit message is shown as the failure toast', async ({ page }) => {
  await submitAgainstError(page, 429, {
    message: 'Too many requests. Please try again later.',
    code: -32029,
    data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, fieldErrors: null },
  });
});

test('the form fetches a token when first used and sends it with the empty honeypot', async ({
  page,
}) => {
  await open(page);
  // The page is cached and shared: it carries no token of its own.
  expect(await page.content()).not.toContain('form_token');
  const tokenAsked = page.waitForRequest('**/api/trpc/public.contactFormToken**');
  await fillValid(page);
  await tokenAsked;
  // Hidden from people and assistive technology alike.
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  const sent = page.waitForRequest('**/api/trpc/public.submitContact**');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const body = (await sent).postDataJSON() as Record<
    string,
    { json: { form_token?: string; website?: string } }
  >;
  const input = Object.values(body)[0]?.json ?? (body as unknown as { json: never }).json;
  expect(input).toMatchObject({ website: '' });
  expect(input.form_token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
  await expect(
    toast(page, "Thank you for contacting us! We'll get back to you soon."),
  ).toBeVisible();
});
