/**
 * What the mobile drawer and the desktop Services dropdown share: the list items of their links
 * and the Services disclosure (a button over the list of enabled services).
 */
import Link from 'next/link';
import { useId, type Ref } from 'react';

import { cx } from '@kasar/ui';

import type { ServiceLink } from './nav-links';
import { Icon } from './icons/icon';

/** A top-level link of the mobile drawer. */
export const DRAWER_LINK_CLASS =
  'block rounded-lg px-3 py-3 text-base font-semibold text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500';

/** One `<li>` a link; following one calls `onNavigate` (the menu closes). */
export function LinkItems({
  links,
  onNavigate,
  linkClassName,
}: {
  links: readonly ServiceLink[];
  onNavigate: () => void;
  linkClassName: string;
}) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} onClick={onNavigate} className={linkClassName}>
        {link.label}
      </Link>
    </li>
  ));
}

/** How the Services disclosure looks in the drawer (nested list) and the header (dropdown). */
const SERVICES_STYLES = {
  drawer: {
    button: () => `${DRAWER_LINK_CLASS} flex w-full items-center justify-between text-left`,
    chevron: 'size-5',
    list: 'mt-1 space-y-1 border-l-2 border-brand-200 pl-3',
    link: 'block rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500',
  },
  dropdown: {
    button: (open: boolean) =>
      cx(
        'flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-semibold text-ink-700 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        open && 'text-brand-700',
      ),
    chevron: 'size-4',
    list: 'absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-ink-200 bg-white p-2 shadow-xl',
    link: 'block rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500',
  },
};

/**
 * The 'Services' button and the list it shows or hides (the disclosure pattern of the WAI-ARIA
 * practices); the chevron turns upside down while the list is open.
 */
export function ServicesDisclosure({
  variant,
  open,
  onToggle,
  links,
  onNavigate,
  buttonRef,
}: {
  variant: keyof typeof SERVICES_STYLES;
  open: boolean;
  onToggle: () => void;
  links: readonly ServiceLink[];
  onNavigate: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const listId = useId();
  const styles = SERVICES_STYLES[variant];
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={styles.button(open)}
      >
        Services
        <Icon
          name="chevron-down"
          className={cx(
            `${styles.chevron} transition-transform motion-reduce:transition-none`,
            open && 'rotate-180',
          )}
        />
      </button>
      <ul id={listId} hidden={!open} className={styles.list}>
        <LinkItems links={links} onNavigate={onNavigate} linkClassName={styles.link} />
      </ul>
    </>
  );
}
