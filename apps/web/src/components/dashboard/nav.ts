/** The dashboard's sections, in sidebar order. */
import {
  Building2,
  FileText,
  Images,
  Info,
  LayoutDashboard,
  Mail,
  PanelsTopLeft,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

import { CONTACTS_PATH, TEAM_PATH } from './routes';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Paths under this prefix mark the entry as current. */
  match: string;
}

export const DASHBOARD_NAV: readonly NavItem[] = [
  { label: 'Overview', href: '/dashboard', icon: LayoutDashboard, match: '/dashboard' },
  { label: 'Services', href: '/dashboard/services', icon: Wrench, match: '/dashboard/services' },
  {
    label: 'Projects',
    href: '/dashboard/projects/all',
    icon: FileText,
    match: '/dashboard/projects',
  },
  {
    label: 'Banners',
    href: '/dashboard/banners/all',
    icon: PanelsTopLeft,
    match: '/dashboard/banners',
  },
  { label: 'Gallery', href: '/dashboard/gallery/all', icon: Images, match: '/dashboard/gallery' },
  { label: 'Contacts', href: CONTACTS_PATH, icon: Mail, match: CONTACTS_PATH },
  {
    label: 'Organization',
    href: '/dashboard/organization',
    icon: Building2,
    match: '/dashboard/organization',
  },
  { label: 'About Us', href: '/dashboard/about-us', icon: Info, match: '/dashboard/about-us' },
  { label: 'Team', href: TEAM_PATH, icon: Users, match: TEAM_PATH },
];

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.match === '/dashboard') return pathname === '/dashboard';
  return pathname === item.match || pathname.startsWith(`${item.match}/`);
}
