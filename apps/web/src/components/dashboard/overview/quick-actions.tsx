/** Overview: shortcuts to the most common tasks the user's role may do. */
import type { Permission } from '@kasar/api/permissions';
import { FolderPlus, ImagePlus, Mail, PlusCircle, type LucideIcon } from 'lucide-react';
import Link from 'next/link';

const ACTIONS: readonly {
  label: string;
  href: string;
  icon: LucideIcon;
  permission: Permission;
}[] = [
  {
    label: 'Add Service',
    href: '/dashboard/services/add',
    icon: PlusCircle,
    permission: 'services.create',
  },
  {
    label: 'Add Project',
    href: '/dashboard/projects/add',
    icon: FolderPlus,
    permission: 'projects.create',
  },
  {
    label: 'Upload Images',
    href: '/dashboard/gallery/upload',
    icon: ImagePlus,
    permission: 'gallery.create',
  },
  { label: 'View Contacts', href: '/dashboard/contacts', icon: Mail, permission: 'contacts.view' },
];

export function QuickActions({ permissions }: { permissions: readonly Permission[] }) {
  const shown = ACTIONS.filter((action) => permissions.includes(action.permission));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="quick-actions-heading" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="quick-actions-heading" className="text-lg font-semibold text-ink-900">
        Quick Actions
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {shown.map((action) => (
          <li key={action.href}>
            <Link
              href={action.href}
              className="flex items-center gap-3 rounded-md border border-ink-200 px-4 py-3 text-sm font-medium text-ink-800 hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <action.icon size={20} aria-hidden className="text-brand-700" />
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
