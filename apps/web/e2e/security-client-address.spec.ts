/**
 * The caller's address over real HTTP: what a client writes into X-Forwarded-For cannot move it
 * to a fresh rate-limit bucket, and no header, however long, turns a sign-in into a 500. The
 * dashboard server runs with TRUST_PROXY=1, so these requests play the one proxy in front of it
 * (the entry it appends comes last); the public-site server trusts no proxy.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

import { siteURL } from '../playwright.config';
import { unique } from './dashboard-helpers';

/** Failed sign-ins counted per e-mail and address before 429 (RATE_LIMITS.login). */
const LOGIN_LIMIT = 5;

function uniqueEmail(): string {
  return `${unique('xff').replace(/\s+/g, '-')}@example.com`;
}

function failedLogin(
  request: APIRequestContext,
  email: string,
  forwardedFor: string,
  baseURL?: string,
) {
  return request.post(`${baseURL ?? ''}/api/v1/dashboard/auth/login`, {
    headers: { 'x-forwarded-for': forwardedFor },
    data: { email, password: 'not the password' },
  });
}

/** A different made-up address each call, as an attacker would write. */
function forgedAddress(attempt: number): string {
  return `203.0.113.${(attempt * 37 + Math.floor(Math.random() * 200)) % 250}`;
}

test('behind a trusted proxy, the address it appends decides the bucket, not the client’s', async ({
  request,
}) => {
  const email = uniqueEmail();
  for (let attempt = 1; attempt <= LOGIN_LIMIT; attempt += 1) {
    const response = await failedLogin(request, email, `${forgedAddress(attempt)}, 198.51.100.77`);
    expect(response.status()).toBe(401);
  }
  const limited = await failedLogin(request, email, `${forgedAddress(99)}, 198.51.100.77`);
  expect(limited.status()).toBe(429);
  expect(limited.headers()['retry-after']).toBeTruthy();
  // The same account from the address the proxy saw for someone else is counted apart.
  expect((await failedLogin(request, email, '198.51.100.78')).status()).toBe(401);
});

test('without a trusted proxy, X-Forwarded-For is ignored', async ({ request }) => {
  const email = uniqueEmail();
  for (let attempt = 1; attempt <= LOGIN_LIMIT; attempt += 1) {
    const response = await failedLogin(request, email, forgedAddress(attempt), siteURL);
    expect(response.status()).toBe(401);
  }
  expect((await failedLogin(request, email, forgedAddress(99), siteURL)).status()).toBe(429);
});

test('a 2,000-character X-Forwarded-For is answered, never a 500', async ({ request }) => {
  const huge = `${'a'.repeat(1000)}${'1'.repeat(1000)}`;
  const email = uniqueEmail();
  for (const forwardedFor of [huge, `${huge}, 198.51.100.79`, `198.51.100.80, ${huge}`]) {
    for (const baseURL of [undefined, siteURL]) {
      const response = await failedLogin(request, email, forwardedFor, baseURL);
      expect([401, 429]).toContain(response.status());
    }
  }
  // Contact messages are counted per address too.
  const contact = await request.post('/api/v1/public/contact', {
    headers: { 'x-forwarded-for': huge },
    data: {
      name: 'Long Header',
      email: 'long@example.com',
      mobile: '+15551234567',
      subject: 'A very long header',
      message: 'A message sent with a very long forwarding header.',
      purpose: 'Testing',
    },
  });
  expect([201, 429]).toContain(contact.status());
});
