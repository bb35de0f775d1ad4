import { expect, test, type Page } from '@playwright/test';

/** Pages whose lower sections hold images: featured projects, the portfolio grid, a gallery. */
const PAGES = ['/', '/our-projects', '/about-us', '/services/residential-construction'];

// A phone's screen, where everything after the banner is below the fold.
test.use({ viewport: { width: 412, height: 823 } });

/** The lazy images of the page's main content, each scrolled to and fetched: their URLs. */
async function lazyImagesFetched(page: Page) {
  const images = page.locator('main img[loading="lazy"]');
  await expect.poll(() => images.count()).toBeGreaterThan(0);
  const sources: string[] = [];
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    sources.push(await image.evaluate((img) => (img as HTMLImageElement).currentSrc));
  }
  return sources;
}

for (const path of PAGES) {
  test(`${path}: images below the fold are asked for only after the page has loaded`, async ({
    page,
  }) => {
    await page.goto(path);
    const sources = await lazyImagesFetched(page);
    const { loadStart, starts } = await page.evaluate((lazy) => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const entries = performance.getEntriesByType('resource');
      return {
        loadStart: navigation?.loadEventStart ?? 0,
        // An image shown by several elements is fetched once: its earliest start counts.
        starts: lazy.map((source) =>
          Math.min(...entries.filter((e) => e.name === source).map((e) => e.startTime)),
        ),
      };
    }, sources);
    expect(loadStart).toBeGreaterThan(0);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(loadStart);
  });
}

for (const path of [...PAGES, '/contact-us']) {
  test(`${path} preloads one image from its head: the banner, its largest paint`, async ({
    page,
  }) => {
    // The document as served: once loaded, prefetched pages may add their own hints.
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
      ([link]) => link,
    );
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('fetchPriority="high"');
    await page.goto(path);
    const srcset = await page.locator('main img').first().getAttribute('srcset');
    expect(preloads[0]).toContain(`imageSrcSet="${srcset?.replaceAll('&', '&amp;')}"`);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every image is in the page', async ({ page }) => {
    // The demo's 16 projects: 12 on the first page, the other 4 on the second.
    for (const [address, count] of [
      ['/our-projects', 12],
      ['/our-projects?page=2', 4],
    ] as const) {
      await page.goto(address);
      const cards = page.getByTestId('project-card');
      await expect(cards).toHaveCount(count);
      for (const card of await cards.all()) {
        await expect(card.locator('img')).toHaveCount(1);
      }
    }
    await page.goto('/services/residential-construction');
    const gallery = page.getByRole('region', { name: 'Project Gallery' }).locator('img');
    await expect.poll(() => gallery.count()).toBeGreaterThan(0);
    for (const image of await gallery.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});
