/** After signing in, only same-origin paths under /dashboard are followed (no open redirect). */
import { expect, test } from '@playwright/test';

import { adminURL } from '../playwright.config';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './dashboard-helpers';

const HOSTILE_CALLBACKS = [
  '%2F%09%2Fevil.example',
  '%2F%5Cevil.example',
  '%2F%2Fevil.example',
  'https%3A%2F%2Fevil.example%2Fdashboard',
  'javascript%3Aalert(1)',
  '%2Four-projects',
];

for (const callback of HOSTILE_CALLBACKS) {
  test(`signing in with callbackUrl=${callback} lands on the dashboard`, async ({ page }) => {
    await page.goto(`/login?callbackUrl=${callback}`);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(page.url()).toBe(`${adminURL}/dashboard`);
  });
}

test('a callback under /dashboard is still followed', async ({ page }) => {
  await page.goto(`/login?callbackUrl=${encodeURIComponent('/dashboard/services?page=2')}`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/services');
  expect(page.url()).toBe(`${adminURL}/dashboard/services?page=2`);
});
