'use client';

/** The mobile menu: a side drawer with the navigation and an expandable Services list. */
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';

import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, type ServiceLink } from './nav-links';
import { DRAWER_LINK_CLASS, LinkItems, ServicesDisclosure } from './menu-parts';
import { DialogPanel, SiteDialog } from './site-dialog';
import { IconButton } from './icons/icon';

/** Tailwind's `lg` breakpoint, where the desktop navigation replaces the drawer. */
const DESKTOP_QUERY = '(min-width: 1024px)';

export function MobileDrawer({ serviceLinks }: { serviceLinks: ServiceLink[] }) {
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const titleId = useId();
  const close = () => {
    setOpen(false);
    setServicesOpen(false);
  };

  // A drawer left open while the window widens to the desktop layout would keep the page inert.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open]);

  return (
    <>
      <IconButton
        icon="menu"
        label="Open menu"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
        iconClassName="size-6"
      />
      <SiteDialog open={open} onClose={close} labelledBy={titleId}>
        <div className="fixed inset-0 bg-ink-950/50" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-xs flex-col bg-white shadow-2xl">
          <div className="flex items-center justify-between border-b border-ink-200 px-4 py-3">
            <h2 id={titleId} className="font-display text-lg font-bold text-ink-900">
              Menu
            </h2>
            <IconButton
              icon="x"
              label="Close menu"
              onClick={close}
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              iconClassName="size-6"
            />
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              <LinkItems
                links={NAV_BEFORE_SERVICES}
                onNavigate={close}
                linkClassName={DRAWER_LINK_CLASS}
              />
              <li>
                <ServicesDisclosure
                  variant="drawer"
                  open={servicesOpen}
                  onToggle={() => setServicesOpen(!servicesOpen)}
                  links={serviceLinks}
                  onNavigate={close}
                />
              </li>
              <LinkItems
                links={NAV_AFTER_SERVICES}
                onNavigate={close}
                linkClassName={DRAWER_LINK_CLASS}
              />
            </ul>
          </nav>
          <div className="border-t border-ink-200 p-4">
            <Link
              href="/contact-us"
              onClick={close}
              className="block rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              Get Free Quote
            </Link>
          </div>
        </DialogPanel>
      </SiteDialog>
    </>
  );
}
