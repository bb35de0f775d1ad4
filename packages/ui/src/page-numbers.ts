/**
 * Which page numbers a list's pagination shows: the first and last pages and the two either side
 * of the current one. A list of 100,000 rows has thousands of pages, and a button for each would
 * be thousands of buttons.
 */

/** How many page numbers either side of the current one are shown. */
const NEIGHBOURS = 2;

/** The page numbers shown, in order, with 'gap' where numbers are left out. */
export function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const shown = new Set([1, totalPages]);
  for (let number = page - NEIGHBOURS; number <= page + NEIGHBOURS; number += 1) {
    if (number >= 1 && number <= totalPages) shown.add(number);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const [index, number] of sorted.entries()) {
    const before = sorted[index - 1];
    // A gap of one page shows that page rather than an ellipsis standing for it.
    if (before !== undefined && number - before === 2) items.push(before + 1);
    else if (before !== undefined && number - before > 2) items.push('gap');
    items.push(number);
  }
  return items;
}
