'use client';

/** A button around an image that opens the page's lightbox at that image. */
import type { ReactNode } from 'react';

import { useServiceGallery } from './lightbox-context';
import { cx } from '@kasar/ui';

export function LightboxTrigger({
  index,
  label,
  className,
  children,
}: {
  index: number;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { open } = useServiceGallery();
  return (
    <button
      type="button"
      onClick={() => open(index)}
      aria-label={label}
      className={cx(
        'group relative block overflow-hidden focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </button>
  );
}
