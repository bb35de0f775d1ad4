'use client';

/** The desktop 'Services' dropdown: one entry per enabled service. */
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import Link from 'next/link';

import type { ServiceLink } from './nav-links';

export function ServicesMenu({ links }: { links: ServiceLink[] }) {
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-semibold text-ink-700 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-open:text-brand-700">
        Services
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform in-data-open:rotate-180"
        />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom start', gap: 8 }}
        className="z-50 w-72 rounded-xl border border-ink-200 bg-white p-2 shadow-xl focus:outline-none"
      >
        {links.map((link) => (
          <MenuItem key={link.href}>
            <Link
              href={link.href}
              className="block rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 data-focus:bg-brand-50 data-focus:text-brand-800"
            >
              {link.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
