import { expect, test } from '@playwright/test';

import {
  answerMapsLocally,
  expectFocusKeptUntilEscape,
  expectLinkTargets,
  waitForHydration,
} from './site-helpers';

test('the header links, the Services dropdown and Get Quote', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await waitForHydration(nav.getByRole('button', { name: 'Services' }));
  await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Projects', 'Contact']);
  const services = nav.getByRole('button', { name: 'Services' });
  const serviceLinks = nav.getByRole('listitem').getByRole('link');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(serviceLinks).toHaveCount(0);

  // The keyboard: ArrowDown opens the list on its first link, Escape closes it on the button.
  await services.focus();
  await page.keyboard.press('ArrowDown');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(serviceLinks).toHaveCount(5);
  await expect(serviceLinks.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(serviceLinks.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(serviceLinks).toHaveCount(0);
  await expect(services).toBeFocused();

  // A click elsewhere closes it.
  await services.click();
  await expect(serviceLinks).toHaveCount(5);
  await page.mouse.click(5, 5);
  await expect(services).toHaveAttribute('aria-expanded', 'false');

  await services.click();
  await serviceLinks.filter({ hasText: 'Commercial Projects' }).click();
  await expect(page).toHaveURL(/\/services\/commercial-projects$/);
  await expect(page.getByRole('heading', { name: 'Commercial Projects', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Quote' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
});

test('the top bar hides after 20 px and the scroll-to-top button shows after 300 px', async ({
  page,
}) => {
  await page.goto('/about-us');
  await waitForHydration(page.getByTestId('top-bar'));
  const topBar = page.getByTestId('top-bar');
  await expect(topBar).toHaveAttribute('data-hidden', 'false');
  await expect(topBar.getByRole('link', { name: '+91 98765 43210' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(topBar).toHaveAttribute('data-hidden', 'true');
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(topBar).toHaveAttribute('data-hidden', 'false');
});

test('the WhatsApp button opens a chat with the organization phone digits', async ({ page }) => {
  await page.goto('/');
  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/919876543210');
  await expect(chat).toHaveAttribute('target', '_blank');
});

test('the footer shows contact items, Follow Us, Find Us and the current year', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expectLinkTargets(footer, [
    [/Baner Road/, /google\.com\/maps/],
    ['+91 98765 43210', 'tel:+919876543210'],
    ['info@kasarfoundation.com', 'mailto:info@kasarfoundation.com'],
  ]);
  await expect(footer.getByRole('heading', { name: 'Follow Us' })).toBeVisible();
  // The seed has no Twitter link: only the five others show.
  await expect(footer.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(5);
  await expect(footer.getByRole('link', { name: /^Twitter/ })).toHaveCount(0);
  await expect(footer.getByRole('heading', { name: 'Find Us' })).toBeVisible();
  // The map is added once the footer comes near the viewport.
  await footer.getByRole('heading', { name: 'Find Us' }).scrollIntoViewIfNeeded();
  await expect(footer.locator('iframe')).toHaveAttribute('src', /output=embed/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Kasar Foundation`);
  await expect(footer).toContainText('Designed and developed by');
});

test('the footer map is added only when the footer is scrolled near, after the load', async ({
  page,
}) => {
  await answerMapsLocally(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const placeholder = footer.getByTestId('map-placeholder');
  await waitForHydration(placeholder);
  // Two frames after hydration: the observer has reported where the box is, and a map that
  // was going to be added would be.
  for (let frame = 0; frame < 2; frame++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await expect(footer.locator('iframe')).toHaveCount(0);
  await placeholder.scrollIntoViewIfNeeded();
  await expect(footer.locator('iframe')).toHaveAttribute('src', /output=embed/);
  await expect(placeholder).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side drawer opens, expands Services and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await waitForHydration(page.getByRole('button', { name: 'Open menu' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Residential Construction' })).toBeHidden();
    await drawer.getByRole('button', { name: 'Services' }).click();
    await expect(drawer.getByRole('link', { name: 'Residential Construction' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Infrastructure Development' }).click();
    await expect(page).toHaveURL(/\/services\/infrastructure-development$/);
    await expect(drawer).toBeHidden();

    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    // Escape closes it and gives the focus back; the page behind scrolls again.
    await openMenu.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expectFocusKeptUntilEscape(page, drawer, openMenu, 12);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    // A tap on the dimmed page beside the drawer closes it.
    await openMenu.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
  });

  test('project cards show their details without hovering', async ({ page }) => {
    await page.goto('/our-projects');
    const card = page.getByTestId('project-card').first();
    const details = card.locator('.line-clamp-2');
    await expect(details).toBeVisible();
    await expect(details.locator('..')).toHaveCSS('opacity', '1');
  });
});
