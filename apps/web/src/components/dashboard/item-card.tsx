/**
 * The frame of a dashboard card with a picture: the picture on top, then the item's title with
 * its Active / Inactive badge, its details and its actions.
 */
import Image from 'next/image';
import type { ReactNode } from 'react';

import { StatusBadge } from './status-badge';

const SIZES = {
  sm: { body: 'gap-1 p-3', title: 'text-sm font-semibold text-ink-900' },
  md: { body: 'gap-2 p-4', title: 'font-semibold text-ink-900' },
  lg: { body: 'gap-3 p-4', title: 'text-lg font-semibold text-ink-900' },
} as const;

/** A card's picture, filling the box around it. */
export function CardImage({ src, alt }: { src: string; alt: string }) {
  return <Image src={src} alt={alt} fill unoptimized className="object-cover" />;
}

export function ItemCard({
  label,
  title,
  enabled,
  size,
  media,
  children,
}: {
  /** Names the card for assistive technology. */
  label: string;
  title: string;
  enabled: boolean;
  size: keyof typeof SIZES;
  /** The picture's box. */
  media: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={label}
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm"
    >
      {media}
      <div className={`flex flex-1 flex-col ${SIZES[size].body}`}>
        <div className="flex items-start justify-between gap-2">
          <h2 className={SIZES[size].title}>{title}</h2>
          <StatusBadge enabled={enabled} />
        </div>
        {children}
      </div>
    </article>
  );
}
