/** The screen a role may not open: says which right it lacks, and leads back to the overview. */
import { MESSAGES } from '@kasar/api/messages';
import { describePermission, type Permission } from '@kasar/api/permissions';
import { buttonClasses } from '@kasar/ui';
import { ShieldX } from 'lucide-react';
import Link from 'next/link';

export const FORBIDDEN_TITLE = "You don't have access to this page";

export function ForbiddenScreen({
  roleName,
  permission,
}: {
  /** The user's role; null when the session has just ended. */
  roleName: string | null;
  permission: Permission;
}) {
  return (
    <section
      aria-labelledby="forbidden-heading"
      className="mx-auto mt-8 max-w-xl rounded-lg bg-white p-6 text-center shadow-sm"
    >
      <ShieldX size={40} aria-hidden className="mx-auto text-ink-600" />
      <h1 id="forbidden-heading" className="mt-4 font-display text-2xl font-bold text-ink-900">
        {FORBIDDEN_TITLE}
      </h1>
      <p className="mt-2 text-sm text-ink-700">
        {roleName
          ? `${MESSAGES.permissionDenied(roleName, describePermission(permission))} An Owner can give you a role that does.`
          : 'Your session has ended: sign in again.'}
      </p>
      <Link href="/dashboard" className={`${buttonClasses('primary')} mt-6`}>
        Back to the overview
      </Link>
    </section>
  );
}
