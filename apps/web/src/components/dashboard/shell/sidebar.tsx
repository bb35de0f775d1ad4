'use client';

import { cn } from '@kasar/ui';
import { LogOut } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

import { CONTACTS_PATH, REVIEW_PATH } from '../routes';
import { isCurrent, navFor } from '../nav';
import { useRole } from '../permissions';
import { NewContactsBadge, ReviewCountBadge } from './new-contacts-badge';
import { useLogout } from './use-logout';

/** The section links the user's role may open, and Logout; icons only while collapsed. */
export function SidebarNav({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const logout = useLogout();
  const { permissions } = useRole();
  // 44 px high below md, where the sidebar is the drawer a finger uses.
  const itemClass =
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium max-md:min-h-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300';
  return (
    <nav aria-label="Dashboard" className="flex h-full flex-col gap-1 p-2">
      <ul className="flex flex-1 flex-col gap-1">
        {navFor(permissions).map((item) => {
          const current = isCurrent(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                title={collapsed ? item.label : undefined}
                className={cn(
                  itemClass,
                  'relative',
                  current ? 'bg-brand-700 text-white' : 'text-ink-100 hover:bg-ink-800',
                )}
              >
                <Icon size={20} aria-hidden className="shrink-0" />
                <span className={collapsed ? 'sr-only' : undefined}>{item.label}</span>
                {item.href === CONTACTS_PATH ? <NewContactsBadge collapsed={collapsed} /> : null}
                {item.href === REVIEW_PATH ? <ReviewCountBadge collapsed={collapsed} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => void logout()}
        title={collapsed ? 'Logout' : undefined}
        className={cn(itemClass, 'text-ink-100 hover:bg-ink-800')}
      >
        <LogOut size={20} aria-hidden className="shrink-0" />
        <span className={collapsed ? 'sr-only' : undefined}>Logout</span>
      </button>
    </nav>
  );
}
