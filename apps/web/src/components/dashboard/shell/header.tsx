'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import {
  Bell,
  ChevronDown,
  KeyRound,
  LogOut,
  Menu as MenuIcon,
  PanelLeft,
  ShieldCheck,
} from 'lucide-react';
import Link from 'next/link';

import { useCan } from '../permissions';
import { CHANGE_PASSWORD_PATH, SECURITY_PATH } from '../routes';

import { useLogout } from './use-logout';

export interface DashboardUser {
  name: string | null;
  email: string | null;
}

/** Shown when the session has no name or e-mail. */
const FALLBACK_NAME = 'Admin User';
const FALLBACK_EMAIL = 'admin@example.com';

/** A fixed list, not connected to anything. */
const SAMPLE_NOTIFICATIONS = [
  { title: 'New contact submission received', time: '5 minutes ago' },
  { title: 'Project gallery updated', time: '1 hour ago' },
  { title: 'Weekly site report is ready', time: '1 day ago' },
] as const;

/** 36 px square; 44 px on a phone, for a finger. */
const iconButton =
  'rounded-md p-2 max-md:p-3 text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700';

export function DashboardHeader({
  user,
  collapsed,
  onToggleSidebar,
  onOpenDrawer,
}: {
  user: DashboardUser;
  collapsed: boolean;
  onToggleSidebar: () => void;
  onOpenDrawer: () => void;
}) {
  const logout = useLogout();
  // The notifications are about contact submissions: only for those who may read them.
  const seesContacts = useCan('contacts.view');
  const name = user.name ?? FALLBACK_NAME;
  const email = user.email ?? FALLBACK_EMAIL;
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-ink-200 bg-white px-4">
      <button
        type="button"
        className={`${iconButton} md:hidden`}
        onClick={onOpenDrawer}
        aria-label="Open menu"
      >
        <MenuIcon size={20} aria-hidden />
      </button>
      <button
        type="button"
        className={`${iconButton} hidden md:inline-flex`}
        onClick={onToggleSidebar}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
      >
        <PanelLeft size={20} aria-hidden />
      </button>
      <div className="ml-auto flex items-center gap-2">
        {seesContacts ? (
          <Menu as="div" className="relative">
            <MenuButton className={`${iconButton} relative`} aria-label="Notifications">
              <Bell size={20} aria-hidden />
              <span className="absolute top-1 right-1 size-2 rounded-full bg-red-600" aria-hidden />
            </MenuButton>
            <MenuItems
              anchor="bottom end"
              className="z-40 mt-2 w-72 rounded-md border border-ink-200 bg-white p-1 shadow-lg focus:outline-none"
            >
              {SAMPLE_NOTIFICATIONS.map((notification) => (
                <MenuItem key={notification.title}>
                  <div className="rounded px-3 py-2 data-focus:bg-ink-100">
                    <p className="text-sm text-ink-900">{notification.title}</p>
                    <p className="text-xs text-ink-600">{notification.time}</p>
                  </div>
                </MenuItem>
              ))}
            </MenuItems>
          </Menu>
        ) : null}
        <Menu as="div" className="relative">
          <MenuButton className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1 text-left hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700">
            <span
              className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              aria-hidden
            >
              {name.charAt(0).toUpperCase()}
            </span>
            <span className="hidden sm:block">
              <span className="block text-sm font-medium text-ink-900">{name}</span>
              <span className="block text-xs text-ink-600">{email}</span>
            </span>
            <ChevronDown size={16} aria-hidden className="text-ink-600" />
            <span className="sr-only">User menu</span>
          </MenuButton>
          <MenuItems
            anchor="bottom end"
            className="z-40 mt-2 w-56 rounded-md border border-ink-200 bg-white p-1 shadow-lg focus:outline-none"
          >
            <div className="px-3 py-2 sm:hidden">
              <p className="text-sm font-medium text-ink-900">{name}</p>
              <p className="text-xs text-ink-600">{email}</p>
            </div>
            <MenuItem>
              <Link
                href={CHANGE_PASSWORD_PATH}
                className="flex w-full items-center gap-2 rounded px-3 py-2 text-sm text-ink-800 data-focus:bg-ink-100 max-md:min-h-11"
              >
                <KeyRound size={16} aria-hidden />
                Change password
              </Link>
            </MenuItem>
            <MenuItem>
              <Link
                href={SECURITY_PATH}
                className="flex w-full items-center gap-2 rounded px-3 py-2 text-sm text-ink-800 data-focus:bg-ink-100 max-md:min-h-11"
              >
                <ShieldCheck size={16} aria-hidden />
                Security
              </Link>
            </MenuItem>
            <MenuItem>
              <button
                type="button"
                onClick={() => void logout()}
                className="flex w-full items-center gap-2 rounded px-3 py-2 text-sm text-ink-800 data-focus:bg-ink-100 max-md:min-h-11"
              >
                <LogOut size={16} aria-hidden />
                Logout
              </button>
            </MenuItem>
          </MenuItems>
        </Menu>
      </div>
    </header>
  );
}
