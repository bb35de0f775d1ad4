/**
 * A section's eyebrow, title and optional intro, centred or left-aligned; `HeadedSection` is a
 * whole page-wide section under such a heading, labelled by its title.
 */
import type { ReactNode } from 'react';

import { cn } from '@kasar/ui';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
  align?: 'center' | 'left';
  inverted?: boolean;
}

export function HeadedSection({
  id,
  className,
  children,
  ...heading
}: Omit<SectionHeadingProps, 'id' | 'align'> & {
  id: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={id} {...heading} />
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = 'center',
  inverted = false,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p
          className={cn(
            'text-sm font-bold tracking-[0.2em] uppercase',
            inverted ? 'text-brand-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          'mt-2 font-display text-3xl font-extrabold tracking-tight sm:text-4xl',
          inverted ? 'text-white' : 'text-ink-900',
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p
          className={cn('mt-4 text-lg leading-relaxed', inverted ? 'text-ink-200' : 'text-ink-600')}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
