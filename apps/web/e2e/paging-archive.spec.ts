/**
 * A large archive keeps the public pages bounded: five pages' worth of projects and a gallery of
 * more than one page, created over the REST API on the admin server (and deleted again after), leave
 * /our-projects and the service page at one page of projects and photos, with the same HTML
 * size; the lightbox still steps through every photo.
 */
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from '@playwright/test';

import { GALLERY_PER_PAGE, PROJECTS_PER_PAGE } from '../src/components/site/paging';
import { waitForHydration } from './site-helpers';

// Five pages more than the seed: a page that listed every project would be several times its
// size, far past the 1.5× bound. What thousands of projects cost is `npm run bench:archive`'s
// (300 here took 72 s of the suite for the same finding).
const ADDED_PROJECTS = 5 * PROJECTS_PER_PAGE;
const ADDED_PHOTOS = 20;
const SERVICE = 'infrastructure-development';

interface Envelope<T> {
  data: T;
}

async function bearer(request: APIRequestContext) {
  const login = await request.post('/api/v1/dashboard/auth/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as Envelope<{ token: string }>).data;
  return { authorization: `Bearer ${token}` };
}

async function htmlSize(request: APIRequestContext, address: string) {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  return (await response.body()).length;
}

test('pages stay one page long and as large as before with five pages more projects and a long gallery', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const headers = await bearer(request);
  const services = (
    (await (await request.get('/api/v1/public/services')).json()) as Envelope<
      { id: string; slug: string }[]
    >
  ).data;
  const service = services.find((candidate) => candidate.slug === SERVICE);
  expect(service).toBeDefined();

  const before = {
    all: await htmlSize(request, '/our-projects'),
    service: await htmlSize(request, `/services/${SERVICE}`),
  };

  const created: string[] = [];
  try {
    for (let number = 1; number <= ADDED_PROJECTS; number += 1) {
      const response = await request.post('/api/v1/dashboard/service-projects', {
        headers,
        data: {
          service_id: service?.id,
          title: `Archive project ${number}`,
          builtup_area_sqft: 1200,
          location: 'Nashik, Maharashtra',
          client_name: 'Archive Client',
          start_month: 'January',
          start_year: 2015,
          end_month: 'June',
          end_year: 2016,
          scope_of_work: 'A project of the archive, for the bounded pages test.',
          is_enabled: true,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push(((await response.json()) as Envelope<{ id: string }>).data.id);
    }
    for (let batch = 0; batch < ADDED_PHOTOS / 10; batch += 1) {
      const form = new FormData();
      form.append('project_id', created[0] ?? '');
      form.append('is_enabled', '1');
      for (let index = 0; index < 10; index += 1) {
        const image = await sharp({
          create: {
            width: 48,
            height: 32,
            channels: 3,
            background: { r: 20 * index, g: 90, b: 30 * batch },
          },
        })
          .png()
          .toBuffer();
        form.append(
          'images[]',
          new Blob([new Uint8Array(image)], { type: 'image/png' }),
          `p${index}.png`,
        );
      }
      const uploaded = await request.post('/api/v1/dashboard/project-images', {
        headers,
        multipart: form,
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
    }

    // The portfolio, all services and the one that grew: one page each, and no larger.
    const cards = page.getByTestId('project-card');
    for (const address of ['/our-projects', `/our-projects?service=${SERVICE}`]) {
      await page.goto(address);
      await expect(cards).toHaveCount(PROJECTS_PER_PAGE);
    }
    const lastPage = Math.ceil((ADDED_PROJECTS + 1) / PROJECTS_PER_PAGE);
    expect(await htmlSize(request, '/our-projects')).toBeLessThan(before.all * 1.5);
    expect(await htmlSize(request, `/our-projects?service=${SERVICE}`)).toBeLessThan(
      before.all * 1.5,
    );
    expect(
      (await request.get(`/our-projects?service=${SERVICE}&page=${lastPage + 1}`)).status(),
    ).toBe(404);
    expect(await htmlSize(request, `/services/${SERVICE}`)).toBeLessThan(before.service * 1.5);

    // The service page: one page of photos, 'Show more' for the next, and the lightbox steps
    // from the hero back to the last photo, on a page not loaded yet.
    await page.goto(`/services/${SERVICE}`);
    const photos = page.getByRole('button', { name: /^View Infrastructure Development image / });
    await waitForHydration(photos);
    await expect(photos).toHaveCount(GALLERY_PER_PAGE);
    const label = (await photos.first().getAttribute('aria-label')) ?? '';
    const total = Number(/of (\d+)$/.exec(label)?.[1]);
    expect(total).toBeGreaterThan(GALLERY_PER_PAGE + 1);
    await page.getByRole('button', { name: 'View gallery of Infrastructure Development' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog.getByTestId('image-counter')).toHaveText(`${total} / ${total}`);
    // The photo itself arrived with its page.
    const frame = dialog.getByTestId('image-counter').locator('xpath=..');
    await expect(frame.locator('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Show more photos' }).click();
    await expect(photos).toHaveCount(Math.min(total - 1, 2 * GALLERY_PER_PAGE));
    await expect(page).toHaveURL(new RegExp(`/services/${SERVICE}\\?page=2$`));
  } finally {
    for (const id of created) {
      await request.delete(`/api/v1/dashboard/service-projects/${id}`, { headers });
    }
  }
});
