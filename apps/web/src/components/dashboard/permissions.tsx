'use client';

/**
 * What the signed-in user's role may do, for the dashboard's client components: the dashboard
 * layout fills it on the server from the same grant the API checks, and `useCan('projects.publish')`
 * reads it. It decides only what is shown: the API checks every call again (docs/roles.md).
 */
import type { Permission } from '@kasar/api/permissions';
import { createContext, useContext, type ReactNode } from 'react';

/** The signed-in user's role and its rights, as the dashboard shows them. */
export interface DashboardRole {
  id: string;
  name: string;
  permissions: readonly Permission[];
  /** Limited to chosen services: what is about every service (their order) is not offered. */
  limited: boolean;
}

/** Outside the dashboard's provider nothing is allowed: a missing provider hides, never shows. */
const NO_ROLE: DashboardRole = { id: '', name: '', permissions: [], limited: false };

const RoleContext = createContext<DashboardRole>(NO_ROLE);

export function PermissionsProvider({
  role,
  children,
}: {
  role: DashboardRole;
  children: ReactNode;
}) {
  return <RoleContext value={role}>{children}</RoleContext>;
}

/** The signed-in user's role. */
export function useRole(): DashboardRole {
  return useContext(RoleContext);
}

/** Whether the signed-in user's role holds `permission`. */
export function useCan(permission: Permission): boolean {
  return useContext(RoleContext).permissions.includes(permission);
}
