/**
 * Contract tests of /api/v1 over real HTTP and the real database: the envelope, every row of
 * row of the error table (docs/api.md), auth with bearer tokens, CORS and the rate limits.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { PERMISSIONS } from '../permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { commonMessages } from '@kasar/validators';

import { createPrismaClient } from '@kasar/db';
import { freePort } from '@kasar/db/embedded';

import { contactInput, createProject, createService, formData } from '../../test/fixtures';
import { createHarness, pause, type Caller, type Harness } from '../../test/harness';
import { disguised, fakePng, gifFile, imageFile, oversizedPng, svgFile } from '../../test/samples';
import { restClient, type CallOptions, type CallResult } from '../../test/rest-client';
import { startRestServer, type RestServer } from '../../test/rest-server';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import { MESSAGES } from '../messages';
import { createLocalStorage, type ListableStorage } from '../storage';
import { PUBLIC_CACHE_CONTROL } from './cache';
import { REST_ROUTES, type RestRoute } from './routes';

let h: Harness;
let server: RestServer;
let call: ReturnType<typeof restClient>;
let brokenServer: RestServer;

beforeAll(async () => {
  h = await createHarness();
  server = await startRestServer(h.services, { corsOrigins: ['https://partner.example'] });
  call = restClient(server.url);
  // The same adapter over a database that fails: for the 500 row.
  const failingDb = new Proxy(h.services.db, {
    get(target, property) {
      if (property === 'service') throw new Error('connection to the database was lost');
      return Reflect.get(target, property) as unknown;
    },
  });
  brokenServer = await startRestServer({ ...h.services, db: failingDb });
});

afterAll(async () => {
  await server.close();
  await brokenServer.close();
  await h.close();
});

const expectFailure = (result: CallResult, status: number, message?: string | RegExp) => {
  expect(result.status).toBe(status);
  expect(result.body.success).toBe(false);
  if (message) expect(result.body.message).toMatch(message);
};

async function login(client = `login-${Math.random()}`): Promise<string> {
  const result = await call('POST', '/dashboard/auth/login', {
    json: { email: h.admin.email, password: h.admin.password },
    client,
  });
  expect(result.status).toBe(200);
  return (result.body.data as { token: string }).token;
}

describe('public calls', () => {
  it('answer the success envelope with data', async () => {
    const services = await call('GET', '/public/services');
    expect(services.status).toBe(200);
    expect(services.body).toEqual({ success: true, data: [] });
    const organization = await call('GET', '/public/organization');
    expect(organization.body.data).toMatchObject({ email: null, logo_url: null });
    const about = await call('GET', '/public/about-us');
    expect(about.body.success).toBe(true);
    expect((about.body.data as { stats: unknown[] }).stats).toHaveLength(4);
  });

  it('ignore a stale Authorization header', async () => {
    const result = await call('GET', '/public/banner-images', { token: 'revoked-or-unknown' });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual([]);
  });

  it('answer 404 for an unknown slug or id', async () => {
    expectFailure(await call('GET', '/public/services/no-such-service'), 404, 'Service not found');
  });

  it('accept a contact inquiry with 201 and its message, and 422 with every failing field', async () => {
    const created = await call('POST', '/public/contact', {
      json: {
        name: 'Asha Patel',
        email: 'asha@example.com',
        mobile: '+919876543210',
        subject: 'New house',
        message: 'We would like a quote for a two-storey house.',
        purpose: 'Residential Construction',
      },
      client: 'contact-ok',
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Thank you for contacting us! We'll get back to you soon.");
    expect(created.body.data).toMatchObject({ id: expect.any(String) as string });

    const invalid = await call('POST', '/public/contact', {
      json: { name: 'A', email: 'not-an-email', mobile: '12', subject: '', message: 'short' },
      client: 'contact-bad',
    });
    expectFailure(invalid, 422, 'Name must be at least 2 characters long');
    expect(invalid.body.errors).toEqual({
      name: ['Name must be at least 2 characters long'],
      email: ['Please enter a valid email address'],
      mobile: ['Please enter a valid mobile number (10-20 digits)'],
      subject: ['Subject is required'],
      message: ['Message must be at least 10 characters long'],
      purpose: ['Please select a purpose for your inquiry'],
    });
  });

  it('limit contact inquiries to 10 per client address per hour with Retry-After', async () => {
    const inquiry = {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      mobile: '9876543210',
      subject: 'Office fit-out',
      message: 'Please call me about an office fit-out.',
      purpose: 'Other',
    };
    for (let sent = 0; sent < 10; sent += 1) {
      expect(
        (await call('POST', '/public/contact', { json: inquiry, client: 'busy' })).status,
      ).toBe(201);
    }
    const limited = await call('POST', '/public/contact', { json: inquiry, client: 'busy' });
    expectFailure(limited, 429, /^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await call('POST', '/public/contact', { json: inquiry, client: 'other' })).status).toBe(
      201,
    );
  });
});

describe('auth with bearer tokens', () => {
  it('changes the password with the envelope, naming a wrong field, and keeps this token', async () => {
    const user = await h.createUser({
      email: 'rest-changer@example.com',
      password: 'rest first 1',
    });
    const token = await h.issueToken(user.id);
    const other = await h.issueToken(user.id);
    const wrong = await call('POST', '/dashboard/auth/change-password', {
      token,
      json: {
        current_password: 'not it',
        new_password: 'rest second 2',
        new_password_confirmation: 'rest second 2',
      },
    });
    expectFailure(wrong, 422, 'Current password is incorrect');
    expect(wrong.body.errors).toEqual({ current_password: ['Current password is incorrect'] });
    const changed = await call('POST', '/dashboard/auth/change-password', {
      token,
      json: {
        current_password: 'rest first 1',
        new_password: 'rest second 2',
        new_password_confirmation: 'rest second 2',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      success: true,
      message: 'Password changed. Your other sessions have been signed out.',
    });
    expect((await call('GET', '/dashboard/auth/me', { token })).status).toBe(200);
    expect((await call('GET', '/dashboard/auth/me', { token: other })).status).toBe(401);
  });

  it('refuses an account locked by 20 failed sign-ins from many clients with 429 and Retry-After', async () => {
    const user = await h.createUser({ email: 'rest-locked@example.com' });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const failed = await call('POST', '/dashboard/auth/login', {
        json: { email: user.email, password: `guess ${attempt}` },
        client: `guesser-${attempt}`,
      });
      expectFailure(failed, 401, 'Invalid email or password');
    }
    const locked = await call('POST', '/dashboard/auth/login', {
      json: { email: user.email, password: user.password },
      client: 'the-owner',
    });
    expectFailure(
      locked,
      429,
      /^Too many failed sign-ins for this account\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('logs in with token and user, reads me, and logout revokes the token', async () => {
    const result = await call('POST', '/dashboard/auth/login', {
      json: { email: h.admin.email, password: h.admin.password },
    });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.message).toBe('Login successful');
    const { token, user } = result.body.data as { token: string; user: Record<string, string> };
    expect(user).toEqual({ id: h.admin.id, name: 'Site Admin', email: h.admin.email });
    expect(JSON.stringify(result.body)).not.toMatch(/hash|\$argon2/);

    const me = await call('GET', '/dashboard/auth/me', { token });
    expect(me.body.data).toEqual({
      ...user,
      role: { id: 'owner', name: 'Owner' },
      permissions: [...PERMISSIONS],
      viewing_as: null,
    });
    const logout = await call('POST', '/dashboard/auth/logout', { token });
    expect(logout.status).toBe(200);
    const after = await call('GET', '/dashboard/auth/me', { token });
    expectFailure(after, 401, /token/);
  });

  it('answers 401 without a token, and a message naming the token when it is invalid', async () => {
    const missing = await call('GET', '/dashboard/services');
    expectFailure(missing, 401);
    expect(missing.body.message).not.toMatch(/token/);
    expectFailure(await call('GET', '/dashboard/services', { token: 'made-up' }), 401, /token/);
  });

  it('never takes a session cookie instead of a bearer token', async () => {
    const token = await login();
    const result = await call('GET', '/dashboard/auth/me', {
      headers: { cookie: `authjs.session-token=${token}; token=${token}` },
    });
    expectFailure(result, 401);
  });

  it('refuses a wrong password with 401 and locks out after 5 failures with 429', async () => {
    const attempt = (password: string) =>
      call('POST', '/dashboard/auth/login', {
        json: { email: 'nobody@example.com', password },
        client: 'guesser',
      });
    for (let guess = 0; guess < 5; guess += 1) {
      expectFailure(await attempt(`guess-${guess}`), 401, 'Invalid email or password');
    }
    const locked = await attempt('another');
    expectFailure(locked, 429, 'Too many attempts. Try again in 15 minutes.');
    expect(locked.headers.get('retry-after')).toBe('900');
  });

  it('answers forgot-password the same for any address', async () => {
    for (const email of [h.admin.email, 'stranger@example.com']) {
      const result = await call('POST', '/dashboard/auth/forgot-password', { json: { email } });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({
        success: true,
        message: 'Password reset instructions sent to your email',
        data: { message: 'Password reset instructions sent to your email' },
      });
    }
  });

  it('refuses a reset with an unknown token with 422 on the token field', async () => {
    const result = await call('POST', '/dashboard/auth/reset-password', {
      json: { token: 'nope', new_password: 'secret123', new_password_confirmation: 'secret123' },
    });
    expectFailure(result, 422);
    expect(result.body.errors).toHaveProperty('token');
  });
});

describe('the error table', () => {
  let token: string;
  beforeAll(async () => {
    token = await login();
  });

  it('400: a body that is not valid JSON, or not of an accepted content type', async () => {
    const post = (body: string, contentType: string) =>
      call('POST', '/dashboard/service-projects', { token, raw: { body, contentType } });
    expectFailure(
      await post('{"title": ', 'application/json'),
      400,
      'The request body is not valid JSON',
    );
    expectFailure(await post('title=x', 'text/plain'), 400, /application\/json/);
    expectFailure(
      await post('[1, 2]', 'application/json'),
      400,
      'The request body must be a JSON object',
    );
  });

  it('404: unknown id, and unknown path under /api/v1 as JSON', async () => {
    expectFailure(
      await call('GET', '/dashboard/services/unknown-id', { token }),
      404,
      'Service not found',
    );
    const unknown = await call('GET', '/no/such/path');
    expectFailure(unknown, 404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
  });

  it('405: a known path with the wrong method, with Allow', async () => {
    const result = await call('PUT', '/dashboard/banner-images', { token, json: {} });
    expectFailure(result, 405);
    expect(result.headers.get('allow')).toBe('GET, POST');
  });

  it('413: a file over its limit, with the size message, and a body over 25MB', async () => {
    const form = new FormData();
    form.set('headline', 'A headline for the banner');
    form.set('image', await oversizedPng('huge.png'));
    const file = await call('POST', '/dashboard/banner-images', { token, form });
    expectFailure(file, 413, 'Image must be less than 10MB');
    expect(h.storedFiles()).toEqual([]);

    const body = await call('POST', '/dashboard/banner-images', {
      token,
      raw: { body: new Uint8Array(25 * 1024 * 1024 + 1), contentType: 'application/octet-stream' },
    });
    expectFailure(body, 413, 'The request body must be smaller than 25MB');
  });

  it('422: a file named .png whose bytes are not an image, and nothing is stored', async () => {
    const form = new FormData();
    form.set('headline', 'A headline for the banner');
    form.set('image', fakePng('photo.png'));
    const result = await call('POST', '/dashboard/banner-images', { token, form });
    expectFailure(result, 422, 'Image must be JPEG, PNG, JPG, or WebP format');
    expect(result.body.errors).toEqual({ image: ['Image must be JPEG, PNG, JPG, or WebP format'] });
    expect(h.storedFiles()).toEqual([]);
    expect(await h.database.db.banner.count()).toBe(0);
  });

  it('500: a generic message, the details only in the log', async () => {
    const result = await restClient(brokenServer.url)('GET', '/public/services');
    expectFailure(result, 500, 'Something went wrong. Please try again later.');
    expect(JSON.stringify(result.body)).not.toContain('database');
    expect(brokenServer.errors.join('\n')).toContain('connection to the database was lost');
  });

  it('503 with Retry-After while the database cannot be reached, for the contact form too', async () => {
    // A real client of a database server that is not there (its port has nothing listening).
    const port = await freePort();
    const unreachable = createPrismaClient(`postgresql://kasar:kasar@127.0.0.1:${port}/kasar`);
    const down = await startRestServer({ ...h.services, db: unreachable });
    try {
      const callDown = restClient(down.url);
      const inquiry = contactInput({ subject: 'Asked while the database restarts' });
      for (const result of [
        await callDown('POST', '/public/contact', { json: inquiry, client: 'outage' }),
        await callDown('GET', '/public/services'),
        await callDown('GET', '/dashboard/auth/me', { token: h.admin.token }),
      ]) {
        expectFailure(result, 503, MESSAGES.brieflyUnavailable);
        expect(result.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      }
      expect(down.errors.join('\n')).toContain("Can't reach database server");
    } finally {
      await down.close();
      await unreachable.$disconnect();
    }
  });

  it('507 naming the file storage when its disk is full, leaving nothing behind', async () => {
    // Local storage whose writes land on /dev/full: the kernel answers them with ENOSPC, as it
    // answers a write to a full disk.
    const local = createLocalStorage(h.uploadsDir);
    const full: ListableStorage = {
      ...local,
      put: async (file) => {
        await fs.promises.writeFile('/dev/full', file.data);
        return local.put(file);
      },
    };
    const server = await startRestServer({ ...h.services, storage: full });
    try {
      const form = new FormData();
      form.set('headline', 'A banner for a full disk');
      form.set('image', await imageFile('full.png'));
      const banners = await h.database.db.banner.count();
      const result = await restClient(server.url)('POST', '/dashboard/banner-images', {
        token,
        form,
      });
      expectFailure(result, 507, MESSAGES.storageFull);
      expect(server.errors.join('\n')).toContain('ENOSPC');
      expect(await h.database.db.banner.count()).toBe(banners);
      expect(await h.database.db.pendingUpload.count()).toBe(0);
      expect(h.storedFiles()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('accepts a real image with 201 after all that', async () => {
    const form = new FormData();
    form.set('headline', 'Bridges that carry cities');
    form.set('image', await imageFile('bridge.webp', 'webp'));
    const result = await call('POST', '/dashboard/banner-images', { token, form });
    expect(result.status).toBe(201);
    expect(result.body.message).toBe('Banner created successfully');
    expect(h.storedFiles()).toHaveLength(1);
  });
});

describe('uploaded files are judged by their bytes, not their name or declared type', () => {
  let token: string;
  beforeAll(async () => {
    token = await login();
  });

  it('stores a real PNG sent as hero.txt (application/octet-stream) as a .png', async () => {
    const png = await imageFile('real.png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    const form = new FormData();
    form.set('headline', 'A banner sent by a careless client');
    form.set('image', await disguised(png, 'hero.txt'));
    const result = await call('POST', '/dashboard/banner-images', { token, form });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const url = (result.body.data as { image_url: string }).image_url;
    expect(url).toMatch(/^\/uploads\/banners\/[a-f0-9]+\.png$/);
    const key = url.replace(/^\/uploads\//, '');
    expect(h.storedFiles()).toContain(key);
    expect(new Uint8Array(fs.readFileSync(path.join(h.uploadsDir, key)))).toEqual(bytes);
  });

  it('stores each image of a batch under the type of its bytes', async () => {
    const form = new FormData();
    form.append('images', await disguised(await imageFile('a.jpg', 'jpeg'), 'scan.bin'));
    form.append('images', await disguised(await imageFile('b.webp', 'webp'), 'b.png', 'image/png'));
    const result = await call('POST', '/dashboard/services/upload-images', { token, form });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const urls = (result.body.data as { image_url: string }[]).map((image) => image.image_url);
    expect(urls[0]).toMatch(/\.jpg$/);
    expect(urls[1]).toMatch(/\.webp$/);
  });

  it("refuses bytes that are not an allowed image with the field's message, storing nothing", async () => {
    const before = h.storedFiles();
    const cases: [File, string][] = [
      [await gifFile('photo.png', 'image/png'), 'photo.png'],
      [await disguised(fakePng(), 'photo.jpg', 'image/jpeg'), 'photo.jpg'],
      [svgFile('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'), 'logo.svg'],
    ];
    for (const [file] of cases) {
      const form = new FormData();
      form.set('headline', 'A headline for the banner');
      form.set('image', file);
      const result = await call('POST', '/dashboard/banner-images', { token, form });
      expectFailure(result, 422, 'Image must be JPEG, PNG, JPG, or WebP format');
      expect(result.body.errors).toEqual({
        image: ['Image must be JPEG, PNG, JPG, or WebP format'],
      });
    }
    for (const [file, name] of cases) {
      const form = new FormData();
      form.append('images[]', await imageFile('fine.png'));
      form.append('images[]', file);
      const result = await call('POST', '/dashboard/services/upload-images', { token, form });
      expectFailure(result, 422, `${name} must be JPEG, PNG, JPG, or WebP format`);
    }
    expect(h.storedFiles()).toEqual(before);
  });

  it('takes an SVG as the logo only, sanitised and stored as .svg whatever its name', async () => {
    const markup =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)">' +
      '<script>alert(2)</script><rect width="8" height="8" fill="#c2410c"/></svg>';
    const form = new FormData();
    form.set('logo', new File([markup], 'logo.png', { type: 'application/octet-stream' }));
    const result = await call('POST', '/dashboard/organization', { token, form });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const url = (result.body.data as { logo_url: string }).logo_url;
    expect(url).toMatch(/^\/uploads\/organization\/[a-f0-9]+\.svg$/);
    const stored = fs.readFileSync(
      path.join(h.uploadsDir, url.replace(/^\/uploads\//, '')),
      'utf8',
    );
    expect(stored).toContain('<rect');
    expect(stored.toLowerCase()).not.toMatch(/script|onload/);

    const refused = await call('POST', '/dashboard/organization', {
      token,
      form: (() => {
        const bad = new FormData();
        bad.set('logo', new File(['plain text'], 'logo.svg', { type: 'image/svg+xml' }));
        return bad;
      })(),
    });
    expectFailure(refused, 422, 'Logo must be a JPEG, PNG, JPG, WEBP, or SVG image');
  });
});

describe('every GET route of the table', () => {
  it('answers a call without a query string with the defaults, never 422', async () => {
    const token = await login();
    const getRoutes = REST_ROUTES.filter((route) => route.method === 'GET');
    expect(getRoutes.length).toBeGreaterThan(10);
    for (const route of getRoutes) {
      // An id that names nothing, and a version number no item reaches.
      const path = route.path.replace('{number}', '999999').replace(/\{\w+\}/g, 'no-such-id');
      const result = await call('GET', path, { token });
      const label = `GET ${route.path}: ${JSON.stringify(result.body)}`;
      expect(result.status, label).not.toBe(422);
      if (path !== route.path) {
        expect(result.status, label).toBe(404);
        continue;
      }
      expect(result.status, label).toBe(200);
      if (route.download) {
        expect(result.headers.get('content-disposition'), label).toMatch(/^attachment; /);
        continue;
      }
      expect(result.body.success, label).toBe(true);
      if (route.paginated) {
        expect(result.body.pagination, label).toMatchObject({ current_page: 1, per_page: 10 });
      }
    }
  });
});

describe('ids and slugs that cannot exist', () => {
  const NOT_FOUND: Record<string, string> = {
    public: MESSAGES.serviceNotFound,
    services: MESSAGES.serviceNotFound,
    projects: MESSAGES.projectNotFound,
    banners: MESSAGES.bannerNotFound,
    gallery: MESSAGES.imageNotFound,
    contacts: MESSAGES.contactNotFound,
    team: MESSAGES.userNotFound,
    trash: MESSAGES.trashItemNotFound,
    redirects: MESSAGES.redirectNotFound,
    roles: MESSAGES.roleNotFound,
    releases: MESSAGES.releaseNotFound,
    'security.renamePasskey': MESSAGES.passkeyNotFound,
    'security.removePasskey': MESSAGES.passkeyNotFound,
    'security.endSession': MESSAGES.sessionNotFound,
  };
  const IMPOSSIBLE = [
    'x'.repeat(2000),
    '../x',
    "1' OR '1'='1",
    '   ',
    'a\u0000b',
    '\u00e9\u{1f600}',
  ];

  /** A body that passes validation, so only the id decides the answer. */
  function validBody(route: RestRoute): CallOptions {
    if (
      ['services.update', 'services.saveDraft', 'services.submitDraft'].includes(route.procedure)
    ) {
      const form = new FormData();
      form.set('name', 'Any Service');
      form.set('headline', 'A headline long enough');
      form.set('description', 'A description that is long enough to pass.');
      form.set('features', JSON.stringify([{ title: 'Design' }]));
      return { form };
    }
    if (
      ['projects.update', 'projects.saveDraft', 'projects.submitDraft'].includes(route.procedure)
    ) {
      return {
        json: {
          service_id: 'some-service',
          title: 'Any Project',
          location: 'Pune',
          client_name: 'Any Client',
          start_month: 'January',
          start_year: 2020,
          scope_of_work: 'A scope of work that is long enough.',
        },
      };
    }
    if (route.procedure.endsWith('.requestChanges')) return { json: { comment: 'Shorter' } };
    if (route.procedure === 'contacts.setStatus') return { json: { status: 'read' } };
    if (route.procedure === 'team.setRole') return { json: { role_id: 'editor' } };
    if (route.procedure === 'roles.update') return { json: { name: 'Any role', permissions: [] } };
    if (route.procedure === 'roles.setTwoFactorRequired') return { json: { required: true } };
    if (route.procedure === 'projects.setFeatured') return { json: { is_featured: true } };
    if (route.procedure === 'security.renamePasskey') return { json: { name: 'Office laptop' } };
    if (route.procedure === 'redirects.update') {
      return { json: { from: '/old-page', to: '/about-us', status: 301 } };
    }
    if (route.procedure === 'releases.rename') return { json: { name: 'Any release' } };
    if (route.procedure === 'releases.addItem') {
      return { json: { entity: 'service', item_id: 'any-service', action: 'disable' } };
    }
    if (route.procedure === 'releases.schedule') return { json: { at: '2030-01-07T09:00' } };
    if (route.procedure.endsWith('.scheduleChange')) {
      return { json: { action: 'disable', at: '2030-01-07T09:00' } };
    }
    if (['banners.update', 'banners.saveDraft', 'banners.submitDraft'].includes(route.procedure)) {
      const form = new FormData();
      form.set('headline', 'Any headline');
      return { form };
    }
    return {};
  }

  it('answer 404 with the not-found message on every route with an id or slug', async () => {
    const token = await login();
    const routes = REST_ROUTES.filter((route) => route.path.includes('{id}'));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      // A router's one not-found message, or a procedure's own where a router has several.
      const message = NOT_FOUND[route.procedure] ?? NOT_FOUND[route.procedure.split('.')[0] ?? ''];
      expect(message, `${route.procedure} has a not-found message`).toBeDefined();
      for (const value of IMPOSSIBLE) {
        const path = route.path.replace('{id}', encodeURIComponent(value)).replace('{number}', '1');
        const result = await call(route.method, path, { token, ...validBody(route) });
        const label = `${route.method} ${route.path} with ${JSON.stringify(value.slice(0, 20))}`;
        expect({ label, status: result.status, body: result.body }).toEqual({
          label,
          status: 404,
          body: { success: false, message },
        });
      }
    }
    expect(server.errors).toEqual([]);
  });
});

describe('browsers on other origins', () => {
  it('answers a preflight from an allowed origin, and nothing to others', async () => {
    const allowed = await fetch(`${server.url}/dashboard/services`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();

    const other = await fetch(`${server.url}/dashboard/services`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks actual responses for the allowed origin only', async () => {
    const ok = await call('GET', '/public/services', {
      headers: { origin: 'https://partner.example' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const other = await call('GET', '/public/services', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses writes a browser sends from another site, as urlencoded forms can be', async () => {
    const form = new URLSearchParams({
      name: 'Forged Sender',
      email: 'victim@example.com',
      mobile: '9876543210',
      subject: 'Flood',
      message: 'Posted by a page on another site.',
      purpose: 'Other',
    }).toString();
    const before = await h.database.db.contactSubmission.count();
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const result = await call('POST', '/public/contact', {
        raw: { body: form, contentType: 'application/x-www-form-urlencoded' },
        headers,
        client: 'cross-site',
      });
      expectFailure(result, 403, /^Cross-site request refused/);
    }
    const signIn = await call('POST', '/dashboard/auth/login', {
      json: { email: h.admin.email, password: h.admin.password },
      headers: { origin: 'https://evil.example' },
    });
    expectFailure(signIn, 403, /^Cross-site request refused/);
    expect(await h.database.db.contactSubmission.count()).toBe(before);

    // The site itself, an origin in CORS_ORIGINS, and clients that are not browsers may write.
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://localhost:3999' },
      { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ]) {
      const result = await call('POST', '/public/contact', {
        raw: { body: form, contentType: 'application/x-www-form-urlencoded' },
        headers,
        client: `allowed-${JSON.stringify(headers)}`,
      });
      expect(result.status, JSON.stringify(headers)).toBe(201);
    }
  });
});

/**
 * Sends a POST whose body keeps coming (chunked, 64 KB at a time, up to `totalBytes`) and
 * resolves with the status and how many bytes had been sent when the answer came.
 */
function answerWhileUploading(
  url: string,
  headers: Record<string, string>,
  totalBytes: number,
): Promise<{ status: number; sentBytes: number }> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (response) => {
        answered = true;
        resolve({ status: response.statusCode ?? 0, sentBytes: sent });
        response.resume();
        request.destroy();
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const writeMore = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) {
          request.once('drain', () => setTimeout(writeMore, 5));
          return;
        }
      }
      if (!answered) request.end();
    };
    writeMore();
  });
}

describe('bodies are read only as far as the caller may need', () => {
  const HUNDRED_MB = 100 * 1024 * 1024;

  it('caps public routes at 32 KB: a larger contact inquiry or sign-in is 413', async () => {
    const inquiry = await call('POST', '/public/contact', {
      raw: {
        body: JSON.stringify({ message: 'x'.repeat(33 * 1024) }),
        contentType: 'application/json',
      },
      client: 'big-inquiry',
    });
    expectFailure(inquiry, 413, 'The request body must be smaller than 32KB');
    const streamed = await answerWhileUploading(
      `${server.url}/dashboard/auth/login`,
      { 'content-type': 'application/json' },
      HUNDRED_MB,
    );
    expect(streamed.status).toBe(413);
    // Answered long before the 100 MB were sent: the body was not buffered first.
    expect(streamed.sentBytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('answers a staff route without a valid token 401 before reading its body', async () => {
    for (const headers of <Record<string, string>[]>[{}, { authorization: 'Bearer not-a-token' }]) {
      const result = await answerWhileUploading(
        `${server.url}/dashboard/project-images`,
        { 'content-type': 'multipart/form-data; boundary=x', ...headers },
        HUNDRED_MB,
      );
      expect(result.status).toBe(401);
      expect(result.sentBytes).toBeLessThan(16 * 1024 * 1024);
    }
  });
});

describe('GET /openapi.json', () => {
  it('serves the OpenAPI document', async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths).toHaveProperty('/dashboard/services/{id}/toggle-status');
  });

  it("documents a banner's focal point in the update body and the answer", async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    const document = (await response.json()) as {
      paths: Record<string, { post?: { requestBody: unknown; responses: unknown } }>;
    };
    const update = document.paths['/dashboard/banner-images/{id}']?.post;
    expect(JSON.stringify(update?.requestBody)).toContain('"focal_point"');
    expect(JSON.stringify(update?.responses)).toContain('"focal_point"');
  });

  it("documents a gallery image's and the founder photo's focal point in the update body and the answer", async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { requestBody: unknown; responses: unknown }>>;
    };
    const gallery = document.paths['/dashboard/project-images/{id}']?.patch;
    expect(JSON.stringify(gallery?.requestBody)).toContain('"focal_point"');
    expect(JSON.stringify(gallery?.responses)).toContain('"focal_point"');
    const aboutUs = document.paths['/dashboard/about-us']?.post;
    expect(JSON.stringify(aboutUs?.requestBody)).toContain('"founder_focal_point"');
    expect(JSON.stringify(aboutUs?.responses)).toContain('"founder_focal_point"');
  });
});

describe('HEAD', () => {
  it('is answered like GET, without a body', async () => {
    const response = await fetch(`${server.url}/public/services`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe('');
  });
});

describe('public lists in pages', () => {
  type Project = { id: string; title: string; category: string };
  type BySlug = Record<string, Project[]>;
  let admin: Caller;
  let slugs: string[];
  /** Every enabled project as the unpaged list answers them, in portfolio order. */
  let everyProject: Project[];

  beforeAll(async () => {
    admin = await h.signedIn();
    const services = [];
    for (const name of ['Paging Homes', 'Paging Offices', 'Paging Hidden']) {
      services.push(
        await createService(admin, {
          name,
          hero_image: null,
          is_enabled: name.includes('Hidden') ? '0' : '1',
        }),
      );
      await pause();
    }
    const [homes, offices, hidden] = services as [
      (typeof services)[0],
      (typeof services)[0],
      (typeof services)[0],
    ];
    for (const [service, title] of [
      [offices, 'Office One'],
      [homes, 'Home One'],
      [homes, 'Home Two'],
      [offices, 'Office Two'],
      [homes, 'Home Three'],
      [hidden, 'Hidden One'],
    ] as const) {
      await createProject(admin, service.id, { title });
    }
    await createProject(admin, homes.id, { title: 'Home Draft', is_enabled: false });
    for (const headline of ['Paging Slide One', 'Paging Slide Two']) {
      await admin.banners.create(
        formData({ headline, is_enabled: '1', image: await imageFile('b.jpg', 'jpeg') }),
      );
    }
    const unpaged = await call('GET', '/public/projects-by-service');
    const bySlug = unpaged.body.data as BySlug;
    slugs = Object.keys(bySlug);
    everyProject = Object.values(bySlug).flat();
  });

  it('answer every enabled item without page and limit, as before: no pagination', async () => {
    const visitor = await h.anonymous();
    const projects = await call('GET', '/public/projects-by-service');
    expect(projects.body).toEqual({
      success: true,
      data: await visitor.public.projectsByService(),
    });
    expect(everyProject.map((project) => project.title)).toEqual([
      'Home One',
      'Home Two',
      'Home Three',
      'Office One',
      'Office Two',
    ]);
    const services = await call('GET', '/public/services');
    expect(services.body).toEqual({ success: true, data: await visitor.public.services() });
    const banners = await call('GET', '/public/banner-images');
    expect(Object.keys(banners.body)).toEqual(['success', 'data']);
  });

  it("answer one page and the staff lists' pagination with page or limit", async () => {
    const services = await call('GET', '/public/services?page=2&limit=1');
    expect(services.status).toBe(200);
    expect(services.body).toEqual({
      success: true,
      data: [expect.objectContaining({ name: 'Paging Offices' })],
      pagination: { current_page: 2, per_page: 1, total: 2, total_pages: 2 },
    });
    const bracketed = await call('GET', '/public/services?page[]=2&limit[]=1');
    expect(bracketed.body).toEqual(services.body);
    const firstTen = await call('GET', '/public/services?page=1');
    expect(firstTen.body.pagination).toEqual({
      current_page: 1,
      per_page: 10,
      total: 2,
      total_pages: 1,
    });
    const every = (await call('GET', '/public/banner-images')).body.data as unknown[];
    expect(every.length).toBeGreaterThan(1);
    const banners = await call('GET', '/public/banner-images?limit=1&page=2');
    expect(banners.body).toEqual({
      success: true,
      data: [every[1]],
      pagination: { current_page: 2, per_page: 1, total: every.length, total_pages: every.length },
    });
  });

  it('page projects across services in portfolio order, still keyed by service slug', async () => {
    const second = await call('GET', '/public/projects-by-service?page=2&limit=2');
    expect(second.status).toBe(200);
    expect(second.body.pagination).toEqual({
      current_page: 2,
      per_page: 2,
      total: 5,
      total_pages: 3,
    });
    const [homes, offices] = slugs as [string, string];
    expect(second.body.data).toEqual({
      [homes]: [everyProject[2]],
      [offices]: [everyProject[3]],
    });
    const third = await call('GET', '/public/projects-by-service?page=3&limit=2');
    expect(third.body.data).toEqual({ [offices]: [everyProject[4]] });
  });

  it("keep one service's projects with service (slug or id), paged or not", async () => {
    const [homes, offices] = slugs as [string, string];
    const unpaged = await call('GET', `/public/projects-by-service?service=${offices}`);
    expect(unpaged.body).toEqual({ success: true, data: { [offices]: everyProject.slice(3) } });
    const services = (await call('GET', '/public/services')).body.data as {
      id: string;
      slug: string;
    }[];
    const homesId = services.find((service) => service.slug === homes)?.id ?? '';
    const paged = await call('GET', `/public/projects-by-service?service=${homesId}&limit=2`);
    expect(paged.body).toEqual({
      success: true,
      data: { [homes]: everyProject.slice(0, 2) },
      pagination: { current_page: 1, per_page: 2, total: 3, total_pages: 2 },
    });
    const pastTheEnd = await call('GET', `/public/projects-by-service?service=${homes}&page=9`);
    expect(pastTheEnd.body.data).toEqual({ [homes]: [] });
    expectFailure(
      await call('GET', '/public/projects-by-service?service=paging-hidden'),
      404,
      MESSAGES.serviceNotFound,
    );
    expectFailure(
      await call('GET', '/public/projects-by-service?service=no-such&page=1'),
      404,
      MESSAGES.serviceNotFound,
    );
  });

  it('refuse a bad page or limit with 422 naming the field, as the staff lists do', async () => {
    const zero = await call('GET', '/public/services?page=0');
    expectFailure(zero, 422, commonMessages.invalidPage);
    expect(zero.body.errors).toEqual({ page: [commonMessages.invalidPage] });
    const tooMany = await call('GET', '/public/projects-by-service?limit=101');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ limit: [commonMessages.invalidLimit] });
    const words = await call('GET', '/public/banner-images?page=two&limit=ten');
    expect(words.body.errors).toEqual({
      page: [commonMessages.invalidPage],
      limit: [commonMessages.invalidLimit],
    });
  });
});

describe('HTTP caching', () => {
  let admin: Caller;

  beforeAll(async () => {
    admin = await h.signedIn();
    const service = await createService(admin, { name: 'Caching Homes', hero_image: null });
    await createProject(admin, service.id, { title: 'Cached House' });
  });

  it('lets any cache keep public reads, with a strong ETag, and Vary: Origin where CORS is on', async () => {
    for (const path of [
      '/public/services',
      '/public/services?page=1&limit=1',
      '/public/projects-by-service',
      '/public/banner-images',
      '/public/featured-projects',
      '/public/organization',
      '/public/about-us',
    ]) {
      const result = await call('GET', path);
      expect(result.status, path).toBe(200);
      expect(result.headers.get('cache-control'), path).toBe(PUBLIC_CACHE_CONTROL);
      expect(result.headers.get('etag'), path).toMatch(/^"[\w-]{27}"$/);
      expect(result.headers.get('vary'), path).toBe('Origin');
    }
    const fromPartner = await call('GET', '/public/services', {
      headers: { origin: 'https://partner.example' },
    });
    expect(fromPartner.headers.get('vary')).toBe('Origin');
    expect(fromPartner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('keeps no-store on staff reads, the contact form token and failures', async () => {
    const token = await login();
    const staff = await call('GET', '/dashboard/services', { token });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('no-store');
    expect(staff.headers.get('etag')).toBeNull();
    const formToken = await call('GET', '/public/contact/form-token');
    expect(formToken.headers.get('cache-control')).toBe('no-store');
    const missing = await call('GET', '/public/services/no-such-service');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const refused = await call('GET', '/public/services?page=0');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 304 without a body to a matching If-None-Match, for GET and HEAD', async () => {
    const first = await call('GET', '/public/projects-by-service');
    const etag = first.headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${server.url}/public/projects-by-service`, {
          method,
          headers: { 'if-none-match': ifNoneMatch },
        });
        expect(response.status, `${method} ${ifNoneMatch}`).toBe(304);
        expect(response.headers.get('etag')).toBe(etag);
        expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
        expect(await response.text()).toBe('');
      }
    }
    const other = await call('GET', '/public/projects-by-service', {
      headers: { 'if-none-match': '"not-this-one"' },
    });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('gives a new ETag after an edit, so a held answer is refreshed', async () => {
    const before = await call('GET', '/public/projects-by-service');
    const etag = before.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const shown = Object.values(before.body.data as Record<string, { id: string }[]>).flat();
    expect(shown.length).toBeGreaterThan(0);
    await admin.projects.toggleStatus({ id: shown[0]?.id ?? '', is_enabled: false });
    const after = await call('GET', '/public/projects-by-service', {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.data).not.toEqual(before.body.data);
    const again = await call('GET', '/public/projects-by-service', {
      headers: { 'if-none-match': after.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe('search appearance over REST', () => {
  const ok = (result: CallResult, status = 200) => {
    expect(result.status).toBe(status);
    return result.body;
  };

  it("writes a service's SEO fields in its multipart body, reads them back and documents them", async () => {
    const token = await login();
    const form = new FormData();
    form.set('name', 'Rest Seo Service');
    form.set('headline', 'Homes built to last for generations');
    form.set('description', 'We design and build family homes with care and precision.');
    form.set('features', JSON.stringify([{ title: 'Design' }]));
    form.set('seo_title', 'Family homes in Pune | Kasar');
    form.set('seo_image', await imageFile('social.png'));
    form.set('noindex', '1');
    const created = ok(await call('POST', '/dashboard/services', { token, form }), 201).data as {
      id: string;
      slug: string;
      seo_image: string;
    };
    expect(created).toMatchObject({
      seo_title: 'Family homes in Pune | Kasar',
      seo_description: null,
      seo_image: expect.stringMatching(/^\/uploads\/services\/[a-f0-9]{32}\.png$/) as string,
      noindex: true,
    });
    const visitor = ok(await call('GET', `/public/services/${created.slug}`)).data;
    expect(visitor).toMatchObject({ seo_title: 'Family homes in Pune | Kasar', noindex: true });

    const tooLong = new FormData();
    tooLong.set('name', 'Rest Seo Service');
    tooLong.set('headline', 'Homes built to last for generations');
    tooLong.set('description', 'We design and build family homes with care and precision.');
    tooLong.set('features', JSON.stringify([{ title: 'Design' }]));
    tooLong.set('seo_description', 'd'.repeat(301));
    const refused = await call('POST', `/dashboard/services/${created.id}`, {
      token,
      form: tooLong,
    });
    expectFailure(refused, 422, 'SEO description must be less than 300 characters');
    expect(refused.body.errors).toEqual({
      seo_description: ['SEO description must be less than 300 characters'],
    });

    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      paths: Record<string, { post?: { requestBody: unknown; responses: unknown } }>;
    };
    const update = JSON.stringify(document.paths['/dashboard/services/{id}']?.post?.requestBody);
    for (const field of [
      'seo_title',
      'seo_description',
      'seo_image',
      'remove_seo_image',
      'noindex',
    ]) {
      expect(update).toContain(`"${field}"`);
    }
    const organization = JSON.stringify(document.paths['/dashboard/organization']?.post);
    expect(organization).toContain('"home_seo_image"');
    expect(organization).toContain('"contact_us_seo_title"');
  });
});
