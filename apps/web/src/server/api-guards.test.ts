import { describe, expect, it } from 'vitest';

import { crossSiteRefusal } from './api-guards';

const SITE = 'https://kasar.example';

function post(headers: Record<string, string>, url = `${SITE}/api/trpc/auth.logout`) {
  return new Request(url, { method: 'POST', headers, body: '{}' });
}

describe('crossSiteRefusal', () => {
  it('lets reads through from anywhere', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const request = new Request(`${SITE}/api/trpc/public.services`, {
        method,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSiteRefusal(request, SITE)).toBeNull();
    }
  });

  it('lets the site’s own origin through, by APP_URL or by the request’s own host', () => {
    expect(crossSiteRefusal(post({ origin: SITE }), SITE)).toBeNull();
    const byHost = post({ origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(crossSiteRefusal(byHost, SITE)).toBeNull();
  });

  it('refuses another origin with 403 and says why', async () => {
    for (const origin of [
      'https://evil.example',
      'https://kasar.example.evil.example',
      'http://kasar.example:8080',
      'null',
      'not a url',
    ]) {
      const refusal = crossSiteRefusal(post({ origin, host: 'kasar.example' }), SITE);
      expect(refusal?.status, origin).toBe(403);
      const { message } = (await refusal?.json()) as { message: string };
      expect(message).toContain('Cross-site request refused');
    }
  });

  it('without Origin, refuses what the browser marks as from another site', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(crossSiteRefusal(post({ 'sec-fetch-site': site }), SITE)?.status).toBe(403);
    }
    for (const site of ['same-origin', 'none']) {
      expect(crossSiteRefusal(post({ 'sec-fetch-site': site }), SITE)).toBeNull();
    }
  });

  it('lets clients that are not browsers through (no Origin, no Sec-Fetch-Site)', () => {
    expect(crossSiteRefusal(post({}), SITE)).toBeNull();
  });
});
