import { expect, test } from '@playwright/test';

import { signIn } from './site-helpers';

test('the home page shows the hero and links the enabled services from the database', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Building Landmarks That Stand the Test of Time', level: 1 }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Services' }).click();
  const serviceLinks = nav.getByRole('listitem').getByRole('link');
  await expect(serviceLinks).toHaveCount(5);
  await expect(serviceLinks.filter({ hasText: 'Residential Construction' })).toHaveAttribute(
    'href',
    '/services/residential-construction',
  );
});

test('uploaded files are served with their type, nosniff and an hour of caching', async ({
  request,
}) => {
  const banners = await request.get('/api/trpc/public.banners');
  const body = (await banners.json()) as { result: { data: { json: { image_url: string }[] } } };
  const imageUrl = body.result.data.json[0]?.image_url;
  expect(imageUrl).toMatch(/^\/uploads\/banners\/[a-f0-9]+\.webp$/);
  const image = await request.get(imageUrl ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(image.headers()['cache-control']).toBe('public, max-age=3600');
  expect((await request.get('/uploads/banners/0000.webp')).status()).toBe(404);
});

test('staff sign in with next-auth and the session reaches the tRPC context', async ({
  request,
}) => {
  const anonymous = await request.get('/api/trpc/auth.me');
  expect(anonymous.status()).toBe(401);

  await signIn(request);

  const me = await request.get('/api/trpc/auth.me');
  expect(me.status()).toBe(200);
  const user = (await me.json()) as { result: { data: { json: { email: string } } } };
  expect(user.result.data.json.email).toBe('admin@example.com');

  const { csrfToken: signOutToken } = (await (await request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  await request.post('/api/auth/signout', { form: { csrfToken: signOutToken }, maxRedirects: 0 });
  expect((await request.get('/api/trpc/auth.me')).status()).toBe(401);
});

test('a wrong password does not sign in', async ({ request }) => {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as {
    csrfToken: string;
  };
  const signIn = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: 'admin@example.com', password: 'wrong password' },
    maxRedirects: 0,
  });
  expect(signIn.headers()['location']).toContain('error=CredentialsSignin');
  expect((await request.get('/api/trpc/auth.me')).status()).toBe(401);
});
