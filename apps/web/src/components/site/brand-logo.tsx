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
  /** In the first screen (the header): asked for as the page is read, not once laid out. */
  eager?: boolean;
}) {
  return (
    <Link
      href="/"
      className="flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
    >
      <span className="relative flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-600 text-white">
        {logoUrl ? (
          // A fixed size: a srcset of 1x and 2x rather than of every width the optimizer has.
          // Low priority even in the header: React would otherwise preload an eager image from
          // the head, ahead of the page's largest one.
          <SiteImage
            src={logoUrl}
            alt={logoAlt ?? ''}
            width={40}
            height={40}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority="low"
            className="size-10 object-contain"
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
