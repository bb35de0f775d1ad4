'use client';

/**
 * A list screen whose items can be put in order: its title row with the arrange switch and the
 * add link, then the list, or while arranging the order screen in the list's place.
 */
import { buttonClasses } from '@kasar/ui';
import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';

import { PageHeader } from '../page-header';
import { ArrangeButton } from './arrange-button';

/** The primary link of a list screen to the page that adds an item. */
export function AddLink({
  href,
  icon: Icon,
  label,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
}) {
  return (
    <Link href={href} className={buttonClasses('primary')}>
      <Icon size={16} aria-hidden />
      {label}
    </Link>
  );
}

export function ArrangeableScreen({
  title,
  description,
  arrangeLabel,
  arrangeable,
  add,
  order,
  children,
}: {
  title: string;
  description: string;
  /** The arrange switch's text, when not its default. */
  arrangeLabel?: string;
  /** The user's role may put the items in order (their `<resource>.publish`). */
  arrangeable: boolean;
  /** The add link, or null when the role may not create. */
  add: ReactNode;
  /** The order screen. */
  order: ReactNode;
  children: ReactNode;
}) {
  const [arranging, setArranging] = useState(false);
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {arrangeable ? (
              <ArrangeButton arranging={arranging} onChange={setArranging} label={arrangeLabel} />
            ) : null}
            {add}
          </>
        }
      />
      {arranging && arrangeable ? order : children}
    </>
  );
}
