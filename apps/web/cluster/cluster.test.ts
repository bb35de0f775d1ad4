/**
 * Two production instances on one PostgreSQL database, one Redis and one S3 bucket, each with
 * its own data folder, and nginx in front: what one instance does, the other sees at once (a
 * page's content, a renamed service's redirect, a draft published at the time scheduled through
 * the other, once, and a release so), the site keeps answering when one dies, an
 * edit saved while Redis is down shows everywhere once it is back, and while PostgreSQL is down
 * the contact form is told to try again (last: the database stays down).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startEmbeddedPostgres, type EmbeddedServer } from '@kasar/db/embedded';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@kasar/api';
import { hashPassword } from '@kasar/api/auth';
import { startRedisServer, type RedisServer } from '@kasar/server/testing/redis-server';
import {
  startInstance,
  startObjectStore,
  startProxy,
  type Instance,
  type ObjectStore,
  type Proxy,
} from './infrastructure';

let database: EmbeddedServer;
let redis: RedisServer;
let objectStore: ObjectStore;
let scratch: string;
let environment: Record<string, string>;
let instanceA: Instance;
let instanceB: Instance;
let proxy: Proxy;

const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-cluster-'));
  database = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg') });
  await database.createDatabase('kasar');
  redis = await startRedisServer();
  objectStore = await startObjectStore();
  environment = {
    ...objectStore.environment,
    DATABASE_URL: database.urlFor('kasar'),
    REDIS_URL: redis.url,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'true',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // Both at once, as a deployment starts its servers: one migrates and seeds the empty database
  // while the other waits for its locks, then finds it ready.
  [instanceA, instanceB] = await Promise.all([
    startInstance('A', instanceEnvironment('A', 2)),
    startInstance('B', instanceEnvironment('B', 1)),
  ]);
  proxy = await startProxy([instanceA, instanceB]);
}, 20 * 60_000);

/** Each instance has a data folder of its own: nothing it needs to share lives there. */
function instanceEnvironment(name: string, workers: number): Record<string, string> {
  return {
    ...environment,
    DATA_DIR: path.join(scratch, `instance-${name}`),
    WEB_CONCURRENCY: String(workers),
  };
}

afterAll(async () => {
  await proxy?.stop();
  await Promise.allSettled([instanceA?.stop(), instanceB?.stop()]);
  await redis?.stop();
  await objectStore?.stop();
  await database?.stop();
}, 60_000);

async function signIn(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/api/v1/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function setPhone(instance: Instance, token: string, phone: string) {
  const form = new FormData();
  form.set('mobile', phone);
  const response = await fetch(`${instance.url}/api/v1/dashboard/organization`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const page = async (base: string, pagePath: string) => {
  const response = await fetch(`${base}${pagePath}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
};

/** The public pages that show the organization's phone (in the footer): every kind of page. */
async function pagesShowingThePhone(): Promise<string[]> {
  const services = await fetch(`${instanceB.url}/api/v1/public/services`);
  const [first] = ((await services.json()) as { data: { slug: string }[] }).data;
  if (!first) throw new Error('the demo content has no service');
  return ['/', '/our-projects', '/about-us', '/contact-us', `/services/${first.slug}`];
}

/** A dashboard session cookie, by signing in through next-auth's own endpoints. */
async function dashboardSession(instance: Instance): Promise<string> {
  const csrf = await fetch(`${instance.url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const response = await fetch(`${instance.url}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: csrfCookie.join('; '),
    },
    body: new URLSearchParams({ csrfToken, ...ADMIN }),
  });
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.startsWith('authjs.session-token='));
  if (!session) throw new Error(`no session cookie (status ${response.status})`);
  return session;
}

describe('two instances behind nginx on one database and one Redis', () => {
  it('shows an edit made through A on B’s public page on the very next request', async () => {
    // B has the home page cached before the change.
    await page(instanceB.url, '/');
    const cached = await page(instanceB.url, '/');
    expect(cached.headers.get('x-nextjs-cache')).toBe('HIT');

    const phone = `+1 555 ${String(Date.now()).slice(-4)}`;
    await setPhone(instanceA, await signIn(instanceA), phone);
    const after = await page(instanceB.url, '/');
    expect(after.status).toBe(200);
    expect(after.html).toContain(phone);
  });

  it('answers on B with a 301 the old address of a service renamed through A', async () => {
    const token = await signIn(instanceA);
    const slug = `cluster-${Date.now().toString(36)}`;
    const form = new FormData();
    form.set('name', 'Cluster Renovation');
    form.set('slug', slug);
    form.set('headline', 'Renovation seen from both instances');
    form.set('description', 'A service renamed through one instance, answered by the other.');
    form.set('features', JSON.stringify([{ title: 'Planning' }]));
    const created = await fetch(`${instanceA.url}/api/v1/dashboard/services`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    // B has read its redirects before the change.
    expect((await fetch(`${instanceB.url}/services/${slug}`, { redirect: 'manual' })).status).toBe(
      200,
    );

    form.set('slug', `${slug}-new`);
    const renamed = await fetch(`${instanceA.url}/api/v1/dashboard/services/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const moved = await fetch(`${instanceB.url}/services/${slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location') ?? '', instanceB.url).pathname).toBe(
      `/services/${slug}-new`,
    );
  });

  // The two scheduled changes wait for their time side by side (nothing else runs meanwhile).
  it.concurrent(
    'makes a draft’s publish scheduled through A once, at its time, and B shows it',
    async ({ expect }) => {
      const token = await signIn(instanceA);
      const slug = `scheduled-${Date.now().toString(36)}`;
      const form = new FormData();
      form.set('name', 'Cluster Scheduled');
      form.set('slug', slug);
      form.set('headline', 'The headline before the launch');
      form.set('description', 'A service whose draft is published at a time set through A.');
      form.set('features', JSON.stringify([{ title: 'Planning' }]));
      const created = await fetch(`${instanceA.url}/api/v1/dashboard/services`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { id } = ((await created.json()) as { data: { id: string } }).data;
      form.set('headline', 'The headline of the launch day');
      const drafted = await fetch(`${instanceA.url}/api/v1/dashboard/services/${id}/draft`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(drafted.status, await drafted.clone().text()).toBe(200);
      // B has the page cached with the published headline.
      await page(instanceB.url, `/services/${slug}`);
      expect((await page(instanceB.url, `/services/${slug}`)).html).toContain(
        'The headline before the launch',
      );

      const at = new Date(Date.now() + 3000).toISOString();
      const scheduled = await fetch(`${instanceA.url}/api/v1/dashboard/services/${id}/schedule`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'publish_draft', at }),
      });
      expect(scheduled.status, await scheduled.clone().text()).toBe(200);
      // Every instance's runner waits for that time; one of them makes it, and B's cache hears.
      await expect
        .poll(async () => (await page(instanceB.url, `/services/${slug}`)).html, {
          timeout: 30_000,
          interval: 500,
        })
        .toContain('The headline of the launch day');
      const schedule = await fetch(`${instanceB.url}/api/v1/dashboard/services/${id}/schedule`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await schedule.json()) as { data: { change: unknown } }).data.change).toBeNull();
      const versions = await fetch(`${instanceB.url}/api/v1/dashboard/services/${id}/versions`, {
        headers: { authorization: `Bearer ${token}` },
      });
      // Created, the draft, and one publish: made once, though both instances were waiting.
      expect(((await versions.json()) as { pagination: { total: number } }).pagination.total).toBe(
        3,
      );
    },
  );

  it.concurrent(
    'publishes a release scheduled through A once, at its time, and B shows all of it',
    async ({ expect }) => {
      const token = await signIn(instanceA);
      const auth = { authorization: `Bearer ${token}` };
      const json = { ...auth, 'content-type': 'application/json' };
      const slugs = [1, 2].map((index) => `release-${index}-${Date.now().toString(36)}`);
      const ids: string[] = [];
      for (const slug of slugs) {
        const form = new FormData();
        form.set('name', `Cluster Release ${slug}`);
        form.set('slug', slug);
        form.set('headline', 'The headline before the release');
        form.set(
          'description',
          'A service whose draft a release publishes at a time set through A.',
        );
        form.set('features', JSON.stringify([{ title: 'Planning' }]));
        const created = await fetch(`${instanceA.url}/api/v1/dashboard/services`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        expect(created.status, await created.clone().text()).toBe(201);
        const { id } = ((await created.json()) as { data: { id: string } }).data;
        ids.push(id);
        form.set('headline', 'The headline of the release day');
        const drafted = await fetch(`${instanceA.url}/api/v1/dashboard/services/${id}/draft`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        expect(drafted.status, await drafted.clone().text()).toBe(200);
        // B has the page cached with the published headline.
        await page(instanceB.url, `/services/${slug}`);
      }
      const made = await fetch(`${instanceA.url}/api/v1/dashboard/releases`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Cluster release' }),
      });
      expect(made.status, await made.clone().text()).toBe(201);
      const release = ((await made.json()) as { data: { id: string } }).data.id;
      for (const id of ids) {
        const added = await fetch(`${instanceA.url}/api/v1/dashboard/releases/${release}/items`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ entity: 'service', item_id: id, action: 'publish_draft' }),
        });
        expect(added.status, await added.clone().text()).toBe(200);
      }
      const at = new Date(Date.now() + 3000).toISOString();
      const scheduled = await fetch(
        `${instanceA.url}/api/v1/dashboard/releases/${release}/schedule`,
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ at }),
        },
      );
      expect(scheduled.status, await scheduled.clone().text()).toBe(200);
      for (const slug of slugs) {
        await expect
          .poll(async () => (await page(instanceB.url, `/services/${slug}`)).html, {
            timeout: 30_000,
            interval: 500,
          })
          .toContain('The headline of the release day');
      }
      const shown = await fetch(`${instanceB.url}/api/v1/dashboard/releases/${release}`, {
        headers: auth,
      });
      expect(((await shown.json()) as { data: { status: string } }).data.status).toBe('published');
      for (const id of ids) {
        const versions = await fetch(`${instanceB.url}/api/v1/dashboard/services/${id}/versions`, {
          headers: auth,
        });
        // Created, the draft, and one publish: made once, though both instances were waiting.
        expect(
          ((await versions.json()) as { pagination: { total: number } }).pagination.total,
        ).toBe(3);
      }
    },
  );

  it('accepts on B a bearer token and a dashboard session made on A', async () => {
    const token = await signIn(instanceA);
    const me = await fetch(`${instanceB.url}/api/v1/dashboard/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(ADMIN.email);

    const session = await dashboardSession(instanceA);
    const dashboard = await fetch(`${instanceB.url}/dashboard`, {
      redirect: 'manual',
      headers: { cookie: session },
    });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(ADMIN.email);
  });

  it('applies a role changed through A to a token used on B at its next request', async () => {
    // A colleague, straight in the shared database, signed in through B.
    const colleague = {
      email: `editor-${Date.now().toString(36)}@example.com`,
      password: 'colleague 123',
    };
    const client = new pg.Client({ connectionString: database.urlFor('kasar') });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO users (id, name, email, password_hash, role_id, updated_at)
         VALUES ($1, 'Cluster Editor', $2, $3, 'editor', now())`,
        [
          `cluster-${Date.now().toString(36)}`,
          colleague.email,
          await hashPassword(colleague.password),
        ],
      );
    } finally {
      await client.end();
    }
    const login = await fetch(`${instanceB.url}/api/v1/dashboard/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(colleague),
    });
    const theirs = ((await login.json()) as { data: { token: string; user: { id: string } } }).data;
    const services = () =>
      fetch(`${instanceB.url}/api/v1/dashboard/services`, {
        headers: { authorization: `Bearer ${theirs.token}` },
      });
    expect((await services()).status).toBe(200);

    const changed = await fetch(`${instanceA.url}/api/v1/dashboard/users/${theirs.user.id}/role`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await signIn(instanceA)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ role_id: 'inquiries' }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const refused = await services();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { data: { missing_permission: string } }).data).toMatchObject(
      {
        missing_permission: 'services.view',
      },
    );
  });

  it('counts failed sign-ins on both instances toward one limit', async () => {
    // Another address than the admin's, whom the next tests still sign in as.
    const email = `guesser-${Date.now()}@example.com`;
    const attempt = (instance: Instance) =>
      fetch(`${instance.url}/api/v1/dashboard/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
    for (const instance of [instanceA, instanceB, instanceA, instanceB, instanceA]) {
      expect((await attempt(instance)).status).toBe(401);
    }
    const limited = await attempt(instanceB);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('serves from B a file uploaded through A', async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('headline', 'A banner uploaded through instance A');
    form.set('image', new File([new Uint8Array(png)], 'banner.png', { type: 'image/png' }));
    const created = await fetch(`${instanceA.url}/api/v1/dashboard/banner-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await signIn(instanceA)}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { image_url: imageUrl } = ((await created.json()) as { data: { image_url: string } })
      .data;
    const served = await fetch(`${instanceB.url}${imageUrl}`);
    expect(served.status).toBe(200);
    const servedByB = Buffer.from(await served.arrayBuffer());
    // The stored file is the upload's pixels encoded anew (no metadata): the same on both.
    const servedByA = Buffer.from(await (await fetch(`${instanceA.url}${imageUrl}`)).arrayBuffer());
    expect(servedByB.equals(servedByA)).toBe(true);
    const stored = await sharp(servedByB).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 64, 48]);
  });

  it('takes a banner deleted through A off B’s home page, and Restore through B puts it back on A’s', async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    const headline = `A slide for the trash ${Date.now()}`;
    const form = new FormData();
    form.set('headline', headline);
    form.set('image', new File([new Uint8Array(png)], 'slide.png', { type: 'image/png' }));
    const token = await signIn(instanceA);
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${instanceA.url}/api/v1/dashboard/banner-images`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(created.status).toBe(201);
    const { id, image_url: imageUrl } = (
      (await created.json()) as { data: { id: string; image_url: string } }
    ).data;
    // The headline is split into words on the page: the slide's image (through the image
    // optimizer, so URL-encoded) names it.
    const slide = encodeURIComponent(imageUrl);
    expect((await page(instanceB.url, '/')).html).toContain(slide);

    const deleted = await fetch(`${instanceA.url}/api/v1/dashboard/banner-images/${id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(deleted.status).toBe(200);
    expect((await page(instanceB.url, '/')).html).not.toContain(slide);

    const restored = await fetch(`${instanceB.url}/api/v1/dashboard/trash/restore-deleted`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'banner', entity_id: id }),
    });
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect((await page(instanceA.url, '/')).html).toContain(slide);
  });

  it('shows an edit saved while Redis was down on every page of both instances once it is back', async () => {
    const pages = await pagesShowingThePhone();
    const instances = [instanceA, instanceB];
    // Every page is cached, and held in memory by the instances' workers, before the outage.
    for (const instance of instances) {
      for (const pagePath of pages) {
        for (let request = 0; request < 4; request++) await page(instance.url, pagePath);
      }
    }
    const token = await signIn(instanceA);

    await redis.stop();
    const phone = `+1 555 ${String(Date.now() + 7).slice(-4)}`;
    await setPhone(instanceA, token, phone);
    redis = await startRedisServer({ port: redis.port });

    // Each page on each instance until its workers serve it from the cache again: every answer,
    // rendered or cached, has the new number.
    for (const instance of instances) {
      for (const pagePath of pages) {
        let cachedAnswers = 0;
        for (let request = 0; request < 120 && cachedAnswers < 4; request++) {
          const answer = await page(instance.url, pagePath);
          expect(answer.status, `${instance.name} ${pagePath}`).toBe(200);
          expect(answer.html, `${instance.name} ${pagePath}`).toContain(phone);
          if (answer.headers.get('x-nextjs-cache') === 'HIT') cachedAnswers += 1;
          else await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(cachedAnswers, `${instance.name} ${pagePath} served from the cache`).toBe(4);
      }
    }
  });

  it('keeps answering through nginx while A is down, and A comes back consistent', async () => {
    const port = instanceA.port;
    await instanceA.kill();
    for (let request = 0; request < 12; request++) {
      const services = await fetch(`${proxy.url}/api/v1/public/services`);
      expect(services.status).toBe(200);
      const about = await fetch(`${proxy.url}/about-us`);
      expect(about.status).toBe(200);
    }

    // A change while A is down, then A restarts on the same port behind nginx.
    const phone = `+44 20 ${String(Date.now()).slice(-4)}`;
    await setPhone(instanceB, await signIn(instanceB), phone);
    instanceA = await startInstance('A', instanceEnvironment('A', 2), port);
    expect((await page(instanceA.url, '/')).html).toContain(phone);
    const organization = await fetch(`${instanceA.url}/api/v1/public/organization`);
    expect(((await organization.json()) as { data: { mobile: string } }).data.mobile).toBe(phone);

    // And the other way round, now that A is back.
    const next = `+44 20 ${String(Date.now() + 1).slice(-4)}`;
    await setPhone(instanceA, await signIn(instanceA), next);
    expect((await page(instanceB.url, '/contact-us')).html).toContain(next);
  });
});

describe('while PostgreSQL is down', () => {
  it('answers the contact form with 503 and Retry-After, and still serves cached pages', async () => {
    // A page cached before the outage (rendered once more first if the last edit was recent).
    let cache: string | null = null;
    for (let request = 0; request < 20 && cache !== 'HIT'; request++) {
      cache = (await page(instanceB.url, '/about-us')).headers.get('x-nextjs-cache');
      if (cache !== 'HIT') await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(cache).toBe('HIT');
    await database.stop();

    expect((await fetch(`${instanceB.url}/api/health`)).status).toBe(503);
    const inquiry = {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      mobile: '9876543210',
      subject: 'Asked during an outage',
      message: 'Please call me about an office fit-out.',
      purpose: 'Other',
    };
    // Over REST, through nginx, and as the site's form sends it (tRPC).
    const rest = await fetch(`${proxy.url}/api/v1/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(inquiry),
    });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(((await rest.json()) as { message: string }).message).toBe(MESSAGES.brieflyUnavailable);
    const form = await fetch(`${instanceA.url}/api/trpc/public.submitContact?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { json: { ...inquiry, form_token: 'x', website: '' } } }),
    });
    expect(form.status).toBe(503);
    expect(form.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(await form.text()).toContain(MESSAGES.brieflyUnavailable);

    const cached = await page(instanceB.url, '/about-us');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-nextjs-cache')).toBe('HIT');
  });
});
