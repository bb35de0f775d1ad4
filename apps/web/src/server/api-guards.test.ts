import { describe, expect, it } from 'vitest';

import {
  AUTH_MAX_BODY_BYTES,
  crossSiteRefusal,
  limitBody,
  TRPC_MAX_BATCH_CALLS,
  TRPC_MAX_BODY_BYTES,
  trpcBatchRefusal,
  trpcProcedurePaths,
} from './api-guards';

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

describe('trpcProcedurePaths', () => {
  it('names the procedures a call or a batch calls', () => {
    expect(trpcProcedurePaths(post({}, `${SITE}/api/trpc/auth.login`))).toEqual(['auth.login']);
    expect(
      trpcProcedurePaths(post({}, `${SITE}/api/trpc/public.services,gallery.upload?batch=1`)),
    ).toEqual(['public.services', 'gallery.upload']);
    expect(trpcProcedurePaths(post({}, `${SITE}/api/trpc/auth.login%2Cgallery.upload`))).toEqual([
      'auth.login',
      'gallery.upload',
    ]);
  });
});

describe('trpcBatchRefusal', () => {
  const batchOf = (count: number, batch = true) =>
    new Request(
      `${SITE}/api/trpc/${Array.from({ length: count }, () => 'public.services').join(',')}${batch ? '?batch=1' : ''}`,
    );

  it('allows up to 10 calls in a batch', () => {
    expect(TRPC_MAX_BATCH_CALLS).toBe(10);
    expect(trpcBatchRefusal(batchOf(1))).toBeNull();
    expect(trpcBatchRefusal(batchOf(10))).toBeNull();
    expect(trpcBatchRefusal(batchOf(3, false))).toBeNull();
  });

  it('refuses 11 or more with 400 and the limit', async () => {
    const refusal = trpcBatchRefusal(batchOf(11));
    expect(refusal?.status).toBe(400);
    expect(((await refusal?.json()) as { message: string }).message).toContain('at most 10 calls');
  });
});

describe('limitBody', () => {
  it('sizes the tRPC cap for the largest upload: 10 gallery images of 10 MB and the form', () => {
    expect(TRPC_MAX_BODY_BYTES).toBe(101 * 1024 * 1024);
    expect(AUTH_MAX_BODY_BYTES).toBe(64 * 1024);
  });

  it('refuses a declared size over the cap at once with 413', async () => {
    const request = post({ 'content-length': String(2048) });
    const limited = limitBody(request, 1024);
    expect(limited.refusal?.status).toBe(413);
    expect(((await limited.refusal?.json()) as { message: string }).message).toBe(
      'The request body must be smaller than 1KB',
    );
  });

  it('passes a body within the cap through unchanged', async () => {
    const limited = limitBody(post({}), 1024);
    expect(limited.refusal).toBeNull();
    expect(await limited.request.text()).toBe('{}');
    expect(limited.exceeded()).toBe(false);
  });

  it('stops reading a streamed body once it passes the cap', async () => {
    const chunks = [new Uint8Array(600), new Uint8Array(600), new Uint8Array(600)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const request = new Request(`${SITE}/api/auth/callback/credentials`, {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    const limited = limitBody(request, 1024);
    expect(limited.refusal).toBeNull();
    await expect(limited.request.arrayBuffer()).rejects.toThrow();
    expect(limited.exceeded()).toBe(true);
    expect(limited.tooLarge().status).toBe(413);
  });

  it('leaves reads alone', () => {
    const request = new Request(`${SITE}/api/trpc/public.services`);
    const limited = limitBody(request, 1);
    expect(limited.request).toBe(request);
    expect(limited.refusal).toBeNull();
  });
});
