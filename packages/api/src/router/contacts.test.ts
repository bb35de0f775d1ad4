import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { contactInput } from '../../test/fixtures';
import {
  openHarness,
  expectAdminOnly,
  expectError,
  expectFieldError,
  expectWireShape,
  type Caller,
  type Harness,
} from '../../test/harness';
import { contactsRouter } from './contacts';

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
    const calls: Record<keyof typeof contactsRouter, (api: Caller) => Promise<unknown>> = {
      list: (c) => c.contacts.list({}),
      get: (c) => c.contacts.get({ id: 'x' }),
      delete: (c) => c.contacts.delete({ id: 'x' }),
    };
    expect(Object.keys(calls).sort()).toEqual(Object.keys(contactsRouter).sort());
    await expectAdminOnly(h, calls);
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
    expect(list.totals).toEqual({ total: 5, this_week: 3 });
    expect(list.pagination).toEqual({ current_page: 1, per_page: 10, total: 5, total_pages: 1 });
    expect(list.data[0]).toEqual({
      id: recent.id,
      name: 'Just Now',
      email: 'ada@example.com',
      mobile: '+919876543210',
      subject: 'Warehouse roof',
      message: 'Our warehouse roof leaks during the MONSOON season.',
      purpose: 'Commercial Projects',
      created_at: new Date(NOW.getTime() - 60_000).toISOString(),
    });
    expectWireShape(list);
  });

  it('counts this_week from the current clock', async () => {
    h.clock.now = new Date(NOW.getTime() + 2 * DAY);
    expect((await api.contacts.list({})).totals).toEqual({ total: 5, this_week: 2 });
    h.clock.now = new Date(NOW.getTime() + 30 * DAY);
    expect((await api.contacts.list({})).totals).toEqual({ total: 5, this_week: 0 });
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
    expect(filtered.totals).toEqual({ total: 5, this_week: 3 });
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
    await expectError(
      api.contacts.get({ id: submitted.id }),
      'NOT_FOUND',
      'Contact submission not found',
    );
    await expectError(
      api.contacts.delete({ id: submitted.id }),
      'NOT_FOUND',
      'Contact submission not found',
    );
    await expectError(api.contacts.delete({ id: '' }), 'NOT_FOUND', 'Contact submission not found');
    await expectFieldError(api.contacts.delete({} as { id: string }), {
      field: 'id',
      message: 'Id is required',
    });
  });
});
