import { expect, test, type Page } from '@playwright/test';

import { CORE_FONT_URLS } from '../src/app/core-font-files';

/**
 * The public pages fetch only the two small core font files (npm run fonts), preloaded, and the
 * browser still draws any other character from fontsource's files.
 */

/** The fontsource latin files (built under /_next/static/media with a hash in their names). */
const FONTSOURCE_LATIN = {
  inter: /\/inter-latin-wght-normal\.[^/]*woff2$/,
  montserrat: /\/montserrat-latin-wght-normal\.[^/]*woff2$/,
};

/** Opens a page and returns the font files it downloads, recorded as they are requested. */
async function openRecordingFonts(page: Page, path: string) {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.woff2')) fonts.push(pathname);
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return fonts;
}

/** The fonts Chromium really draws the text of the first element matching `selector` with. */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  // querySelector answers node 0 when nothing matches; say so rather than 'Could not find node'.
  if (nodeId === 0) {
    await cdp.detach();
    throw new Error(`no element matches ${selector}`);
  }
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
}

for (const path of ['/', '/about-us']) {
  test(`${path} preloads the two core font files and downloads no other font`, async ({ page }) => {
    const fonts = await openRecordingFonts(page, path);
    for (const url of CORE_FONT_URLS) {
      await expect(
        page.locator(`head link[rel="preload"][as="font"][href="${url}"]`),
        url,
      ).toHaveAttribute('crossorigin', '');
    }
    // Each once: the preloads are the very requests the stylesheet uses.
    expect(fonts.sort()).toEqual([...CORE_FONT_URLS].sort());

    // Only the core faces were loaded (fontsource's latin faces cover the same characters, so
    // document.fonts.check() of them is false until those load too), and the headings are
    // drawn in Montserrat, the body text in Inter, both web fonts.
    expect(
      await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.unicodeRange}`)
          .sort(),
      ),
    ).toEqual([
      expect.stringMatching(/^Inter Variable 100 900 U\+20-7E, /),
      expect.stringMatching(/^Montserrat Variable 100 900 U\+20-7E, /),
    ]);
    // (Chromium names a variable font by its default instance: 'Montserrat Thin'.)
    expect(await renderedFonts(page, 'main h1')).toEqual([
      expect.stringMatching(/^Montserrat\b.* \(web font\)$/),
    ]);
    expect(await renderedFonts(page, 'main p')).toEqual([
      expect.stringMatching(/^Inter\b.* \(web font\)$/),
    ]);
  });
}

test('a character outside the core set loads the fontsource latin face, so none is missing', async ({
  page,
}) => {
  const fonts = await openRecordingFonts(page, '/about-us');
  expect(fonts.some((font) => FONTSOURCE_LATIN.inter.test(font))).toBe(false);
  // Hydration replaces what it does not expect in main, and on a busy machine it can still be
  // running after the network is idle (CI once lost the paragraph that way): append it again
  // until it stays.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await page.evaluate(() => {
      if (document.getElementById('accented')) return;
      const paragraph = document.createElement('p');
      paragraph.id = 'accented';
      paragraph.textContent = 'Café façade';
      document.querySelector('main')!.append(paragraph);
    });
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.status)).toBe('loaded');
    expect(fonts.some((font) => FONTSOURCE_LATIN.inter.test(font))).toBe(true);
    expect(await renderedFonts(page, '#accented')).toEqual([
      expect.stringMatching(/^Inter\b.* \(web font\)$/),
    ]);
  }).toPass();
  expect(fonts.some((font) => FONTSOURCE_LATIN.montserrat.test(font))).toBe(false);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.status === 'loaded' && face.unicodeRange.startsWith('U+0-FF'),
      ),
    ),
  ).toBe(true);
});

test('core font files are cached for a year and allowed by the pages’ font-src', async ({
  page,
  request,
}) => {
  for (const url of CORE_FONT_URLS) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toBe('font/woff2');
  }
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("font-src 'self'");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(violations).toEqual([]);
});
