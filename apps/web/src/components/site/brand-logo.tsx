/** The firm's name with its logo (the uploaded one, or a hard-hat mark) linking home. */
import { SiteImage } from './site-image';
import Link from 'next/link';

import { SITE_NAME } from './content';
import { cn } from '@kasar/ui';
import { Icon } from './icons/icon';

export function BrandLogo({
  logoUrl,
  logoAlt = null,
  inverted = false,
  eager = false,
}: {
  logoUrl: string | null;
  /** The staff's description of the logo; none: decorative beside the firm's name. */
  logoAlt?: string | null;
  inverted?: boolean;
  /** In the first screen (the header): loaded with the page rather than after it. */
  eager?: boolean;
}) {
  return (
    <Link
      href="/"
      className="flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
    >
      <span className="relative flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-600 text-white">
        {logoUrl ? (
          <SiteImage
            src={logoUrl}
            alt={logoAlt ?? ''}
            fill
            sizes="40px"
            loading={eager ? 'eager' : 'lazy'}
            className="object-contain"
          />
        ) : (
          <Icon name="hard-hat" className="size-6" />
        )}
      </span>
      <span
        className={cn(
          'font-display text-lg leading-tight font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-ink-900',
        )}
      >
        {SITE_NAME}
      </span>
    </Link>
  );
}
