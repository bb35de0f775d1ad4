/**
 * Every dashboard screen on a phone (390 × 844, touch) and on a desktop (1280 px), signed in,
 * with content: the page never scrolls sideways, axe finds nothing, and on the phone every
 * control is a 44 × 44 px touch target, tables are cards holding every column, and the row
 * actions, filters, dialogs and drawer work by tapping. With E2E_SCREENSHOTS_DIR set, a
 * full-page screenshot of each screen is saved there (`<width>-<screen>.png`).
 */
import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations, pngFile, signIn, unique } from './dashboard-helpers';
import { waitForHydration } from './site-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Each screen; the button of its first item that opens a dialog, and the switch that shows its
 * order screen, when it has them. `axeAtDesktop` names the spec that already runs axe on the
 * screen at desktop width, with content: the desktop sweep leaves axe to it there (every dialog,
 * and every screen on the phone, is still checked here). The order screens are all checked at
 * desktop width by dashboard-order.spec.ts. The first test below holds those specs to it.
 */
const SCREENS: {
  name: string;
  path: string;
  dialog?: RegExp;
  arrange?: string;
  axeAtDesktop?: string;
}[] = [
  { name: 'overview', path: '/dashboard', axeAtDesktop: 'dashboard-layout.spec.ts' },
  {
    name: 'services',
    path: '/dashboard/services',
    dialog: /^Edit$/,
    arrange: 'Arrange order',
    axeAtDesktop: 'dashboard-services.spec.ts',
  },
  {
    name: 'services-add',
    path: '/dashboard/services/add',
    axeAtDesktop: 'dashboard-services.spec.ts',
  },
  {
    name: 'projects',
    path: '/dashboard/projects/all',
    dialog: /^Edit$/,
    arrange: 'Order & featured',
  },
  {
    name: 'projects-add',
    path: '/dashboard/projects/add',
    axeAtDesktop: 'dashboard-projects.spec.ts',
  },
  {
    name: 'banners',
    path: '/dashboard/banners/all',
    dialog: /^Edit$/,
    arrange: 'Arrange order',
    axeAtDesktop: 'dashboard-banners.spec.ts',
  },
  {
    name: 'banners-add',
    path: '/dashboard/banners/add',
    axeAtDesktop: 'dashboard-banners.spec.ts',
  },
  {
    name: 'gallery',
    path: '/dashboard/gallery/all',
    dialog: /^View /,
    arrange: 'Arrange order',
    axeAtDesktop: 'dashboard-gallery.spec.ts',
  },
  {
    name: 'gallery-upload',
    path: '/dashboard/gallery/upload',
    axeAtDesktop: 'dashboard-gallery.spec.ts',
  },
  { name: 'contacts', path: '/dashboard/contacts', axeAtDesktop: 'dashboard-contacts.spec.ts' },
  {
    name: 'organization',
    path: '/dashboard/organization',
    axeAtDesktop: 'dashboard-settings.spec.ts',
  },
  { name: 'about-us', path: '/dashboard/about-us', axeAtDesktop: 'dashboard-settings.spec.ts' },
  { name: 'team', path: '/dashboard/team', axeAtDesktop: 'dashboard-team.spec.ts' },
  { name: 'roles', path: '/dashboard/roles', dialog: /^Copy / },
  { name: 'activity', path: '/dashboard/activity', axeAtDesktop: 'dashboard-activity.spec.ts' },
  { name: 'trash', path: '/dashboard/trash', axeAtDesktop: 'dashboard-trash.spec.ts' },
  { name: 'redirects', path: '/dashboard/redirects', axeAtDesktop: 'dashboard-redirects.spec.ts' },
  {
    name: 'not-found-log',
    path: '/dashboard/not-found-log',
    axeAtDesktop: 'dashboard-redirects.spec.ts',
  },
  {
    name: 'change-password',
    path: '/dashboard/change-password',
    axeAtDesktop: 'dashboard-change-password.spec.ts',
  },
  {
    name: 'security',
    path: '/dashboard/security',
    axeAtDesktop: 'dashboard-confirm-identity.spec.ts',
  },
];

/** The spec that runs axe on every order screen at desktop width. */
const ORDER_AXE_AT_DESKTOP = 'dashboard-order.spec.ts';

/** The screen's data is in: its title is shown and no list is still loading. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main').getByText(/^Loading/)).toHaveCount(0);
}

/** How far the page reaches past the window's right edge, in px (0 or less: it fits). */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );
}

/** The element reaching furthest right outside any scrolling box, to name in a failure. */
function widestElementOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest = '';
    let right = 0;
    for (const element of document.body.querySelectorAll('*')) {
      // What a scrolling box holds scrolls inside it, whatever its width.
      if (clipped(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right) {
        right = box.right;
        widest = `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').slice(0, 80)}`;
      }
    }
    return widest;
  });
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  // A toast sliding in may stick out for a moment; the page must not stay wider than the window.
  try {
    await expect.poll(() => overflowOf(page), { timeout: 5000 }).toBeLessThanOrEqual(0);
  } catch {
    const widest = await widestElementOf(page);
    expect
      .soft(await overflowOf(page), `${screen}: the page is wider than the window (${widest})`)
      .toBeLessThanOrEqual(0);
  }
}

/**
 * The visible controls of the header and the screen smaller than 44 × 44 px: a checkbox counts
 * by its label, a link inside running text is exempt (WCAG 2.5.8).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'header button, header a[href], main button, main a[href], main select, main input, main textarea, [role="dialog"] button, [role="dialog"] a[href]',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('p')) continue;
      const target =
        control instanceof HTMLInputElement && control.type === 'checkbox'
          ? (control.closest('label') ?? control)
          : control;
      if (control instanceof HTMLInputElement && control.type === 'file') continue;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.width < 44 || box.height < 44) {
        const name =
          control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

async function screenshot(page: Page, width: number, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // A dialog is fixed to the window: a full-page capture would leave it out.
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: path.join(dir, `${width}-${name}.png`), fullPage: !dialogOpen });
}

/**
 * Checks the screen as it is now: no sideways scroll, axe (unless `axe` is false: another spec
 * runs it there), touch targets on the phone.
 */
async function checkScreen(page: Page, width: number, name: string, { axe = true } = {}) {
  await expectNoSidewaysScroll(page, name);
  if (axe) await expectNoAxeViolations(page);
  // Soft: one run lists the small controls of every screen.
  if (width === PHONE.width) expect.soft(await smallTargets(page), name).toEqual([]);
  await screenshot(page, width, name);
}

/** A submission to read, as a visitor sends it. */
async function submitContact(page: Page, name: string) {
  const response = await page.request.post('/api/v1/public/contact', {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
    data: {
      name,
      email: 'site.manager@example.com',
      mobile: '+919876543210',
      subject: 'Extension of a warehouse',
      message:
        'We need a quote for a 2,000 m² extension.\nThe site is open for a visit any weekday.',
      purpose: 'Commercial Projects',
    },
  });
  expect(response.status()).toBe(201);
}

/** A gallery image (other tests may have emptied the gallery). */
async function uploadImage(page: Page) {
  await page.goto('/dashboard/gallery/upload');
  const service = page.getByRole('combobox', { name: 'Service' });
  // A choice made before React listens would not load the service's projects.
  await waitForHydration(service);
  await service.selectOption({ label: 'Commercial Projects' });
  const project = page.getByRole('combobox', { name: 'Project' });
  await expect(project.locator('option')).not.toHaveCount(1);
  await project.selectOption({ index: 1 });
  await page
    .getByLabel('Drag and drop images here, or click to choose')
    .setInputFiles([await pngFile('phone-site.png', { r: 40, g: 90, b: 160 })]);
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByText('Images uploaded successfully!')).toBeVisible();
}

/** Someone invited to the team (a row with Resend and Cancel invite). */
async function invite(page: Page, name: string) {
  await page.goto('/dashboard/team');
  const inviteButton = page.getByRole('button', { name: 'Invite User' });
  await waitForHydration(inviteButton);
  await inviteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(`${name.replace(/\W+/g, '-').toLowerCase()}@example.com`);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toBeHidden();
}

/** Each card of the list named `label` shows every column of the table's row, value for value. */
async function expectCardsHoldEveryColumn(page: Page, label: string) {
  const cards = page.getByRole('list', { name: label }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const {
    headings,
    rows,
    cards: shown,
  } = await page.evaluate((name) => {
    const squeeze = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const region = document.querySelector(`[role="region"][aria-label="${name}"]`);
    const list = document.querySelector(`ul[aria-label="${name}"]`);
    if (!region || !list) throw new Error(`no table and cards named ${name}`);
    // The named columns: not a leading checkbox's, nor the actions' (headed for screen readers).
    const columns = [...region.querySelectorAll('thead th')]
      .map((cell, index) => ({ index, heading: squeeze(cell) }))
      .filter(({ heading }) => heading !== '' && heading !== 'Actions');
    const rows = [...region.querySelectorAll('tbody tr')].map((row) => {
      const cells = [...row.querySelectorAll(':scope > td')];
      return columns.map(({ index }) => (cells[index] ? squeeze(cells[index]) : ''));
    });
    const cards = [...list.querySelectorAll(':scope > li')].map((card) => ({
      terms: [...card.querySelectorAll('dt')].map(squeeze),
      values: [...card.querySelectorAll('dd')].map((value) => ({
        text: squeeze(value),
        visible: value.getBoundingClientRect().height > 0,
      })),
    }));
    return { headings: columns.map(({ heading }) => heading), rows, cards };
  }, label);
  expect(headings.length).toBeGreaterThan(1);
  expect(shown).toHaveLength(rows.length);
  shown.forEach((card, index) => {
    expect(card.terms).toEqual(headings);
    for (const value of card.values) expect(value.visible).toBe(true);
    expect(card.values.map((value) => value.text)).toEqual(rows[index]);
  });
}

test.describe('on a phone, 390 × 844 with touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('every screen fits, passes axe and has finger-sized controls', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    await submitContact(page, unique('Phone Sender').replace(/\d/g, 'x'));
    await invite(page, unique('Phone Invitee'));
    await uploadImage(page);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await settled(page);
      await checkScreen(page, PHONE.width, screen.name);
      if (screen.dialog) {
        await page.getByRole('button', { name: screen.dialog }).first().tap();
        const close = page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true });
        await expect(close.first()).toBeVisible();
        await checkScreen(page, PHONE.width, `${screen.name}-dialog`);
        await close.first().tap();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      if (screen.arrange) {
        await page.getByRole('button', { name: screen.arrange }).tap();
        await expect(page.getByRole('button', { name: 'Back to the list' })).toBeVisible();
        await settled(page);
        await checkScreen(page, PHONE.width, `${screen.name}-order`);
      }
    }
  });

  test('the menu is a drawer opened by a tap', async ({ page }) => {
    await signIn(page, '/dashboard/activity');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Team' })).toBeVisible();
    await checkScreen(page, PHONE.width, 'drawer');
    await drawer.getByRole('link', { name: 'Team' }).tap();
    await page.waitForURL('**/dashboard/team');
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  });

  test('Team and Activity show every column as cards, with the row actions tappable', async ({
    page,
  }) => {
    const invitee = unique('Card Invitee');
    await signIn(page, '/dashboard/team');
    await invite(page, invitee);
    await settled(page);
    await expectCardsHoldEveryColumn(page, 'Team');
    const card = page.getByRole('list', { name: 'Team' }).getByRole('listitem').filter({
      hasText: invitee,
    });
    await expect(card).toContainText('Invited');
    await card.getByRole('button', { name: `Resend the invitation of ${invitee}` }).tap();
    await expect(page.getByText('Invitation sent again').first()).toBeVisible();
    await card.getByRole('button', { name: `Cancel the invitation of ${invitee}` }).tap();
    await page
      .getByRole('dialog', { name: 'Cancel Invitation' })
      .getByRole('button', { name: 'Keep' })
      .tap();
    await page.getByRole('button', { name: 'Edit name' }).tap();
    const nameDialog = page.getByRole('dialog', { name: 'Edit Your Name' });
    await expect(nameDialog.getByLabel('Name')).toBeVisible();
    await checkScreen(page, PHONE.width, 'team-edit-name');
    await nameDialog.getByRole('button', { name: 'Close' }).tap();

    await page.goto('/dashboard/activity');
    await settled(page);
    await expectCardsHoldEveryColumn(page, 'Activity log');
    // The filters fold into a panel behind a Filters button.
    await expect(page.getByLabel('Event')).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).tap();
    await page.getByLabel('Event').selectOption({ label: 'Team: all' });
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Activity log' }).getByRole('listitem').first(),
    ).toHaveAttribute('data-type', /^user\./);
    await checkScreen(page, PHONE.width, 'activity-filtered');
  });

  test('a submission opened from the notification reads well and is answered by tapping', async ({
    page,
  }) => {
    const sender = unique('Tap Sender').replace(/\d/g, 'x');
    await submitContact(page, sender);
    await signIn(page, '/dashboard/contacts');
    await settled(page);
    await expectCardsHoldEveryColumn(page, 'Contact submissions');
    const card = page
      .getByRole('list', { name: 'Contact submissions' })
      .getByRole('listitem')
      .filter({ hasText: sender });
    await card.getByLabel(`Select submission from ${sender}`).tap();
    await expect(page.getByRole('toolbar', { name: 'Selected submissions' })).toContainText(
      '1 selected',
    );
    await page.getByRole('button', { name: 'Clear selection' }).tap();

    await card.getByRole('button', { name: `View submission from ${sender}` }).tap();
    const dialog = page.getByRole('dialog', { name: 'Contact Submission' });
    await expect(dialog).toContainText('We need a quote for a 2,000 m² extension.');
    await expect(dialog.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', /^mailto:/);
    await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(dialog.getByRole('link', { name: 'site.manager@example.com' })).toBeVisible();
    await checkScreen(page, PHONE.width, 'contacts-view');
    await dialog.getByRole('button', { name: 'Change status' }).tap();
    await page.getByRole('menuitem', { name: 'Mark as Archived' }).tap();
    await expect(dialog.getByText('Archived', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).tap();
    await page
      .getByRole('dialog', { name: 'Delete Submission' })
      .getByRole('button', { name: 'Cancel' })
      .tap();
  });
});

/** The names of the order list's rows, top to bottom. */
function orderOf(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Service order' })
    .getByRole('button', { name: /^Drag / })
    .evaluateAll((handles) =>
      handles.map((handle) => (handle.getAttribute('aria-label') ?? '').replace(/^Drag /, '')),
    );
}

test.describe('on a phone, the order screens by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('holding the handle drags a row; a swipe from the handle scrolls the page', async ({
    page,
  }) => {
    await signIn(page, '/dashboard/services');
    await page.getByRole('button', { name: 'Arrange order' }).tap();
    const handles = page.getByRole('list', { name: 'Service order' }).getByRole('button', {
      name: /^Drag /,
    });
    await expect(handles.nth(1)).toBeVisible();
    const before = await orderOf(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const centre = async (index: number) => {
      const box = await handles.nth(index).boundingBox();
      if (!box) throw new Error(`no handle ${index}`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };

    // A quick swipe up from the first handle: the page scrolls, the order stays.
    const first = await centre(0);
    await touch('touchStart', first.x, first.y);
    for (let step = 1; step <= 10; step += 1)
      await touch('touchMove', first.x, first.y - step * 20);
    await touch('touchEnd');
    await page.waitForTimeout(300);
    expect(await orderOf(page)).toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Held still for longer than the 250 ms delay, then moved below the second row: a drag.
    const from = await centre(0);
    const to = await centre(1);
    await touch('touchStart', from.x, from.y);
    await page.waitForTimeout(400);
    for (let step = 1; step <= 10; step += 1) {
      await touch('touchMove', from.x, from.y + ((to.y - from.y + 20) * step) / 10);
    }
    await touch('touchEnd');
    const moved = before[0] ?? '';
    await expect.poll(() => orderOf(page)).toEqual([before[1], moved, ...before.slice(2)]);

    // Put it back with the Move up button, a tap.
    await page.getByRole('button', { name: `Move ${moved} up` }).tap();
    await expect.poll(() => orderOf(page)).toEqual(before);
  });
});

test.describe('on a desktop, 1280 px wide', () => {
  test.use({ viewport: DESKTOP });

  test('the specs the sweep leaves axe to run it on their screens', () => {
    const specs = [
      ...SCREENS.flatMap(({ path: screenPath, axeAtDesktop }) =>
        axeAtDesktop ? [{ spec: axeAtDesktop, screenPath }] : [],
      ),
      ...SCREENS.flatMap(({ path: screenPath, arrange }) =>
        arrange
          ? [{ spec: ORDER_AXE_AT_DESKTOP, screenPath: screenPath.replace(/\/all$/, '') }]
          : [],
      ),
    ];
    for (const { spec, screenPath } of specs) {
      const source = fs.readFileSync(path.join(import.meta.dirname, spec), 'utf8');
      expect(source, `${spec} runs axe`).toContain('expectNoAxeViolations(');
      // `signIn(page)` with no path lands on the overview.
      const opens =
        screenPath === '/dashboard' ? /signIn\(page\)/ : new RegExp(`${screenPath}['/]`);
      expect(source, `${spec} opens ${screenPath}`).toMatch(opens);
      expect(source, `${spec} sets no viewport of its own`).not.toContain('viewport');
    }
  });

  test('every screen fits and passes axe', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    await submitContact(page, unique('Desk Sender').replace(/\d/g, 'x'));
    await uploadImage(page);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await settled(page);
      await checkScreen(page, DESKTOP.width, screen.name, { axe: !screen.axeAtDesktop });
      if (screen.dialog) {
        await page.getByRole('button', { name: screen.dialog }).first().click();
        const close = page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true });
        await expect(close.first()).toBeVisible();
        await checkScreen(page, DESKTOP.width, `${screen.name}-dialog`);
        await close.first().click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      if (screen.arrange) {
        await page.getByRole('button', { name: screen.arrange }).click();
        await expect(page.getByRole('button', { name: 'Back to the list' })).toBeVisible();
        await settled(page);
        await checkScreen(page, DESKTOP.width, `${screen.name}-order`, { axe: false });
      }
    }
  });
});
