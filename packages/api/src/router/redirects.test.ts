/**
 * Redirects and the 404 log (issue 25) against the embedded PostgreSQL: what a slug change does
 * (rename, chains, a new service taking an old slug, a version or trash restore), the staff
 * rules, the CSV import, the map the proxy answers from and the batched 404 log.
 */
import {
  NOT_FOUND_BUFFER_MAX_PATHS,
  NOT_FOUND_LOG_MAX_ROWS,
  REDIRECT_CSV_MAX_LENGTH,
  REDIRECT_CSV_MAX_ROWS,
  redirectMessages,
} from '@kasar/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createService, serviceForm } from '../../test/fixtures';
import { expectFieldError, rejectionOf } from '../../test/expect';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import { restClient, type CallOptions } from '../../test/rest-client';
import { startRestServer } from '../../test/rest-server';
import { NotFoundBuffer, writeSiteTraffic } from '../domain/not-found-log';
import { loadRedirectMap, resolveRedirect } from '../domain/redirects';
import { MESSAGES } from '../messages';
import { startSiteTraffic } from '../site-traffic';

let h: Harness;
let api: Caller;

beforeAll(async () => ({ h, api } = await openHarness()));
afterAll(() => h.close());

beforeEach(async () => {
  const db = h.database.db;
  await db.redirect.deleteMany();
  await db.notFoundPath.deleteMany();
  await db.trashItem.deleteMany();
  await db.service.deleteMany();
});

/** Every stored redirect as `from -> to (status)`, sorted. */
async function stored(): Promise<string[]> {
  const rows = await h.database.db.redirect.findMany();
  return rows.map((row) => `${row.fromPath} -> ${row.target ?? '∅'} (${row.status})`).sort();
}

async function rename(id: string, slug: string) {
  const current = await api.services.get({ id });
  return api.services.update(serviceForm({ name: current.name, slug }, id));
}

/** What the proxy answers for `path` (with `search`), from the map as the database has it now. */
async function answerFor(path: string, search = '') {
  return resolveRedirect(await loadRedirectMap(h.database.db), path, search);
}

describe('a slug change', () => {
  it('answers the old address with a 301 to the new one, and tells the site to reload', async () => {
    const service = await createService(api, { name: 'Interior Design', slug: 'interiors' });
    h.revalidated.length = 0;
    const renamed = await rename(service.id, 'interior-design');
    expect(renamed.notice).toBeNull();
    expect(await stored()).toEqual(['/services/interiors -> /services/interior-design (301)']);
    expect(h.revalidated).toContain('redirects');
    expect(await answerFor('/Services/Interiors/', '?utm_source=mail')).toEqual({
      status: 301,
      location: '/services/interior-design?utm_source=mail',
      from: '/services/interiors',
    });
    expect(await answerFor('/services/interior-design')).toBeNull();
  });

  it('collapses chains, never points to itself, and gives the address back to a service that takes it', async () => {
    const service = await createService(api, { name: 'Roofing', slug: 'a' });
    await rename(service.id, 'b');
    await rename(service.id, 'c');
    expect(await stored()).toEqual([
      '/services/a -> /services/c (301)',
      '/services/b -> /services/c (301)',
    ]);
    // Back to a: the redirect from a goes (the page is there again), none points to itself.
    const back = await rename(service.id, 'a');
    expect(back.notice).toBe(MESSAGES.redirectDroppedForPage('/services/a'));
    expect(await stored()).toEqual([
      '/services/b -> /services/a (301)',
      '/services/c -> /services/a (301)',
    ]);
    // A new service takes the old slug b: its redirect goes, and the answer says so.
    const newcomer = await api.services.create(serviceForm({ name: 'Bathrooms', slug: 'b' }));
    expect(newcomer.notice).toBe(MESSAGES.redirectDroppedForPage('/services/b'));
    expect(await stored()).toEqual(['/services/c -> /services/a (301)']);
    expect(await answerFor('/services/b')).toBeNull();
  });

  it('re-points a redirect to the old address that has its own query string, keeping it', async () => {
    const service = await createService(api, { name: 'Bathrooms', slug: 'b' });
    await api.redirects.create({ from: '/promo', to: '/services/b?ref=promo', status: 302 });
    await api.redirects.create({ from: '/plain', to: '/services/b', status: 301 });
    // Another address that only starts like the old one stays as it is.
    await api.redirects.create({ from: '/other', to: '/services/bb?ref=x', status: 301 });
    await rename(service.id, 'c');
    expect(await stored()).toEqual([
      '/other -> /services/bb?ref=x (301)',
      '/plain -> /services/c (301)',
      '/promo -> /services/c?ref=promo (302)',
      '/services/b -> /services/c (301)',
    ]);
    expect(await answerFor('/promo')).toMatchObject({ location: '/services/c?ref=promo' });
  });

  it('is made by a version restore and by a trash restore like a rename', async () => {
    const service = await createService(api, { name: 'Kitchens', slug: 'kitchens' });
    await rename(service.id, 'kitchen-design');
    const versions = await api.services.versions({ id: service.id });
    const first = versions.data.at(-1);
    expect(first).toBeDefined();
    await api.services.restoreVersion({ id: service.id, number: first?.number ?? 1 });
    expect(await stored()).toEqual(['/services/kitchen-design -> /services/kitchens (301)']);

    // Deleted, then another service takes its old address... and the trash gives it back.
    await api.services.delete({ id: service.id });
    await h.database.db.redirect.create({
      data: { fromPath: '/services/kitchens', target: '/services/bathrooms', status: 302 },
    });
    const item = await h.database.db.trashItem.findFirstOrThrow({
      where: { entityId: service.id },
    });
    const restored = await api.trash.restore({ id: item.id, with_parent: false });
    expect(restored.notices).toContain(MESSAGES.redirectDroppedForPage('/services/kitchens'));
    expect(await answerFor('/services/kitchens')).toBeNull();
  });
});

describe('staff redirects', () => {
  it('normalises the from path and keeps the target’s query', async () => {
    const created = await api.redirects.create({
      from: '  /Old-Site/About.HTML/?lang=en ',
      to: '/About-Us/?from=old',
      status: 301,
    });
    expect(created).toMatchObject({
      from: '/old-site/about.html',
      to: '/about-us?from=old',
      status: 301,
      hits: 0,
      automatic: false,
    });
    expect(await answerFor('/old-site/ABOUT.html', '?x=1')).toMatchObject({
      status: 301,
      location: '/about-us?from=old',
    });
    const external = await api.redirects.create({
      from: '/brochure.pdf',
      to: 'https://files.example.com/Brochure.pdf',
      status: 302,
    });
    expect(external.to).toBe('https://files.example.com/Brochure.pdf');
    const gone = await api.redirects.create({ from: '/old-offer', to: '', status: 410 });
    expect(gone.to).toBeNull();
    expect(await answerFor('/old-offer')).toEqual({ status: 410, from: '/old-offer' });
  });

  it('refuses invalid entries naming the field', async () => {
    await createService(api, { name: 'Renovation', slug: 'renovation' });
    await api.redirects.create({ from: '/a', to: '/b', status: 301 });
    const refusals = [
      [{ from: 'old-page', to: '/b', status: 301 }, 'from', redirectMessages.fromNotAPath],
      [{ from: '/', to: '/b', status: 301 }, 'from', redirectMessages.fromHome],
      [{ from: '/dashboard/x', to: '/b', status: 301 }, 'from', redirectMessages.fromReserved],
      [{ from: '/c', to: 'ftp://x', status: 301 }, 'to', redirectMessages.toInvalid],
      [{ from: '/c', to: '', status: 302 }, 'to', redirectMessages.toRequired],
      [{ from: '/c', to: '/C/', status: 301 }, 'to', redirectMessages.toItself],
      [{ from: '/c', to: '/d', status: 307 }, 'status', redirectMessages.invalidStatus],
      [{ from: '/c', to: '/d', status: 410 }, 'to', redirectMessages.goneHasNoTarget],
      // Control characters, typed or percent-encoded: a line break would split the header.
      [
        { from: '/c', to: '/d\r\nSet-Cookie: a=1', status: 301 },
        'to',
        redirectMessages.toControlCharacter,
      ],
      [
        { from: '/c', to: '/d%0D%0ASet-Cookie:a=1', status: 301 },
        'to',
        redirectMessages.toControlCharacter,
      ],
      [{ from: '/c%00', to: '/d', status: 301 }, 'from', redirectMessages.fromControlCharacter],
      // The site's own pages: a redirect would hide them.
      [
        { from: '/contact-us', to: 'https://look-alike.example/', status: 302 },
        'from',
        redirectMessages.fromSitePage,
      ],
      [{ from: '/About-Us/', to: '/', status: 301 }, 'from', redirectMessages.fromSitePage],
      [{ from: '/our-projects', to: '/', status: 301 }, 'from', redirectMessages.fromSitePage],
      [{ from: '/reset-password', to: '/', status: 301 }, 'from', redirectMessages.fromReserved],
    ] as const;
    for (const [input, field, message] of refusals) {
      await expectFieldError(api.redirects.create(input), { field, message });
    }
    const unprocessable = { code: 'UNPROCESSABLE_CONTENT' } as const;
    await expectFieldError(api.redirects.create({ from: '/A/', to: '/x', status: 301 }), {
      ...unprocessable,
      field: 'from',
      message: redirectMessages.fromTaken,
    });
    await expectFieldError(api.redirects.create({ from: '/b', to: '/a', status: 301 }), {
      ...unprocessable,
      field: 'to',
      message: redirectMessages.loop('/b'),
    });
    await expectFieldError(
      api.redirects.create({ from: '/services/renovation', to: '/', status: 301 }),
      {
        ...unprocessable,
        field: 'from',
        message: redirectMessages.fromIsServicePage('Renovation'),
      },
    );
    // A page of a service's gallery is the service's page too.
    await expectFieldError(
      api.redirects.create({ from: '/services/renovation/gallery/2', to: '/', status: 301 }),
      {
        ...unprocessable,
        field: 'from',
        message: redirectMessages.fromIsServicePage('Renovation'),
      },
    );
    expect(await stored()).toEqual(['/a -> /b (301)']);
  });

  it('answers a stored target beyond Latin-1 or with a line break percent-encoded', async () => {
    // Rows as the rules before let them be stored.
    await h.database.db.redirect.createMany({
      data: [
        { fromPath: '/chinese', target: '/中文 页面?q=é', status: 301 },
        { fromPath: '/shop', target: 'https://bücher.example/straße', status: 302 },
        { fromPath: '/split', target: '/new\r\nSet-Cookie: a=1', status: 301 },
      ],
    });
    expect(await answerFor('/chinese')).toMatchObject({
      location: '/%E4%B8%AD%E6%96%87%20%E9%A1%B5%E9%9D%A2?q=%C3%A9',
    });
    expect(await answerFor('/shop')).toMatchObject({
      location: 'https://b%C3%BCcher.example/stra%C3%9Fe',
    });
    expect(await answerFor('/split')).toMatchObject({ location: '/new%0D%0ASet-Cookie:%20a=1' });
  });

  it('ignores a redirect stored from one of the site’s own pages before they were refused', async () => {
    await h.database.db.redirect.create({
      data: { fromPath: '/contact-us', target: 'https://look-alike.example/', status: 302 },
    });
    expect(await answerFor('/contact-us')).toBeNull();
    expect(await answerFor('/Contact-Us/')).toBeNull();
  });

  it('edits and deletes, and a redirect created from a logged 404 takes it out of the log', async () => {
    await writeSiteTraffic(
      h.database.db,
      [{ path: '/old-contact', count: 3, lastSeen: new Date(), referrer: null }],
      new Map(),
    );
    const created = await api.redirects.create({
      from: '/old-contact',
      to: '/contact',
      status: 302,
    });
    expect((await api.redirects.notFound({})).data).toEqual([]);
    const updated = await api.redirects.update({
      id: created.id,
      from: '/old-contact',
      to: '/contact-us',
      status: 301,
    });
    expect(updated).toMatchObject({ to: '/contact-us', status: 301 });
    await api.redirects.delete({ id: created.id });
    expect(await stored()).toEqual([]);
    const missing = await rejectionOf(api.redirects.delete({ id: created.id }));
    expect(missing.code).toBe('NOT_FOUND');
  });
});

describe('CSV import', () => {
  it('imports every row, replacing a redirect from the same path', async () => {
    await api.redirects.create({ from: '/news', to: '/', status: 302 });
    const csv = [
      'From,To,Status',
      '/news,/about-us,301',
      '/old/Team.html,/about-us,',
      '"/gone, for good",,410',
      '/shop,https://shop.example.com/,302',
    ].join('\r\n');
    expect(await api.redirects.importCsv({ csv })).toEqual({ imported: 4 });
    expect(await stored()).toEqual([
      '/gone, for good -> ∅ (410)',
      '/news -> /about-us (301)',
      '/old/team.html -> /about-us (301)',
      '/shop -> https://shop.example.com/ (302)',
    ]);
  });

  it('reports every bad row by line and column, and imports nothing', async () => {
    const csv = [
      'from,to,status',
      '/ok,/about-us,301',
      'no-slash,/x,301',
      '/ok,/y,',
      '/p,/q,999',
      '/l1,/l2,',
      '/l2,/l1,',
      '"/split","/new\nSet-Cookie: a=1",301',
      '/old%0a,/new,',
      '/contact-us,https://look-alike.example/,302',
      '/our-projects/all/2,/our-projects,',
    ].join('\n');
    const fields = await expectFieldError(api.redirects.importCsv({ csv }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'csv',
      message: redirectMessages.csvRow(3, 'from', redirectMessages.fromNotAPath),
    });
    expect(fields.csv).toEqual([
      redirectMessages.csvRow(3, 'from', redirectMessages.fromNotAPath),
      redirectMessages.csvRow(4, 'from', redirectMessages.csvDuplicate),
      redirectMessages.csvRow(5, 'status', redirectMessages.invalidStatus),
      // Line 8, quoted over two lines, ends on line 9: a line break in its to.
      redirectMessages.csvRow(9, 'to', redirectMessages.toControlCharacter),
      redirectMessages.csvRow(10, 'from', redirectMessages.fromControlCharacter),
      // The site's own pages, as in a form.
      redirectMessages.csvRow(11, 'from', redirectMessages.fromSitePage),
      redirectMessages.csvRow(12, 'from', redirectMessages.fromSitePage),
    ]);
    // Rows that are fine on their own but loop together are refused too.
    const loop = await expectFieldError(
      api.redirects.importCsv({ csv: 'from,to\n/l1,/l2\n/l2,/l1\n' }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'csv',
        message: redirectMessages.csvRow(2, 'to', redirectMessages.loop('/l1')),
      },
    );
    expect(loop.csv).toHaveLength(2);
    await expectFieldError(api.redirects.importCsv({ csv: 'path,target\n/a,/b\n' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'csv',
      message: redirectMessages.csvHeader,
    });
    expect(await stored()).toEqual([]);
  });

  it('stops reading a file of many tiny rows at the cap, naming the csv field and the cap', async () => {
    // 1 MB of two-character rows after a first whole one, the last line an unclosed quote:
    // parsed to the end, the file is unreadable; read only up to the first row beyond the cap,
    // it has too many rows.
    const header = 'from,to\n/a,/b\n';
    const rows = Math.floor((REDIRECT_CSV_MAX_LENGTH - header.length - 1) / 2);
    const csv = `${header}${'a\n'.repeat(rows)}"`;
    expect(csv.length).toBeLessThanOrEqual(REDIRECT_CSV_MAX_LENGTH);
    expect(rows).toBeGreaterThan(REDIRECT_CSV_MAX_ROWS * 90);
    const fields = await expectFieldError(api.redirects.importCsv({ csv }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'csv',
      message: redirectMessages.csvTooManyRows,
    });
    expect(fields.csv).toEqual([redirectMessages.csvTooManyRows]);
    expect(redirectMessages.csvTooManyRows).toContain(String(REDIRECT_CSV_MAX_ROWS));
  });
});

describe('the 404 log', () => {
  it('counts in memory up to its bound and answers at once', () => {
    const buffer = new NotFoundBuffer(2);
    const now = new Date();
    expect(buffer.record('/a', null, now)).toBe(true);
    expect(buffer.record('/a', 'https://example.com/', now)).toBe(true);
    expect(buffer.record('/b', null, now)).toBe(true);
    expect(buffer.record('/c', null, now)).toBe(false);
    expect(buffer.take()).toEqual([
      { path: '/a', count: 2, lastSeen: now, referrer: 'https://example.com/' },
      { path: '/b', count: 1, lastSeen: now, referrer: null },
    ]);
    expect(buffer.take()).toEqual([]);
    expect(NOT_FOUND_BUFFER_MAX_PATHS).toBe(500);
  });

  it('adds batches to the stored rows and evicts the least recently seen beyond the cap', async () => {
    const db = h.database.db;
    const old = new Date('2026-01-01T00:00:00Z');
    const recent = new Date('2026-06-01T00:00:00Z');
    await writeSiteTraffic(
      db,
      Array.from({ length: NOT_FOUND_LOG_MAX_ROWS }, (_, index) => ({
        path: `/bot-${index}`,
        count: 1,
        lastSeen: old,
        referrer: null,
      })),
      new Map(),
    );
    await writeSiteTraffic(
      db,
      [
        { path: '/bot-0', count: 2, lastSeen: recent, referrer: 'https://example.com/a' },
        { path: '/new-page', count: 1, lastSeen: recent, referrer: null },
      ],
      new Map(),
    );
    expect(await db.notFoundPath.count()).toBe(NOT_FOUND_LOG_MAX_ROWS);
    const first = await api.redirects.notFound({ limit: 2 });
    expect(first.data).toEqual([
      {
        path: '/bot-0',
        hits: 3,
        last_seen_at: recent.toISOString(),
        referrer: 'https://example.com/a',
      },
      { path: '/new-page', hits: 1, last_seen_at: recent.toISOString(), referrer: null },
    ]);
    expect(first.pagination.total).toBe(NOT_FOUND_LOG_MAX_ROWS);
  });

  it('leaves out the paths PostgreSQL or the redirect rules refuse, and writes the rest of the batch', async () => {
    const created = await api.redirects.create({ from: '/old', to: '/about-us', status: 301 });
    const traffic = startSiteTraffic(h.services, { flushEveryMs: 60_000 });
    traffic.notFound('/nul%00byte', null);
    traffic.notFound('/line%0Abreak', null);
    traffic.notFound('/%5Cevil.example', null);
    traffic.notFound('http://proxy.example/x', null);
    traffic.notFound('/contact-us', null);
    // Invalid UTF-8 once decoded: kept as written.
    traffic.notFound('/broken%C3', null);
    // Cut at the length limit in the middle of an emoji: two paths, two rows.
    const long = `/${'a'.repeat(498)}`;
    traffic.notFound(`${long}%F0%9F%98%80x`, null);
    traffic.notFound(`${long}%F0%9F%A4%80x`, null);
    traffic.notFound('/missing', null);
    traffic.redirected('/old');
    await traffic.stop();
    const log = await api.redirects.notFound({});
    expect(log.data.map((row) => row.path).sort()).toEqual(
      ['/broken%c3', `${long}😀`, `${long}🤀`, '/missing'].sort(),
    );
    expect((await api.redirects.list({})).data).toMatchObject([{ id: created.id, hits: 1 }]);
  });

  it('writes what a process counted in batches, with the hits of each redirect', async () => {
    const created = await api.redirects.create({ from: '/old', to: '/about-us', status: 301 });
    const traffic = startSiteTraffic(h.services, { flushEveryMs: 60_000 });
    traffic.notFound('/Missing/?q=1', 'https://example.com/links');
    traffic.notFound('/missing', null);
    traffic.notFound('/api/v1/nothing', null);
    traffic.notFound('/_next/static/x.js', null);
    traffic.redirected('/old');
    traffic.redirected('/old');
    expect(await h.database.db.notFoundPath.count()).toBe(0);
    await traffic.stop();
    const log = await api.redirects.notFound({});
    expect(log.data).toMatchObject([
      { path: '/missing', hits: 2, referrer: 'https://example.com/links' },
    ]);
    expect((await api.redirects.list({})).data).toMatchObject([{ id: created.id, hits: 2 }]);
  });
});

describe('over REST', () => {
  it('lists, adds, edits, imports and deletes redirects and reads the 404 log', async () => {
    const server = await startRestServer(h.services);
    const call = (method: string, path: string, options: CallOptions = {}) =>
      restClient(server.url)(method, `/dashboard${path}`, { token: h.admin.token, ...options });
    try {
      const created = await call('POST', '/redirects', {
        json: { from: '/Old/', to: '/about-us', status: 301 },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: MESSAGES.redirectCreated,
        data: { from: '/old', to: '/about-us', status: 301 },
      });
      const { id } = created.body.data as { id: string };
      const refused = await call('POST', '/redirects', {
        json: { from: '/x', to: 'mailto:a@example.com', status: 301 },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ to: [redirectMessages.toInvalid] });
      const split = await call('POST', '/redirects', {
        json: { from: '/x', to: '/y\r\nSet-Cookie: a=1', status: 301 },
      });
      expect(split.status).toBe(422);
      expect(split.body.errors).toEqual({ to: [redirectMessages.toControlCharacter] });
      const contact = await call('POST', '/redirects', {
        json: { from: '/contact-us', to: 'https://look-alike.example/', status: 302 },
      });
      expect(contact.status).toBe(422);
      expect(contact.body.errors).toEqual({ from: [redirectMessages.fromSitePage] });

      const updated = await call('PUT', `/redirects/${id}`, {
        json: { from: '/old', to: '', status: 410 },
      });
      expect(updated.body).toMatchObject({ message: MESSAGES.redirectUpdated, data: { to: null } });

      const imported = await call('POST', '/redirects/import', {
        json: { csv: 'from,to\n/a.html,/about-us\n' },
      });
      expect(imported.body).toMatchObject({ data: { imported: 1 } });
      const list = await call('GET', '/redirects?search=a.html');
      expect(list.body.data).toMatchObject([{ from: '/a.html' }]);
      expect(list.body.pagination).toMatchObject({ total: 1 });

      await writeSiteTraffic(
        h.database.db,
        [{ path: '/lost', count: 1, lastSeen: new Date(), referrer: null }],
        new Map(),
      );
      const log = await call('GET', '/not-found-log');
      expect(log.body.data).toMatchObject([{ path: '/lost', hits: 1 }]);

      const deleted = await call('DELETE', `/redirects/${id}`);
      expect(deleted.body).toMatchObject({ message: MESSAGES.redirectDeleted, data: { id } });
    } finally {
      await server.close();
    }
  });
});
