/** The dashboard's sections, in sidebar order, each with the right that shows it. */
import type { Permission } from '@kasar/api/permissions';
import {
  Activity,
  Archive,
  Building2,
  ClipboardCheck,
  FileQuestionMark,
  FileText,
  Images,
  Info,
  LayoutDashboard,
  Mail,
  PanelsTopLeft,
  ShieldUser,
  Signpost,
  Trash2,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

import {
  ACTIVITY_PATH,
  BACKUP_PATH,
  CONTACTS_PATH,
  NOT_FOUND_LOG_PATH,
  REDIRECTS_PATH,
  REVIEW_PATH,
  ROLES_PATH,
  TEAM_PATH,
  TRASH_PATH,
} from './routes';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Paths under this prefix mark the entry as current. */
  match: string;
  /** The right the entry needs to be listed; null: every user's. */
  permission: Permission | null;
}

/** An entry current on `match` and the paths under it, leading to `href` (by default `match`). */
function entry(
  label: string,
  icon: LucideIcon,
  permission: Permission | null,
  match: string,
  href = match,
): NavItem {
  return { label, href, icon, match, permission };
}

export const DASHBOARD_NAV: readonly NavItem[] = [
  entry('Overview', LayoutDashboard, null, '/dashboard'),
  entry('Services', Wrench, 'services.view', '/dashboard/services'),
  entry('Projects', FileText, 'projects.view', '/dashboard/projects', '/dashboard/projects/all'),
  entry('Banners', PanelsTopLeft, 'banners.view', '/dashboard/banners', '/dashboard/banners/all'),
  entry('Gallery', Images, 'gallery.view', '/dashboard/gallery', '/dashboard/gallery/all'),
  entry('Review', ClipboardCheck, 'reviews.view', REVIEW_PATH),
  entry('Contacts', Mail, 'contacts.view', CONTACTS_PATH),
  entry('Organization', Building2, 'organization.view', '/dashboard/organization'),
  entry('About Us', Info, 'about_us.view', '/dashboard/about-us'),
  entry('Redirects', Signpost, 'redirects.view', REDIRECTS_PATH),
  entry('404 log', FileQuestionMark, 'redirects.view', NOT_FOUND_LOG_PATH),
  entry('Team', Users, 'team.view', TEAM_PATH),
  // Everyone who sees the Team reads the roles from there; the menu lists them for Owners.
  entry('Roles', ShieldUser, 'roles.edit', ROLES_PATH),
  entry('Activity', Activity, 'activity.view', ACTIVITY_PATH),
  entry('Trash', Trash2, 'trash.view', TRASH_PATH),
  entry('Backup', Archive, 'backups.export', BACKUP_PATH),
];

/** The entries a role with `permissions` sees, in sidebar order. */
export function navFor(permissions: readonly Permission[]): NavItem[] {
  return DASHBOARD_NAV.filter(
    (item) => item.permission === null || permissions.includes(item.permission),
  );
}

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.match === '/dashboard') return pathname === '/dashboard';
  return pathname === item.match || pathname.startsWith(`${item.match}/`);
}
