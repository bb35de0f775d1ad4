/**
 * Every dashboard screen is in the first HTML with its content: its pages prefetch the queries
 * on the server and hand them to the browser's query client. Read here with JavaScript off, so
 * what shows is the server's HTML and nothing else; then with JavaScript on, the browser must
 * not ask again for what it was handed (the query keys match), and moving between screens stays
 * a client-side navigation.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';

import { signIn, unique } from './dashboard-helpers';

/** The `json` of a dashboard tRPC query with `input`, asked as the signed-in page. */
async function dashboardQuery<T>(page: Page, procedure: string, input?: unknown): Promise<T> {
  const query =
    input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await page.request.get(`/api/trpc/${procedure}${query}`);
  expect(response.ok(), `${procedure} answers`).toBe(true);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

/** A contact message as an API client sends it, from an address of its own (10 an hour each). */
async function submitContact(request: APIRequestContext, name: string) {
  const response = await request.post('/api/v1/public/contact', {
    headers: { 'x-forwarded-for': `198.51.100.${(Date.now() % 200) + 20}` },
    data: {
      name,
      email: 'meera@example.com',
      mobile: '+919876543210',
      subject: 'A new school building',
      message: 'We would like a quote for a two-storey school building.',
      purpose: 'Commercial Projects',
    },
  });
  expect(response.status()).toBe(201);
}

/** A name of letters and spaces only (the contact form's rule) that no other test uses. */
function uniqueName(prefix: string): string {
  return unique(prefix).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
}

interface Screen {
  path: string;
  heading: string;
  /** What of the screen's data the first HTML must show. */
  content: (page: Page) => Locator[];
  /** The procedures the page prefetches: the browser must not ask for them on opening it. */
  prefetched: string[];
}

/** A page of the signed-in session with JavaScript off: what shows is the server's HTML. */
async function serverHtmlPage(browser: Browser, signedIn: Page) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    storageState: await signedIn.context().storageState(),
  });
  return context.newPage();
}

test('every dashboard screen has its content in the first HTML', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const contactName = uniqueName('Meera Iyer');
  await submitContact(page.request, contactName);
  await signIn(page);

  // What the screens show, as the API gives it to this session.
  const services = await dashboardQuery<{ data: { name: string }[] }>(page, 'services.list', {
    limit: 100,
  });
  const activeServices = await dashboardQuery<{ data: { name: string }[] }>(page, 'services.list', {
    status: 'active',
    limit: 100,
  });
  const projects = await dashboardQuery<{ data: { title: string }[] }>(page, 'projects.list', {
    limit: 100,
  });
  const banners = await dashboardQuery<{ data: { headline: string }[] }>(page, 'banners.list', {
    page: 1,
    limit: 10,
  });
  const gallery = await dashboardQuery<{ pagination: { total: number } }>(page, 'gallery.list', {
    page: 1,
    limit: 100,
  });
  const organization = await dashboardQuery<{ email: string | null }>(page, 'organization.get');
  const aboutUs = await dashboardQuery<{
    founder_name: string | null;
    stats: { stat_name: string; value: string }[];
  }>(page, 'aboutUs.get');
  const serviceName = services.data[0]?.name ?? '';
  const activeServiceName = activeServices.data[0]?.name ?? '';
  const projectTitle = projects.data[0]?.title ?? '';
  const bannerHeadline = banners.data[0]?.headline ?? '';
  // The seed gives every one of these content (the contact is this test's own).
  for (const value of [
    serviceName,
    activeServiceName,
    projectTitle,
    bannerHeadline,
    organization.email,
    aboutUs.founder_name,
  ]) {
    expect(value).toBeTruthy();
  }
  expect(gallery.pagination.total).toBeGreaterThan(0);

  const option = (html: Page, label: string) => html.locator('option', { hasText: label });
  const screens: Screen[] = [
    {
      path: '/dashboard',
      heading: 'Dashboard Overview',
      // Rendered by the page itself; the layout prefetches the sidebar's New count, which the
      // browser asks again at once on purpose (it is never taken as fresh).
      content: (html) => [html.getByText(organization.email ?? '').first()],
      prefetched: [],
    },
    {
      path: '/dashboard/services',
      heading: 'Services',
      content: (html) => [html.getByText(serviceName, { exact: true }).first()],
      prefetched: ['services.list'],
    },
    {
      path: '/dashboard/services/all',
      heading: 'Services',
      content: (html) => [html.getByText(serviceName, { exact: true }).first()],
      prefetched: ['services.list'],
    },
    {
      path: '/dashboard/services/add',
      heading: 'Add New Service',
      content: (html) => [html.getByText('Basic Information')],
      prefetched: [],
    },
    {
      path: '/dashboard/projects/all',
      heading: 'Projects',
      content: (html) => [html.getByText(projectTitle, { exact: true }).first()],
      prefetched: ['projects.list'],
    },
    {
      path: '/dashboard/projects/add',
      heading: 'Add New Project',
      content: (html) => [option(html, serviceName)],
      prefetched: ['projects.serviceOptions'],
    },
    {
      path: '/dashboard/banners/all',
      heading: 'Banner Management',
      content: (html) => [html.getByText(bannerHeadline, { exact: true }).first()],
      prefetched: ['banners.list'],
    },
    {
      path: '/dashboard/banners/add',
      heading: 'Add New Banner',
      content: (html) => [html.getByLabel('Headline')],
      prefetched: [],
    },
    {
      path: '/dashboard/gallery/all',
      heading: 'Gallery',
      content: (html) => [
        html.getByText(`${gallery.pagination.total} images`, { exact: true }),
        option(html, activeServiceName),
      ],
      prefetched: ['gallery.list', 'services.list'],
    },
    {
      path: '/dashboard/gallery/upload',
      heading: 'Upload Images',
      content: (html) => [option(html, activeServiceName)],
      prefetched: ['services.list'],
    },
    {
      path: '/dashboard/contacts',
      heading: 'Contact Submissions',
      content: (html) => [html.getByText(contactName, { exact: true }).first()],
      prefetched: ['contacts.list'],
    },
    {
      path: '/dashboard/activity',
      heading: 'Activity',
      content: (html) => [
        html.getByText('Signed in', { exact: true }).first(),
        option(html, 'admin@example.com'),
      ],
      prefetched: ['activity.list', 'activity.users'],
    },
    {
      path: '/dashboard/team',
      heading: 'Team',
      // The last sign-in.
      content: (html) => [html.getByText(/\d{4}, \d\d:\d\d [AP]M/).first()],
      prefetched: ['team.list'],
    },
    {
      path: '/dashboard/organization',
      heading: 'Organization Settings',
      content: (html) => [html.getByLabel('Email', { exact: true })],
      prefetched: ['organization.get'],
    },
    {
      path: '/dashboard/about-us',
      heading: 'About Us Content',
      content: (html) => [html.getByLabel('Founder Name')],
      prefetched: ['aboutUs.get'],
    },
    {
      path: '/dashboard/change-password',
      heading: 'Change Password',
      content: (html) => [html.getByLabel('Current Password')],
      prefetched: [],
    },
  ];

  const html = await serverHtmlPage(browser, page);
  for (const screen of screens) {
    await test.step(`${screen.path}: the server's HTML`, async () => {
      const response = await html.goto(screen.path);
      expect(response?.status()).toBe(200);
      // Per request and per user: never kept by a shared cache.
      expect(response?.headers()['cache-control']).toMatch(/private/);
      expect(response?.headers()['cache-control']).toMatch(/no-store/);
      await expect(html.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      for (const content of screen.content(html)) await expect(content).toBeAttached();
      await expect(html.getByText(/Loading/)).toHaveCount(0);
    });
  }
  await html.goto('/dashboard/organization');
  await expect(html.getByLabel('Email', { exact: true })).toHaveValue(organization.email ?? '');
  await html.goto('/dashboard/about-us');
  await expect(html.getByLabel('Founder Name')).toHaveValue(aboutUs.founder_name ?? '');
  await expect(html.getByLabel('Stat 1 Name')).toHaveValue(aboutUs.stats[0]?.stat_name ?? '');
  await expect(html.getByLabel('Stat 1 Value')).toHaveValue(aboutUs.stats[0]?.value ?? '');
  // Times are rendered on the server in UTC, and say so (the browser's zone after hydration).
  await html.goto('/dashboard/team');
  await expect(html.getByText(/\d{4}, \d\d:\d\d [AP]M UTC$/).first()).toBeVisible();
  await html.context().close();

  // With JavaScript: the browser uses what it was handed instead of asking again, and its first
  // render agrees with the server's HTML.
  const hydrationErrors = watchHydrationErrors(page);
  for (const screen of screens) {
    await test.step(`${screen.path}: no second request for prefetched data`, async () => {
      const asked: string[] = [];
      const listener = (request: { url: () => string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/trpc/')) {
          asked.push(...url.pathname.slice('/api/trpc/'.length).split(','));
        }
      };
      page.on('request', listener);
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      for (const content of screen.content(page)) await expect(content).toBeAttached();
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      expect(asked.filter((procedure) => screen.prefetched.includes(procedure))).toEqual([]);
      await expect(page.getByText(/Loading/)).toHaveCount(0);
    });
  }
  expect(hydrationErrors).toEqual([]);
});

/**
 * React's hydration errors on `page` (the server's HTML and the browser's first render differ),
 * as they are reported in a production build: minified errors 418, 423 and 425, or the text.
 */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const hydration = /hydrat|react\.dev\/errors\/(418|423|425)/i;
  page.on('console', (message) => {
    if (message.type() === 'error' && hydration.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) errors.push(error.message);
  });
  return errors;
}

test('dates rendered on the server switch to the browser time zone without a hydration error', async ({
  browser,
  page,
}) => {
  await signIn(page);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    timezoneId: 'Asia/Kolkata',
    storageState: await page.context().storageState(),
  });
  const kolkata = await context.newPage();
  const hydrationErrors = watchHydrationErrors(kolkata);
  await kolkata.goto('/dashboard/team');
  const lastSignIn = kolkata.getByText(/\d{4}, \d\d:\d\d [AP]M/).first();
  await expect(lastSignIn).toBeVisible();
  // The server's UTC time is replaced by the browser's own once the page runs.
  await expect(lastSignIn).not.toContainText('UTC');
  await kolkata.goto('/dashboard/activity');
  await expect(kolkata.getByText('Signed in', { exact: true }).first()).toBeVisible();
  await expect(kolkata.getByText(/\d{4}, \d\d:\d\d [AP]M UTC$/)).toHaveCount(0);
  expect(hydrationErrors).toEqual([]);
  await context.close();
});

test('moving between dashboard screens is a client-side navigation', async ({ page }) => {
  await signIn(page, '/dashboard/services/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.evaluate(() => {
    (window as Window & { stayedLoaded?: boolean }).stayedLoaded = true;
  });

  await page.getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toBeVisible();
  await page.getByRole('link', { name: 'Banners', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/banners\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Banner Management' })).toBeVisible();

  expect(documents).toEqual([]);
  expect(
    await page.evaluate(() => (window as Window & { stayedLoaded?: boolean }).stayedLoaded),
  ).toBe(true);
});
