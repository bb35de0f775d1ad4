import { TriangleAlert } from 'lucide-react';
import Link from 'next/link';

import { CHANGE_PASSWORD_PATH } from '../routes';

/** Shown on every dashboard page while the account still has the development admin password. */
export function DevelopmentPasswordBanner() {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <TriangleAlert size={18} aria-hidden className="shrink-0" />
      <p className="flex-1">
        <strong>This account still has the development password.</strong> Anyone who has read the
        setup guide can sign in with it.
      </p>
      <Link
        href={CHANGE_PASSWORD_PATH}
        className="font-semibold text-amber-950 underline max-md:inline-flex max-md:min-h-11 max-md:items-center underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Change password
      </Link>
    </div>
  );
}
