/**
 * Putting the banners in order in the dashboard changes the home carousel: by dragging with the
 * mouse, and from the keyboard (Move up / Move down buttons, and the drag handle's keyboard
 * dragging, which takes a key pressed the moment the pick-up is announced), each announced to
 * screen readers. Runs on the public site's server and puts the seeded order back afterwards.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { signIn as signInPage } from './dashboard-helpers';
import { adminMutation, publicQuery, signIn } from './site-helpers';

interface Banner {
  id: string;
  headline: string;
}

const normalised = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ' ').trim());

/** The carousel's slides, in order, as a visitor's fresh load of the home page shows them. */
async function carouselHeadlines(page: Page): Promise<string[]> {
  await page.goto('/');
  return normalised(await page.locator('[aria-roledescription="slide"] h1').allTextContents());
}

async function storedHeadlines(page: Page): Promise<string[]> {
  return (await publicQuery<Banner[]>(page.request, 'banners')).map((banner) => banner.headline);
}

/** Drags with the mouse, in small steps as a person would (the sensor waits for 4 px). */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('both ends of the drag are on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 20 });
  await page.mouse.up();
}

/** A live region saying `text`: what a screen reader reads out (dnd-kit's, or the list's own). */
const announcement = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

/**
 * Presses `key` on the focused element the moment a live region first says `text`: someone who
 * acts on hearing it, only faster than any person (Playwright's own key press comes a round trip
 * later, and only now and then soon enough to find the key ignored).
 */
async function pressOnAnnouncement(page: Page, text: string, key: string) {
  await page.evaluate(
    ({ text, key }) => {
      const observer = new MutationObserver(() => {
        const regions = [...document.querySelectorAll('[role="status"]')];
        if (!regions.some((region) => region.textContent?.includes(text))) return;
        observer.disconnect();
        const press = new KeyboardEvent('keydown', { key, code: key, bubbles: true });
        document.activeElement?.dispatchEvent(press);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { text, key },
  );
}

async function openCarouselOrder(page: Page) {
  await signInPage(page, '/dashboard/banners/all');
  await page.getByRole('button', { name: 'Arrange order' }).click();
  const list = page.getByRole('list', { name: 'Carousel order' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  return list;
}

let seeded: Banner[];

// Signing in, the dashboard and fresh page loads: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ request }) => {
  seeded = await publicQuery<Banner[]>(request, 'banners');
  expect(seeded).toHaveLength(3);
});

test.afterEach(async ({ request }) => {
  await signIn(request);
  await adminMutation(request, 'banners.reorder', { ids: seeded.map((banner) => banner.id) });
});

test('dragging a banner to the top makes it the first slide of the home carousel', async ({
  page,
}) => {
  const [first, second, third] = seeded.map((banner) => banner.headline) as [
    string,
    string,
    string,
  ];
  expect(await carouselHeadlines(page)).toEqual([first, second, third]);

  const list = await openCarouselOrder(page);
  await drag(
    page,
    list.getByRole('button', { name: `Drag ${third}` }),
    list.getByRole('listitem').first(),
  );
  await expect(list.getByRole('listitem').first()).toContainText(third);
  await expect.poll(() => storedHeadlines(page)).toEqual([third, first, second]);

  expect(await carouselHeadlines(page)).toEqual([third, first, second]);
});

test('the keyboard moves banners too, and each move is announced', async ({ page }) => {
  const [first, second, third] = seeded.map((banner) => banner.headline) as [
    string,
    string,
    string,
  ];
  const list = await openCarouselOrder(page);

  // Move up, twice from the keyboard: focus stays on the moved banner's button.
  await list.getByRole('button', { name: `Move ${third} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(announcement(page, `${third} moved to position 2 of 3.`)).toBeAttached();
  await expect(list.getByRole('button', { name: `Move ${third} up` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(announcement(page, `${third} moved to position 1 of 3.`)).toBeAttached();
  // At the top its Move up is off, so focus went to its Move down.
  await expect(list.getByRole('button', { name: `Move ${third} down` })).toBeFocused();
  await expect.poll(() => storedHeadlines(page)).toEqual([third, first, second]);

  // The drag handle from the keyboard: Space picks up, an arrow moves, Space drops, each step
  // once its announcement is heard.
  const handle = list.getByRole('button', { name: `Drag ${first}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcement(page, `Picked up ${first}, position 2 of 3.`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(announcement(page, `${first} is over position 3 of 3.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(announcement(page, `${first} dropped at position 3 of 3.`)).toBeAttached();
  await expect.poll(() => storedHeadlines(page)).toEqual([third, second, first]);

  // An arrow pressed the instant 'Picked up' is announced moves the banner as well (it was lost
  // while dnd-kit did not listen yet); Escape puts it back.
  await handle.focus();
  await pressOnAnnouncement(page, `Picked up ${first}, position 3 of 3.`, 'ArrowUp');
  await page.keyboard.press('Space');
  await expect(announcement(page, `${first} is over position 2 of 3.`)).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(
    announcement(page, `Moving cancelled. ${first} is back at position 3 of 3.`),
  ).toBeAttached();

  expect(await carouselHeadlines(page)).toEqual([third, second, first]);
});
