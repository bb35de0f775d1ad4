import sharp from 'sharp';
import { expect, test } from '@playwright/test';

interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

test('public REST calls answer the success envelope through the Next app', async ({ request }) => {
  const response = await request.get('/api/v1/public/services');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Envelope<{ slug: string }[]>;
  expect(body.success).toBe(true);
  expect(body.data.map((service) => service.slug)).toContain('residential-construction');

  const unknown = await request.get('/api/v1/no/such/route');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('application/json');
  expect(((await unknown.json()) as Envelope<unknown>).success).toBe(false);
});

test('a REST client signs in, uploads a banner as multipart and sees it public', async ({
  request,
}) => {
  const login = await request.post('/api/v1/dashboard/auth/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as Envelope<{ token: string }>).data;
  const headers = { authorization: `Bearer ${token}` };

  const image = await sharp({
    create: { width: 64, height: 36, channels: 3, background: '#9a3412' },
  })
    .png()
    .toBuffer();
  const created = await request.post('/api/v1/dashboard/banner-images', {
    headers,
    multipart: {
      headline: 'REST banner from an end-to-end test',
      tagline: 'Made over HTTP',
      is_enabled: '1',
      image: { name: 'banner.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(created.status()).toBe(201);
  const banner = ((await created.json()) as Envelope<{ id: string; image_url: string }>).data;
  expect((await request.get(banner.image_url)).headers()['content-type']).toBe('image/png');

  const publicBanners = (await (
    await request.get('/api/v1/public/banner-images')
  ).json()) as Envelope<{ id: string }[]>;
  expect(publicBanners.data.map((row) => row.id)).toContain(banner.id);

  const deleted = await request.delete(`/api/v1/dashboard/banner-images/${banner.id}`, { headers });
  expect(((await deleted.json()) as Envelope<unknown>).message).toBe('Banner deleted successfully');
  await request.post('/api/v1/dashboard/auth/logout', { headers });
  expect((await request.get('/api/v1/dashboard/auth/me', { headers })).status()).toBe(401);
});

test('the OpenAPI document is served and /api/docs renders it', async ({ page, request }) => {
  const document = (await (await request.get('/api/v1/openapi.json')).json()) as {
    openapi: string;
    paths: object;
    tags: { name: string }[];
  };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths).length).toBeGreaterThan(30);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Kasar Foundation API/ })).toBeVisible({
    timeout: 20_000,
  });
  // Every tag is listed, closed; opening one shows its routes.
  const services = page.locator('.opblock-tag', { hasText: 'Services' }).first();
  expect(document.tags.map((tag) => tag.name)).toContain('Review');
  await expect(page.locator('.opblock-tag')).toHaveCount(document.tags.length, { timeout: 20_000 });
  await services.click();
  await expect(page.getByText('/dashboard/services/{id}/toggle-status').first()).toBeVisible();
});
