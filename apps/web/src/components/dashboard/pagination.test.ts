// Which page numbers the dashboard's lists offer: a bounded few, however many pages a list has.
import { visiblePages } from '@kasar/ui/page-numbers';
import { describe, expect, it } from 'vitest';

describe('visiblePages', () => {
  it('shows every page of a short list', () => {
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and two either side of the current page of a long one', () => {
    expect(visiblePages(1, 9514)).toEqual([1, 2, 3, 'gap', 9514]);
    expect(visiblePages(5000, 9514)).toEqual([1, 'gap', 4998, 4999, 5000, 5001, 5002, 'gap', 9514]);
    expect(visiblePages(9514, 9514)).toEqual([1, 'gap', 9512, 9513, 9514]);
  });

  it('shows a single left-out page instead of an ellipsis for it', () => {
    expect(visiblePages(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 12]);
  });
});
