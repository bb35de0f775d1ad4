/** A link styled as the site's primary or secondary button. */
import Link from 'next/link';
import { cn } from '@kasar/ui';
import { Icon } from './icons/icon';

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className,
}: {
  href: string;
  children: string;
  variant?: 'primary' | 'secondary' | 'light';
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg px-6 py-3 font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
        variant === 'primary' &&
          'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
        variant === 'secondary' &&
          'border-2 border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white focus-visible:outline-ink-900',
        variant === 'light' &&
          'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
        className,
      )}
    >
      {children}
      <Icon name="arrow-right" className="size-4" />
    </Link>
  );
}
