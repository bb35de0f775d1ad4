import { expect, test } from '@playwright/test';
import sharp from 'sharp';

const PAGES = [
  { path: '/', title: 'Architecture & Construction Company | Kasar Foundation' },
  { path: '/our-projects', title: 'Our Projects | Kasar Foundation' },
  { path: '/about-us', title: 'About Us | Kasar Foundation' },
  { path: '/contact-us', title: 'Contact Us | Kasar Foundation' },
  {
    path: '/services/residential-construction',
    title: 'Residential Construction | Kasar Foundation',
  },
];

for (const { path, title } of PAGES) {
  test(`${path} has its title, canonical, Open Graph tags and JSON-LD`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const head = page.locator('head');
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical?.replace(/\/$/, '')).toBe(`${baseURL}${path}`.replace(/\/$/, ''));
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /Kasar/);
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
      );
    expect(jsonLd.some((data) => data['@type'] === 'GeneralContractor')).toBe(true);
    if (path.startsWith('/services/')) {
      const service = jsonLd.find((data) => data['@type'] === 'Service');
      expect(service?.name).toBe('Residential Construction');
      expect((service?.provider as Record<string, unknown>)['name']).toBe('Kasar Foundation');
    }
  });
}

test('a service page is shared as its hero cut to 1200 × 630, cached for an hour', async ({
  page,
  request,
}) => {
  await page.goto('/services/residential-construction');
  const shared = await page.locator('head meta[property="og:image"]').getAttribute('content');
  expect(shared).toMatch(/\/share-images\/services\/residential-construction\?v=[\w-]{12}$/);
  await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute(
    'content',
    shared ?? '',
  );
  const image = await request.get(shared ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect(image.headers()['cache-control']).toBe('public, max-age=3600');
  const metadata = await sharp(await image.body()).metadata();
  expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  // Another version (an old page's) is kept briefly only; an unknown service has none.
  const old = await request.get('/share-images/services/residential-construction?v=old');
  expect(old.headers()['cache-control']).toBe('public, max-age=300');
  expect((await request.get('/share-images/services/no-such-service')).status()).toBe(404);
});

test('sitemap.xml lists the public pages and every enabled service', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  for (const path of ['/', '/our-projects', '/about-us', '/contact-us']) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  for (const slug of [
    'residential-construction',
    'commercial-projects',
    'renovation-remodeling',
    'infrastructure-development',
    'industrial-construction',
  ]) {
    expect(xml).toContain(`<loc>${baseURL}/services/${slug}</loc>`);
  }
});

test('robots.txt allows the site and points to the sitemap', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /dashboard');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('pages with cached content arrive complete in their first HTML, without a spinner', async ({
  request,
}) => {
  const expectations = [
    { path: '/', content: ['Explore Projects', 'Featured Projects', 'Meet Our Founder'] },
    { path: '/our-projects', content: ['data-testid="project-card"'] },
    { path: '/about-us', content: ['Meet Our Founder', 'Our Achievements'] },
  ];
  for (const { path, content } of expectations) {
    // The first request may fill the data cache; the next one is served from it.
    await request.get(path);
    const html = await (await request.get(path)).text();
    for (const text of content) expect(html, `${path} contains ${text}`).toContain(text);
    expect(html, `${path} streams no loading state`).not.toMatch(
      /Loading (banners|projects|founder)/,
    );
    expect(html, `${path} streams no deferred section`).not.toContain('<template id="B:');
  }
});
