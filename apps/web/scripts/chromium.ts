/**
 * The browsers the project drives, both Debian's Chromium build: the end-to-end tests run in its
 * headless shell (package `chromium-headless-shell`), the Lighthouse audit in the full browser
 * (package `chromium`), as Lighthouse measures what visitors' Chrome does. Both run without the
 * sandbox a container cannot give them, without a GPU, and without the browser's own background
 * traffic (updates, sync, QUIC probes) that would disturb measurements.
 */
/* eslint-disable no-restricted-properties -- developer tools' own knobs, not app configuration */

/** The full browser, for the Lighthouse audit (CHROMIUM_PATH moves it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser of the end-to-end tests: Chromium's headless shell, the same engine (Blink, V8)
 * without the desktop browser around it, which is what Playwright itself runs headless tests in.
 * Measured over the whole browser suite, it took 29 % less CPU than the full browser in its
 * headless mode ([decision 045](../../../docs/decisions/045-browser-tests-in-the-headless-shell.md)).
 * E2E_BROWSER_PATH=/usr/bin/chromium runs them in the full browser (needed for `--headed`).
 */
export const E2E_BROWSER_PATH =
  process.env.E2E_BROWSER_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
/* eslint-enable no-restricted-properties */

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
