/** The Cancel of a dashboard form page: back to its list without saving. */
import { buttonClasses } from '@kasar/ui';
import Link from 'next/link';

export function CancelLink({ href }: { href: string }) {
  return (
    <Link href={href} className={buttonClasses('secondary')}>
      Cancel
    </Link>
  );
}
