'use client';

/** A main navigation link that marks itself as the current page. */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '@kasar/ui';

export function NavLink({ href, label }: { href: string; label: string }) {
  const pathname = usePathname();
  const current = href === '/' ? pathname === '/' : pathname.startsWith(href);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cx(
        'rounded-md px-3 py-2 text-[15px] font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        current ? 'text-brand-700' : 'text-ink-700 hover:text-brand-700',
      )}
    >
      {label}
    </Link>
  );
}
