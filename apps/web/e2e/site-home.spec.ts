import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectLinkTargets, settleEffects, stopTheClock, waitForHydration } from './site-helpers';

/**
 * Opens the home page with the clock stopped and waits until the carousel's buttons work;
 * returns its 'n / 3' progress.
 */
async function openCarousel(page: Page) {
  await stopTheClock(page);
  await page.goto('/');
  await waitForHydration(page.getByRole('button', { name: 'Next slide' }));
  return page.getByTestId('hero-progress');
}

/** Lets React's pending effects run (timers are set in them), then moves the stopped clock. */
async function runClock(page: Page, ms: number) {
  await settleEffects(page);
  await page.clock.runFor(ms);
}

/**
 * Clicks a carousel control until the progress shows `shown`: a click that lands while
 * hydration finishes is retried (clicks after one that worked fall in its transition, ignored).
 */
async function clickUntilShown(control: Locator, progress: Locator, shown: string) {
  await expect(async () => {
    await control.click();
    await expect(progress).toHaveText(shown, { timeout: 1000 });
  }).toPass();
}

test.describe('home hero carousel', () => {
  test('advances every 7 seconds and wraps around', async ({ page }) => {
    const progress = await openCarousel(page);
    await expect(progress).toHaveText('1 / 3');
    for (const [ms, shown] of [
      [6000, '1 / 3'],
      [1000, '2 / 3'],
      [7000, '3 / 3'],
      [7000, '1 / 3'],
    ] as const) {
      await runClock(page, ms);
      await expect(progress).toHaveText(shown);
    }
  });

  test('previous and next wrap, and clicks during a transition are ignored', async ({ page }) => {
    const progress = await openCarousel(page);
    await clickUntilShown(page.getByRole('button', { name: 'Previous slide' }), progress, '3 / 3');
    // Still inside the 0.6 s transition: ignored.
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(progress).toHaveText('3 / 3');
    await runClock(page, 700);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(progress).toHaveText('1 / 3');
  });

  test('dots jump to their slide and play/pause stops the autoplay', async ({ page }) => {
    const progress = await openCarousel(page);
    await clickUntilShown(page.getByRole('button', { name: 'Go to slide 3' }), progress, '3 / 3');
    await expect(page.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await runClock(page, 700);
    await page.getByRole('button', { name: 'Pause autoplay' }).click();
    await runClock(page, 20_000);
    await expect(progress).toHaveText('3 / 3');
    await page.getByRole('button', { name: 'Start autoplay' }).click();
    await runClock(page, 7000);
    await expect(progress).toHaveText('1 / 3');
  });

  test('each slide highlights the last headline word and links to projects and contact', async ({
    page,
  }) => {
    await page.goto('/');
    const slide = page.locator('[aria-roledescription="slide"][data-active="true"]');
    await expect(slide.getByRole('heading', { level: 1 })).toHaveText(
      'Building Landmarks That Stand the Test of Time',
    );
    await expect(slide.locator('h1 span')).toHaveText('Time');
    await expectLinkTargets(slide, [
      ['Explore Projects', '/our-projects'],
      ['Contact Us', '/contact-us'],
    ]);
  });
});

test('the home sections: projects, reasons, process, founder and achievements', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
    'href',
    '/our-projects',
  );
  for (const title of [
    '25+ Years Experience',
    'Licensed & Insured',
    'Quality Materials',
    'On-Time Delivery',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Expert Team' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start Your Project Today' })).toBeVisible();
  for (const step of [
    'Consultation',
    'Design & Planning',
    'Construction',
    'Quality Assurance',
    'Handover',
  ]) {
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveCount(2);

  const founder = page.locator('section', {
    has: page.getByRole('heading', { name: 'Meet Our Founder' }),
  });
  await expect(founder.locator('p', { hasText: /Rajendra Kasar founded/ })).toBeVisible();
  // Three paragraphs separated by blank lines: the empty lines are dropped.
  await expect(founder.locator('.space-y-4 > p')).toHaveCount(3);
  await expect(founder.getByText('Founder & Managing Director')).toBeVisible();

  const achievements = page.locator('section', {
    has: page.getByRole('heading', { name: 'Our Achievements' }),
  });
  await achievements.scrollIntoViewIfNeeded();
  await expect(achievements.locator('dd [aria-hidden="true"]').first()).toHaveText('500+', {
    timeout: 5000,
  });
  await expect(achievements.getByText('Years of Experience')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
});

test('achievement counters count up over about 2 seconds once in view', async ({ page }) => {
  await stopTheClock(page);
  await page.goto('/');
  const counter = page
    .locator('section', { has: page.getByRole('heading', { name: 'Our Achievements' }) })
    .locator('dd [aria-hidden="true"]')
    .first();
  await expect(counter).toHaveText('0+');
  await counter.scrollIntoViewIfNeeded();
  // The count starts once the counter is seen; it climbs through values below the target.
  let midway = 0;
  await expect
    .poll(async () => {
      await runClock(page, 100);
      midway = Number((await counter.textContent())?.replace('+', ''));
      return midway;
    })
    .toBeGreaterThan(0);
  expect(midway).toBeLessThan(500);
  await runClock(page, 2000);
  await expect(counter).toHaveText('500+');
});
