import { expect, test } from '@playwright/test';

import { adminMutation, publicQuery, signIn } from './site-helpers';

test('a banner switched off through the API leaves the carousel on the next load', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-progress')).toHaveText('1 / 3');
  const banners = await publicQuery<{ id: string; headline: string }[]>(request, 'banners');
  const banner = banners[0];
  if (!banner) throw new Error('the seed has banners');
  await signIn(request);
  try {
    await adminMutation(request, 'banners.toggleStatus', { id: banner.id, is_enabled: false });
    await page.reload();
    await expect(page.getByTestId('hero-progress')).toHaveText('1 / 2');
    await expect(page.getByRole('heading', { name: banner.headline })).toHaveCount(0);
  } finally {
    await adminMutation(request, 'banners.toggleStatus', { id: banner.id, is_enabled: true });
  }
  await page.reload();
  await expect(page.getByTestId('hero-progress')).toHaveText('1 / 3');
});

test('an organization phone saved through the API shows on the next load', async ({
  page,
  request,
}) => {
  await page.goto('/contact-us');
  await expect(
    page.getByTestId('top-bar').getByRole('link', { name: '+91 98765 43210' }),
  ).toBeVisible();
  await signIn(request);
  try {
    await adminMutation(request, 'organization.update', { mobile: '+91 90000 11111' });
    await page.reload();
    await expect(
      page.getByTestId('top-bar').getByRole('link', { name: '+91 90000 11111' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/919000011111',
    );
  } finally {
    await adminMutation(request, 'organization.update', { mobile: '+91 98765 43210' });
  }
});
