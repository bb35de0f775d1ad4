// The 404 log stays bounded in memory between two writes (the stored rows: router/redirects.test.ts).
import { describe, expect, it } from 'vitest';

import { NOT_FOUND_MAX_TEXT_LENGTH } from '@kasar/validators';

import { NotFoundBuffer } from './not-found-log';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('NotFoundBuffer', () => {
  it('counts repeated paths and keeps the latest time and referrer', () => {
    const buffer = new NotFoundBuffer(10);
    buffer.record('/old', null, at(1));
    buffer.record('/old', 'https://example.com/', at(2));
    expect(buffer.take()).toEqual([
      { path: '/old', count: 2, lastSeen: at(2), referrer: 'https://example.com/' },
    ]);
    expect(buffer.take()).toEqual([]);
  });

  it('refuses new paths once full but still counts the ones it holds', () => {
    const buffer = new NotFoundBuffer(2);
    expect(buffer.record('/a', null, at(1))).toBe(true);
    expect(buffer.record('/b', null, at(1))).toBe(true);
    expect(buffer.record('/c', null, at(1))).toBe(false);
    expect(buffer.record('/a', null, at(2))).toBe(true);
    expect(buffer.take().map((hit) => [hit.path, hit.count])).toEqual([
      ['/a', 2],
      ['/b', 1],
    ]);
  });

  it('cuts an overlong path and referrer', () => {
    const buffer = new NotFoundBuffer(10);
    buffer.record(`/${'x'.repeat(2000)}`, 'r'.repeat(2000), at(1));
    const [hit] = buffer.take();
    expect(hit?.path).toHaveLength(NOT_FOUND_MAX_TEXT_LENGTH);
    expect(hit?.referrer).toHaveLength(NOT_FOUND_MAX_TEXT_LENGTH);
  });
});
