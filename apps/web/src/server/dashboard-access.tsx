/**
 * Who may open a dashboard screen, decided on the server before the screen asks for any data:
 * the signed-in user's role, read once per request (the layout and the page share it) from the
 * database, so that a role changed a moment ago applies at the next request. A screen whose right
 * the role lacks renders the forbidden screen instead of firing calls the API would refuse.
 */
import 'server-only';

import { can, type Permission, type RoleGrant } from '@kasar/api/permissions';
import type { ReactNode } from 'react';

import { ForbiddenScreen } from '~/components/dashboard/forbidden-screen';
import { requestUser } from '~/trpc/server';

/**
 * The rights of the request's session, as the API checks them: its role, or the one an Owner
 * views the dashboard as.
 */
export async function dashboardGrant(): Promise<RoleGrant | null> {
  return (await requestUser())?.role ?? null;
}

/** The role an Owner's session views the dashboard as (read-only), or null. */
export async function viewingAs(): Promise<{ id: string; name: string } | null> {
  return (await requestUser())?.viewingAs ?? null;
}

/** Whether the signed-in user's role holds `permission`. */
export async function roleHolds(permission: Permission): Promise<boolean> {
  const grant = await dashboardGrant();
  return grant !== null && can(grant, permission);
}

/**
 * The forbidden screen when the signed-in user's role lacks `permission`, otherwise null. A page
 * starts with `const forbidden = await forbiddenUnless('projects.view'); if (forbidden) return
 * forbidden;`, before its prefetches. Signed out, the layout sends the visitor to /login.
 */
export async function forbiddenUnless(permission: Permission): Promise<ReactNode | null> {
  const grant = await dashboardGrant();
  if (grant && can(grant, permission)) return null;
  return <ForbiddenScreen roleName={grant?.name ?? null} permission={permission} />;
}
