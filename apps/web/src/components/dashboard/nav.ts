/** The dashboard's sections, in sidebar order. */
import {
  Activity,
  Archive,
  Building2,
  FileQuestionMark,
  FileText,
  Images,
  Info,
  LayoutDashboard,
  Mail,
  PanelsTopLeft,
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
  TEAM_PATH,
  TRASH_PATH,
} from './routes';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Paths under this prefix mark the entry as current. */
  match: string;
}

/** An entry current on `match` and the paths under it, leading to `href` (by default `match`). */
function entry(label: string, icon: LucideIcon, match: string, href = match): NavItem {
  return { label, href, icon, match };
}

export const DASHBOARD_NAV: readonly NavItem[] = [
  entry('Overview', LayoutDashboard, '/dashboard'),
  entry('Services', Wrench, '/dashboard/services'),
  entry('Projects', FileText, '/dashboard/projects', '/dashboard/projects/all'),
  entry('Banners', PanelsTopLeft, '/dashboard/banners', '/dashboard/banners/all'),
  entry('Gallery', Images, '/dashboard/gallery', '/dashboard/gallery/all'),
  entry('Contacts', Mail, CONTACTS_PATH),
  entry('Organization', Building2, '/dashboard/organization'),
  entry('About Us', Info, '/dashboard/about-us'),
  entry('Redirects', Signpost, REDIRECTS_PATH),
  entry('404 log', FileQuestionMark, NOT_FOUND_LOG_PATH),
  entry('Team', Users, TEAM_PATH),
  entry('Activity', Activity, ACTIVITY_PATH),
  entry('Trash', Trash2, TRASH_PATH),
  entry('Backup', Archive, BACKUP_PATH),
];

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.match === '/dashboard') return pathname === '/dashboard';
  return pathname === item.match || pathname.startsWith(`${item.match}/`);
}
