'use client';

/** The mobile menu: a side drawer with the navigation and an expandable Services list. */
import {
  Dialog,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import { ChevronDown, Menu as MenuIcon, X } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';

import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, type ServiceLink } from './nav-links';

const linkClass =
  'block rounded-lg px-3 py-3 text-base font-semibold text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500';

export function MobileDrawer({ serviceLinks }: { serviceLinks: ServiceLink[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-6" />
      </button>
      <Dialog open={open} onClose={close} className="fixed inset-0 z-50 lg:hidden">
        <div className="fixed inset-0 bg-ink-950/50" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-xs flex-col bg-white shadow-2xl">
          <div className="flex items-center justify-between border-b border-ink-200 px-4 py-3">
            <DialogTitle className="font-display text-lg font-bold text-ink-900">Menu</DialogTitle>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {NAV_BEFORE_SERVICES.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={close} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Disclosure>
                  <DisclosureButton
                    className={`${linkClass} flex w-full items-center justify-between text-left`}
                  >
                    Services
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 transition-transform in-data-open:rotate-180"
                    />
                  </DisclosureButton>
                  <DisclosurePanel
                    as="ul"
                    className="mt-1 space-y-1 border-l-2 border-brand-200 pl-3"
                  >
                    {serviceLinks.map((link) => (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          onClick={close}
                          className="block rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </DisclosurePanel>
                </Disclosure>
              </li>
              {NAV_AFTER_SERVICES.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={close} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
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
      </Dialog>
    </>
  );
}
