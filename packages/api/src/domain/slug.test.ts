// The one slug rule, used by the dashboard and the seed alike.
import { describe, expect, it } from 'vitest';

import { slugify, withSuffix } from './slug';

describe('slugify', () => {
  it("keeps the demo services' public addresses", () => {
    expect(slugify('Renovation & Remodeling')).toBe('renovation-remodeling');
    expect(slugify('Residential Construction')).toBe('residential-construction');
    expect(slugify('Infrastructure Development')).toBe('infrastructure-development');
  });

  it('drops accents and folds every run of other characters into one dash', () => {
    expect(slugify('  Café — Rénovation  ')).toBe('cafe-renovation');
    expect(slugify('Roads/Bridges & Tunnels (2024)')).toBe('roads-bridges-tunnels-2024');
  });

  it('stays within 200 characters without a trailing dash, and falls back to "service"', () => {
    const long = slugify(`${'a'.repeat(199)} b`);
    expect(long).toBe('a'.repeat(199));
    expect(slugify('&&&')).toBe('service');
  });

  it('suffixes from the second attempt on', () => {
    expect([0, 1, 2].map((attempt) => withSuffix('offices', attempt))).toEqual([
      'offices',
      'offices-2',
      'offices-3',
    ]);
  });
});
