import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { contactInput } from '../../test/fixtures';
import { openHarness, type Caller, type Harness } from '../../test/harness';
import {
  expectError,
  expectFieldError,
  expectInputRefusals,
  expectRouterAdminOnly,
  expectWireShape,
} from '../../test/expect';
import { EXPORT_BATCH_ROWS } from '../domain/contact';
import { contactsRouter } from './contacts';

/** The text of an exported file, read from its stream to the end (its byte order mark kept). */
async function csvOf(file: { content: ReadableStream<Uint8Array> }) {
  const bytes = await new Response(file.content).arrayBuffer();
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

let h: Harness;
let api: Caller;
const DAY = 24 * 60 * 60 * 1000;
/** A fixed moment 40 days back: the clock moves around it, never past the admin token's expiry. */
const NOW = new Date(Math.floor(Date.now() / DAY) * DAY - 40 * DAY + 12 * 60 * 60 * 1000);

beforeAll(async () => ({ h, api } = await openHarness()));
afterAll(() => h.close());
afterEach(() => {
  h.resetClock();
});

let addressCounter = 0;
/** Submits through the public form at the given time, from a fresh client address. */
async function submitAt(at: Date, fields: Parameters<typeof contactInput>[0] = {}) {
  h.clock.now = at;
  addressCounter += 1;
  const visitor = await h.anonymous({ clientAddress: `198.51.100.${addressCounter}` });
  return visitor.public.submitContact(contactInput(fields));
}

describe('auth', () => {
  it('refuses every procedure without a valid bearer token', async () => {
    await expectRouterAdminOnly(h, contactsRouter, {
      list: (c) => c.contacts.list({}),
      newCount: (c) => c.contacts.newCount(),
      export: (c) => c.contacts.export({}),
      get: (c) => c.contacts.get({ id: 'x' }),
      open: (c) => c.contacts.open({ id: 'x' }),
      setStatus: (c) => c.contacts.setStatus({ id: 'x', status: 'read' }),
      setStatusMany: (c) => c.contacts.setStatusMany({ ids: ['x'], status: 'read' }),
      delete: (c) => c.contacts.delete({ id: 'x' }),
      deleteMany: (c) => c.contacts.deleteMany({ ids: ['x'] }),
    });
  });
});

describe('list', () => {
  let recent: { id: string };
  beforeAll(async () => {
    await submitAt(new Date(NOW.getTime() - 30 * DAY), { name: 'Old Timer', subject: 'Ancient' });
    await submitAt(new Date(NOW.getTime() - 8 * DAY), { name: 'Last Week', purpose: 'Other' });
    await submitAt(new Date(NOW.getTime() - 6 * DAY), {
      name: 'Six Days',
      email: 'six@builders.example',
    });
    await submitAt(new Date(NOW.getTime() - DAY), { name: 'Yesterday', mobile: '+447700900123' });
    recent = await submitAt(new Date(NOW.getTime() - 60_000), {
      name: 'Just Now',
      subject: 'Warehouse roof',
      message: 'Our warehouse roof leaks during the MONSOON season.',
    });
    h.resetClock();
  });

  it('lists newest first with totals: total and this_week (last 7 days)', async () => {
    h.clock.now = NOW;
    const list = await api.contacts.list({});
    expect(list.data.map((row) => row.name)).toEqual([
      'Just Now',
      'Yesterday',
      'Six Days',
      'Last Week',
      'Old Timer',
    ]);
    expect(list.totals).toEqual({ total: 5, this_week: 3, new: 5, spam: 0 });
    expect(list.pagination).toEqual({ current_page: 1, per_page: 10, total: 5, total_pages: 1 });
    expect(list.data[0]).toEqual({
      id: recent.id,
      name: 'Just Now',
      email: 'ada@example.com',
      mobile: '+919876543210',
      subject: 'Warehouse roof',
      message: 'Our warehouse roof leaks during the MONSOON season.',
      purpose: 'Commercial Projects',
      status: 'new',
      spam_reason: null,
      created_at: new Date(NOW.getTime() - 60_000).toISOString(),
    });
    expectWireShape(list);
  });

  it('counts this_week from the current clock', async () => {
    h.clock.now = new Date(NOW.getTime() + 2 * DAY);
    expect((await api.contacts.list({})).totals).toMatchObject({ total: 5, this_week: 2 });
    h.clock.now = new Date(NOW.getTime() + 30 * DAY);
    expect((await api.contacts.list({})).totals).toMatchObject({ total: 5, this_week: 0 });
  });

  it('searches every text field case-insensitively; totals stay global', async () => {
    h.clock.now = NOW;
    const names = async (search: string) =>
      (await api.contacts.list({ search })).data.map((row) => row.name);
    expect(await names('monsoon')).toEqual(['Just Now']);
    expect(await names('SIX@BUILDERS')).toEqual(['Six Days']);
    expect(await names('ancient')).toEqual(['Old Timer']);
    expect(await names('+4477')).toEqual(['Yesterday']);
    expect(await names('other')).toEqual(['Last Week']);
    expect(await names('old timer')).toEqual(['Old Timer']);
    const filtered = await api.contacts.list({ search: 'monsoon' });
    expect(filtered.pagination.total).toBe(1);
    expect(filtered.totals).toMatchObject({ total: 5, this_week: 3 });
  });

  it('matches any part of a word, however short', async () => {
    h.clock.now = NOW;
    const names = async (search: string) =>
      (await api.contacts.list({ search })).data.map((row) => row.name);
    expect(await names('AREHOU')).toEqual(['Just Now']);
    expect(await names('ix@bu')).toEqual(['Six Days']);
    expect(await names('0090')).toEqual(['Yesterday']);
    expect(await names('TIM')).toEqual(['Old Timer']);
    expect(await names('KS')).toEqual(['Just Now']);
  });

  it('reads the matches from the trigram index of the lower-cased text', async () => {
    const plans = await h.database.db.$transaction(async (tx) => {
      // On a handful of rows reading them all is cheaper: show that the index can serve.
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      const plans: string[] = [];
      for (const operator of ['LIKE', 'ILIKE']) {
        const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
          `EXPLAIN SELECT id FROM contact_submissions WHERE search_text ${operator} '%roof%'`,
        );
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return plans;
    });
    for (const plan of plans) expect(plan).toContain('contact_submissions_search_text_idx');
  });

  it('paginates', async () => {
    const page = await api.contacts.list({ limit: 2, page: 3 });
    expect(page.pagination).toEqual({ current_page: 3, per_page: 2, total: 5, total_pages: 3 });
    expect(page.data.map((row) => row.name)).toEqual(['Old Timer']);
    await expectFieldError(api.contacts.list({ search: 's'.repeat(256) }), {
      field: 'search',
      message: 'Search must be less than 255 characters',
    });
  });
});

describe('get and delete', () => {
  it('reads one submission and answers NOT_FOUND for an unknown id', async () => {
    const at = new Date(NOW.getTime() - 100 * DAY + 1234);
    const submitted = await submitAt(at, { name: 'Readable Person' });
    const row = await api.contacts.get({ id: submitted.id });
    expect(row).toEqual({
      id: submitted.id,
      name: 'Readable Person',
      email: 'ada@example.com',
      mobile: '+919876543210',
      subject: 'New office building',
      message: 'We would like a quote for a two-storey office.',
      purpose: 'Commercial Projects',
      status: 'new',
      spam_reason: null,
      created_at: at.toISOString(),
    });
    expectWireShape(row);
    await expectError(
      api.contacts.get({ id: 'no-such-id' }),
      'NOT_FOUND',
      'Contact submission not found',
    );
  });

  it('deletes a submission; a second delete is NOT_FOUND', async () => {
    const submitted = await submitAt(new Date(), { name: 'Deletable Person' });
    const total = (await api.contacts.list({})).totals.total;
    const before = h.revalidated.length;
    expect(await api.contacts.delete({ id: submitted.id })).toEqual({ id: submitted.id });
    expect((await api.contacts.list({})).totals.total).toBe(total - 1);
    expect(h.revalidated).toHaveLength(before);
    for (const call of [
      () => api.contacts.get({ id: submitted.id }),
      () => api.contacts.delete({ id: submitted.id }),
      () => api.contacts.delete({ id: '' }),
    ]) {
      await expectError(call(), 'NOT_FOUND', 'Contact submission not found');
    }
    await expectFieldError(api.contacts.delete({} as { id: string }), {
      field: 'id',
      message: 'Id is required',
    });
  });
});

describe('status, filters, bulk actions and export', () => {
  const ids: Record<string, string> = {};
  const BASE = new Date(NOW.getTime() - 200 * DAY);
  beforeAll(async () => {
    await h.database.db.contactSubmission.deleteMany();
    const rows: [string, number, Parameters<typeof contactInput>[0]][] = [
      ['oldest', 0, { name: 'Oldest Client' }],
      ['older', 1, { name: 'Older Client' }],
      ['middle', 2, { name: 'Middle Client' }],
      ['newer', 3, { name: 'Newer Client' }],
      ['newest', 4, { name: 'Newest Client' }],
    ];
    for (const [key, days, fields] of rows) {
      ids[key] = (await submitAt(new Date(BASE.getTime() + days * DAY), fields)).id;
    }
    ids.spam = (
      await submitAt(new Date(BASE.getTime() + 5 * DAY), {
        name: 'Spammy Bot',
        message: 'Buy backlinks for your website today',
      })
    ).id;
    h.resetClock();
  });

  const names = async (input: Parameters<Caller['contacts']['list']>[0] = {}) =>
    (await api.contacts.list(input)).data.map((row) => `${row.name}:${row.status}`);

  it('opens a New one as Read, leaves others as they are, and counts New', async () => {
    expect(await api.contacts.newCount()).toEqual({ count: 5 });
    expect(await api.contacts.open({ id: ids.older ?? '' })).toMatchObject({ status: 'read' });
    await api.contacts.setStatus({ id: ids.middle ?? '', status: 'replied' });
    expect(await api.contacts.open({ id: ids.middle ?? '' })).toMatchObject({ status: 'replied' });
    expect(await api.contacts.newCount()).toEqual({ count: 3 });
    await expectError(
      api.contacts.open({ id: 'no-such-id' }),
      'NOT_FOUND',
      'Contact submission not found',
    );
    await expectError(
      api.contacts.setStatus({ id: 'no-such-id', status: 'read' }),
      'NOT_FOUND',
      'Contact submission not found',
    );
  });

  it('lists New first, each group newest first, across pages; spam only in its filter', async () => {
    expect(await names()).toEqual([
      'Newest Client:new',
      'Newer Client:new',
      'Oldest Client:new',
      'Middle Client:replied',
      'Older Client:read',
    ]);
    const page = async (p: number) =>
      (await api.contacts.list({ page: p, limit: 2 })).data.map((row) => row.name);
    expect([await page(1), await page(2), await page(3)]).toEqual([
      ['Newest Client', 'Newer Client'],
      ['Oldest Client', 'Middle Client'],
      ['Older Client'],
    ]);
    expect(await names({ status: 'spam' })).toEqual(['Spammy Bot:spam']);
    const spam = (await api.contacts.list({ status: 'spam' })).data[0];
    expect(spam?.spam_reason).toBe('pattern');
    expect(await names({ status: 'replied' })).toEqual(['Middle Client:replied']);
    const list = await api.contacts.list({});
    expect(list.totals).toMatchObject({ total: 5, new: 3, spam: 1 });
    expect(list.pagination.total).toBe(5);
  });

  it('lists each submission once while others are opened at the same moment', async () => {
    // The page reads its New rows and the others in one snapshot: read one after the other, a
    // submission opened in between was listed twice (New and Read), and the dashboard showed two
    // rows for it. Thirty New submissions are opened while thirty lists are read: the reads side
    // by side failed this in about one run of two.
    const race: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      race.push((await submitAt(new Date(NOW.getTime() - DAY), { name: 'Race Client' })).id);
    }
    h.resetClock();
    const lists = await Promise.all(
      race.map(async (id) => {
        const [list] = await Promise.all([
          api.contacts.list({ search: 'Race Client', limit: 100 }),
          api.contacts.open({ id }),
        ]);
        return list.data.map((row) => row.id);
      }),
    );
    for (const listed of lists) expect([...listed].sort()).toEqual([...race].sort());
    await api.contacts.deleteMany({ ids: race });
  });

  it('filters by received date: bare dates are whole UTC days, times are exact', async () => {
    const day = (offset: number) =>
      new Date(BASE.getTime() + offset * DAY).toISOString().slice(0, 10);
    expect(await names({ from: day(1), to: day(3) })).toEqual([
      'Newer Client:new',
      'Middle Client:replied',
      'Older Client:read',
    ]);
    expect(await names({ from: day(4) })).toEqual(['Newest Client:new']);
    expect(await names({ to: new Date(BASE.getTime() + DAY - 1).toISOString() })).toEqual([
      'Oldest Client:new',
    ]);
    await expectInputRefusals(
      (query) => api.contacts.list(query),
      [
        [
          { from: 'yesterday' },
          'from',
          'From must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
        ],
        [{ from: day(3), to: day(1) }, 'to', 'From must not be after To'],
        [
          { status: 'unread' as 'new' },
          'status',
          "Status must be 'all', 'new', 'read', 'replied', 'archived' or 'spam'",
        ],
      ],
    );
  });

  it('changes many at once, marks spam by hand and takes it back', async () => {
    expect(
      await api.contacts.setStatusMany({
        ids: [ids.oldest ?? '', ids.newer ?? '', 'gone'],
        status: 'archived',
      }),
    ).toEqual({ count: 2 });
    expect(await names({ status: 'archived' })).toEqual([
      'Newer Client:archived',
      'Oldest Client:archived',
    ]);
    const marked = await api.contacts.setStatus({ id: ids.newest ?? '', status: 'spam' });
    expect(marked).toMatchObject({ status: 'spam', spam_reason: 'marked-by-staff' });
    const back = await api.contacts.setStatus({ id: ids.newest ?? '', status: 'read' });
    expect(back).toMatchObject({ status: 'read', spam_reason: null });
    await expectFieldError(api.contacts.setStatusMany({ ids: [], status: 'read' }), {
      field: 'ids',
      message: 'Select at least one submission',
    });
  });

  it('exports the filter as CSV: BOM, CRLF, quoted fields, formulas neutralised', async () => {
    await submitAt(new Date(BASE.getTime() + 6 * DAY), {
      name: 'Zoë Müller',
      subject: '=SUM(A1:A2)',
      message: 'Line one, with a comma\nand "quotes"',
      purpose: '@Other',
    });
    h.resetClock();
    const file = await api.contacts.export({ search: 'Zoë' });
    expect(file.content).toBeInstanceOf(ReadableStream);
    expect(file.content_type).toBe('text/csv; charset=utf-8');
    expect(file.file_name).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const received = new Date(BASE.getTime() + 6 * DAY)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    expect(await csvOf(file)).toBe(
      '\uFEFFReceived (UTC),Status,Name,Email,Mobile,Purpose,Subject,Message\r\n' +
        `${received},New,Zoë Müller,ada@example.com,'+919876543210,'@Other,'=SUM(A1:A2),` +
        '"Line one, with a comma\nand ""quotes"""\r\n',
    );
    const all = await csvOf(await api.contacts.export({}));
    expect(all.split('\r\n').filter(Boolean)).toHaveLength(1 + 6);
    expect(await csvOf(await api.contacts.export({ status: 'spam' }))).toContain('Spammy Bot');
    expect(all).not.toContain('Spammy Bot');
    const none = await csvOf(await api.contacts.export({ search: 'nobody by this name' }));
    expect(none).toBe('\uFEFFReceived (UTC),Status,Name,Email,Mobile,Purpose,Subject,Message\r\n');
  });

  it('streams the export: its first rows leave before the last ones are read', async () => {
    const base = new Date(BASE.getTime() - 100 * DAY).getTime();
    const count = 2 * EXPORT_BATCH_ROWS + 7;
    // Rows with one received time across each read's boundary: the order's ties go by id.
    await h.database.db.contactSubmission.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        id: `stream-${String(index).padStart(5, '0')}`,
        name: `Streamed ${index}`,
        email: 'stream@example.com',
        message: 'Streamed',
        status: 'ARCHIVED' as const,
        createdAt: new Date(base + Math.floor((count - index) / 10) * 60_000),
      })),
    });
    const file = await api.contacts.export({ status: 'archived', search: 'Streamed' });
    const reader = file.content.getReader();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    const first = await reader.read();
    const firstText = decoder.decode(first.value, { stream: true });
    expect(firstText.startsWith('\uFEFFReceived (UTC),')).toBe(true);
    expect(firstText.split('\r\n').filter(Boolean)).toHaveLength(1 + EXPORT_BATCH_ROWS);
    // The oldest row, deleted now, is not read yet: the rest of the file comes without it.
    await h.database.db.contactSubmission.delete({ where: { id: 'stream-01006' } });
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += decoder.decode(chunk.value, { stream: true });
    }
    const names = (firstText + rest)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[2]);
    expect(names).toEqual(Array.from({ length: count - 1 }, (_, index) => `Streamed ${index}`));
    await h.database.db.contactSubmission.deleteMany({ where: { email: 'stream@example.com' } });
  });

  it('deletes many at once, with their unsent mail', async () => {
    expect(
      await api.contacts.deleteMany({ ids: [ids.older ?? '', ids.middle ?? '', 'gone'] }),
    ).toEqual({ count: 2 });
    await expectError(
      api.contacts.get({ id: ids.older ?? '' }),
      'NOT_FOUND',
      'Contact submission not found',
    );
  });
});

describe('search', () => {
  const names = async (search: string) =>
    (await api.contacts.list({ search, limit: 100 })).data.map((row) => row.name).sort();

  beforeAll(async () => {
    await submitAt(new Date(NOW.getTime() - 3 * DAY), {
      name: 'Percent Person',
      subject: 'A 100% rise, done_now',
      message: 'Costs are up 100% this year: a back\\slash too.',
    });
    await submitAt(new Date(NOW.getTime() - 3 * DAY), {
      name: 'Wildcard Lookalike',
      subject: 'A 100 x rise, done now',
    });
    await submitAt(new Date(NOW.getTime() - 3 * DAY), {
      name: 'Zoë Ånström',
      email: 'zoe@studio.example',
    });
    h.resetClock();
  });

  it('takes %, _ and \\ typed in the search as themselves, not as LIKE wildcards', async () => {
    expect(await names('100%')).toEqual(['Percent Person']);
    expect(await names('done_now')).toEqual(['Percent Person']);
    expect(await names('back\\slash')).toEqual(['Percent Person']);
    expect(await names('%')).toEqual(['Percent Person']);
    expect(await names('100 x')).toEqual(['Wildcard Lookalike']);
  });

  it('folds the case of letters beyond ASCII too', async () => {
    expect(await names('ÅNSTRÖM')).toEqual(['Zoë Ånström']);
    expect(await names('zoË åN')).toEqual(['Zoë Ånström']);
    expect(await names('ZOE@STUDIO')).toEqual(['Zoë Ånström']);
  });

  it('matches within one field, never across the end of one and the start of the next', async () => {
    // The name ends 'Ånström', the e-mail begins 'zoe@': the search text holds both, apart.
    expect(await names('ströMzoe')).toEqual([]);
    expect(await names('ström zoe')).toEqual([]);
  });

  it('is computed by PostgreSQL from the fields, and no read returns it', async () => {
    const [row] = await h.database.db.$queryRaw<{ search_text: string }[]>`
      SELECT search_text FROM contact_submissions WHERE name = 'Zoë Ånström'`;
    expect(row?.search_text.split('\x1f').slice(0, 2)).toEqual([
      'zoë ånström',
      'zoe@studio.example',
    ]);
    const read = await h.database.db.contactSubmission.findFirst({
      where: { name: 'Zoë Ånström' },
    });
    expect(read).not.toHaveProperty('searchText');
  });
});
