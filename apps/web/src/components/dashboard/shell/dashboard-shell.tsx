'use client';

import { Dialog, DialogPanel } from '@headlessui/react';
import { cn } from '@kasar/ui';
import { X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

import { PermissionsProvider, type DashboardRole } from '../permissions';
import { ConfirmIdentityProvider } from '../security/confirm-identity';
import { DevelopmentPasswordBanner } from './development-password-banner';
import { DashboardHeader, type DashboardUser } from './header';
import { SidebarNav } from './sidebar';
import { ViewingAsBanner } from './viewing-as-banner';

/** The sidebar expands by itself on first load above this width. */
const AUTO_EXPAND_MIN_WIDTH = 1024;

export function DashboardShell({
  user,
  role,
  developmentPassword,
  viewingAs = null,
  children,
}: {
  user: DashboardUser;
  /** What the user's role may do: the menu and the screens show only that. */
  role: DashboardRole;
  /** The signed-in account still has the development admin password: a banner says so. */
  developmentPassword: boolean;
  /** 'View as role': the role an Owner's session shows, read-only. */
  viewingAs?: { id: string; name: string } | null;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(true);
  // Only a toggle by the user slides the sidebar: the first expansion, right after the first
  // paint, is instant (a slide on every page load would flicker, and its labels spill over).
  const [animated, setAnimated] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    // Once, after the first paint: the server cannot know the window's width.
    const frame = window.requestAnimationFrame(() => {
      if (window.innerWidth > AUTO_EXPAND_MIN_WIDTH) setCollapsed(false);
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <PermissionsProvider role={role}>
      <div className="min-h-screen bg-ink-50">
        <a
          href="#dashboard-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <aside
          data-collapsed={collapsed}
          className={cn(
            'fixed inset-y-0 left-0 z-40 hidden flex-col bg-ink-900 md:flex',
            animated && 'transition-[width]',
            collapsed ? 'w-16' : 'w-64',
          )}
        >
          <div className="flex h-16 items-center border-b border-ink-800 px-4">
            <span className="font-display text-lg font-bold text-white">
              {collapsed ? 'K' : 'Kasar Admin'}
            </span>
          </div>
          <SidebarNav collapsed={collapsed} />
        </aside>
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          className="relative z-50 md:hidden"
        >
          <div className="fixed inset-0 bg-ink-950/50" aria-hidden="true" />
          <DialogPanel className="fixed inset-y-0 left-0 flex w-64 flex-col bg-ink-900">
            <div className="flex h-16 items-center justify-between border-b border-ink-800 px-4">
              <span className="font-display text-lg font-bold text-white">Kasar Admin</span>
              <button
                type="button"
                onClick={() => setDrawerOpen(false)}
                aria-label="Close menu"
                className="rounded p-3 text-ink-100 hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-brand-300"
              >
                <X size={20} aria-hidden />
              </button>
            </div>
            <SidebarNav collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </DialogPanel>
        </Dialog>
        <div
          className={cn(animated && 'transition-[padding]', collapsed ? 'md:pl-16' : 'md:pl-64')}
        >
          <DashboardHeader
            user={user}
            collapsed={collapsed}
            onToggleSidebar={() => {
              setAnimated(true);
              setCollapsed((value) => !value);
            }}
            onOpenDrawer={() => setDrawerOpen(true)}
          />
          <main id="dashboard-main" className="mx-auto max-w-7xl p-4 sm:p-6">
            {viewingAs ? <ViewingAsBanner role={viewingAs} /> : null}
            {developmentPassword ? <DevelopmentPasswordBanner /> : null}
            <ConfirmIdentityProvider>{children}</ConfirmIdentityProvider>
          </main>
        </div>
      </div>
    </PermissionsProvider>
  );
}
