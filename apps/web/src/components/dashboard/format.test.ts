import { describe, expect, it } from 'vitest';

import { formatDate, formatDateTime } from './format';

describe('dashboard dates in a given time zone (the server-rendered HTML uses UTC)', () => {
  const lateEvening = '2026-03-01T23:30:00.000Z';

  it('shows the day in that zone', () => {
    expect(formatDate(lateEvening, 'N/A', 'UTC')).toBe('Mar 1, 2026');
    expect(formatDate(lateEvening, 'N/A', 'Asia/Kolkata')).toBe('Mar 2, 2026');
  });

  it('shows the time in that zone and names the zone', () => {
    expect(formatDateTime(lateEvening, 'UTC')).toBe('Mar 1, 2026, 11:30 PM UTC');
    expect(formatDateTime(lateEvening, 'Asia/Kolkata')).toBe('Mar 2, 2026, 05:00 AM GMT+5:30');
  });

  it('keeps N/A and Invalid date', () => {
    expect(formatDate(null, 'N/A', 'UTC')).toBe('N/A');
    expect(formatDateTime('not a date', 'UTC')).toBe('Invalid date');
  });
});
