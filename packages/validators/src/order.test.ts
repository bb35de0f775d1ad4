import { describe, expect, it } from 'vitest';

import {
  galleryOrderQuery,
  MAX_ORDERED_ITEMS,
  orderMessages,
  projectFeaturedInput,
  projectReorderInput,
  reorderInput,
} from './order';
import { expectError, parseOk } from './test-helpers';

describe('reorder inputs', () => {
  it('takes every id once, in order', () => {
    expect(parseOk(reorderInput, { ids: ['b', 'a', 'c'] })).toEqual({ ids: ['b', 'a', 'c'] });
    expect(parseOk(reorderInput, { ids: [] })).toEqual({ ids: [] });
  });

  it('names ids when they are missing, repeated or too many', () => {
    expectError(reorderInput, {}, 'ids', orderMessages.idsRequired);
    expectError(reorderInput, { ids: 'a,b' }, 'ids', orderMessages.idsRequired);
    expectError(reorderInput, { ids: ['a', 'b', 'a'] }, 'ids', orderMessages.idsRepeated);
    const many = Array.from({ length: MAX_ORDERED_ITEMS + 1 }, (_, index) => `id${index}`);
    expectError(reorderInput, { ids: many }, 'ids', orderMessages.idsTooMany);
  });

  it("needs the list's owner where a list belongs to one", () => {
    expectError(projectReorderInput, { ids: [] }, 'service_id', orderMessages.serviceRequired);
    expect(parseOk(galleryOrderQuery, undefined)).toEqual({});
    expect(parseOk(galleryOrderQuery, { project_id: '' })).toEqual({});
  });

  it('reads is_featured as the API sends booleans', () => {
    expect(parseOk(projectFeaturedInput, { id: 'p1', is_featured: '1' })).toEqual({
      id: 'p1',
      is_featured: true,
    });
    expectError(projectFeaturedInput, { id: 'p1' }, 'is_featured', 'Must be true or false');
  });

  it('words the whole-list rule with the count and the items', () => {
    expect(orderMessages.idsMismatch(3, 'banners')).toBe(
      'ids must list each of the 3 banners exactly once',
    );
  });
});
