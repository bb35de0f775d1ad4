/**
 * The portfolio's filters: 'All' plus one per service name, each a link to its first page
 * (`/our-projects?service=slug`), so the filter is in the address and works without JavaScript.
 */
import { cx } from '@kasar/ui';

import { portfolioHref } from './paging';

export const ALL_FILTER = 'All';

export function ProjectFilters({
  services,
  selected,
}: {
  services: { name: string; slug: string }[];
  /** The slug of the service shown; '' for all. */
  selected: string;
}) {
  const options = [{ name: ALL_FILTER, slug: '' }, ...services];
  return (
    <nav aria-label="Filter projects by service" className="flex flex-wrap justify-center gap-2">
      {options.map((option) => (
        // A plain link, not next/link: the client router would show the static page it has
        // for /our-projects under the new query instead of the page the proxy rewrites it to.
        <a
          key={option.slug}
          href={portfolioHref(option.slug, 1)}
          aria-current={option.slug === selected ? 'page' : undefined}
          className={cx(
            'rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            option.slug === selected
              ? 'bg-brand-600 text-white shadow'
              : 'bg-white text-ink-700 ring-1 ring-ink-300 hover:bg-ink-100',
          )}
        >
          {option.name}
        </a>
      ))}
    </nav>
  );
}
