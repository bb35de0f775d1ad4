/** Helpers of the public-site browser tests: reading public data and signed-in tRPC calls. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Reads a public tRPC query's data. */
export async function publicQuery<T>(request: APIRequestContext, procedure: string): Promise<T> {
  const response = await request.get(`/api/trpc/public.${procedure}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

/** Signs the request context in as the seeded admin (next-auth credentials). */
export async function signIn(request: APIRequestContext) {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  const response = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: 'admin@example.com', password: 'admin12345' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/** Calls a signed-in tRPC mutation with a superjson body. */
export async function adminMutation(request: APIRequestContext, procedure: string, input: unknown) {
  const response = await request.post(`/api/trpc/${procedure}`, { data: { json: input } });
  expect(response.ok(), await response.text()).toBe(true);
}

export interface PublicProjectRow {
  id: string;
  title: string;
  category: string;
  gallery_count: number;
}

/** Waits until React has hydrated an element, so clicks and typing reach its handlers. */
export async function waitForHydration(locator: Locator) {
  await locator.first().waitFor();
  await expect
    .poll(() =>
      locator
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/**
 * Answers the Google map frames with an empty local page (the tests stay offline), calling
 * `onRequest` as each is asked for.
 */
export async function answerMapsLocally(page: Page, onRequest: () => void = () => undefined) {
  await page.route('https://maps.google.com/**', (route) => {
    onRequest();
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' });
  });
}

/**
 * Installs the fake clock stopped: timers fire only when the test moves it (runFor). A clock
 * left running would let a busy machine's real seconds fire the carousel's timer early.
 */
export async function stopTheClock(page: Page) {
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  // The installed clock runs until paused: pausing at its start time fails ("cannot fast-forward
  // to the past") when the machine is slow enough for a millisecond to pass in between.
  await page.clock.pauseAt(new Date(start.getTime() + 10_000));
}

/**
 * Lets React run its pending effects (the carousel's autoplay timer is set in one) before a test
 * moves the fake clock: React schedules them through MessageChannel, which the clock does not
 * control, so a clock jump taken first would set the timer late.
 */
export async function settleEffects(page: Page) {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** From now on, records every position the page scrolls to while a dialog is open. */
export async function watchScrollingBehindDialogs(page: Page) {
  await page.evaluate(() => {
    const moves: number[] = [];
    (window as unknown as { scrollsBehindDialog: number[] }).scrollsBehindDialog = moves;
    window.addEventListener('scroll', () => {
      if (document.querySelector('dialog[open]')) moves.push(window.scrollY);
    });
  });
}

/**
 * Turns the mouse wheel at (x, y), both ways, while a dialog is open, and checks that the page
 * behind did not move (not even a scroll that was still animating when the dialog opened) and
 * that the wheel turns the dialog could not use were cancelled by it rather than left to the page
 * (scroll chaining, touchpads).
 */
export async function expectWheelHeldByDialog(page: Page, x: number, y: number) {
  const before = await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { wheelsReachingPage: boolean[] }).wheelsReachingPage = seen;
    window.addEventListener('wheel', (event) => seen.push(event.defaultPrevented), {
      passive: true,
    });
    return window.scrollY;
  });
  await page.mouse.move(x, y);
  // Up first: nothing in a freshly opened dialog can scroll up, so this turn must be held.
  await page.mouse.wheel(0, -400);
  for (let turn = 0; turn < 4; turn++) await page.mouse.wheel(0, 400);
  await page.mouse.wheel(0, -400);
  // Let a smooth scroll (if any leaked) finish before measuring.
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  const scrolledBehind = await page.evaluate(
    () => (window as unknown as { scrollsBehindDialog?: number[] }).scrollsBehindDialog ?? [],
  );
  // Opening may stop a scroll that was still animating (one position); it must not move on.
  expect(
    new Set(scrolledBehind).size,
    `positions the page scrolled to while the dialog was open: ${scrolledBehind.join(', ')}`,
  ).toBeLessThanOrEqual(1);
  const reached = await page.evaluate(
    () => (window as unknown as { wheelsReachingPage: boolean[] }).wheelsReachingPage,
  );
  expect(reached.length).toBeGreaterThan(0);
  expect(reached[0], 'the first wheel turn was cancelled by the dialog').toBe(true);
}

/** Checks where each named link inside `scope` points. */
export async function expectLinkTargets(
  scope: Page | Locator,
  targets: [name: string | RegExp, href: string | RegExp][],
) {
  for (const [name, href] of targets) {
    await expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

/** Checks that a dialog has closed and given the page its scrolling back. */
export async function expectDialogClosed(page: Page, dialog: Locator) {
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
}

/** Opens the dialog with `opener`, then checks that a click at (x, y), outside its panel, closes it. */
export async function expectOutsideClickCloses(
  page: Page,
  opener: Locator,
  dialog: Locator,
  [x, y]: [number, number],
) {
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(x, y);
  await expect(dialog).toBeHidden();
}

/**
 * Opens the dialog of the focused element with Enter while the page is still scrolling (a wheel
 * turn or a smooth scroll just before), then checks that the wheel is held over the backdrop and
 * over the dialog's panel (`inset` px inside its image counter).
 */
export async function expectDialogOpenedMidScrollHoldsWheel(page: Page, inset: number) {
  await page.evaluate(() => window.scrollBy({ top: 300, behavior: 'smooth' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectWheelHeldByDialog(page, 8, 300);
  const counter = await page.getByRole('dialog').getByTestId('image-counter').boundingBox();
  await expectWheelHeldByDialog(page, (counter?.x ?? 400) + inset, (counter?.y ?? 300) + inset);
}

/**
 * Presses Tab `presses` times in an open dialog and checks the focus never leaves it, then
 * closes it with Escape and checks that the focus went back to `opener`.
 */
export async function expectFocusKeptUntilEscape(
  page: Page,
  dialog: Locator,
  opener: Locator,
  presses: number,
) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
