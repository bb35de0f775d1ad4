/**
 * Roles and what they may do. A right is a resource and an action (`projects.publish`); a role is
 * a set of rights. The five preset roles are defined here, in code, so that a new screen's rights
 * reach them with the code that adds it; a custom role (an Owner's copy of a preset, edited) keeps
 * its own list in the `roles` table. Every procedure names the right it needs in its own meta
 * (`permission`), and one middleware (middleware/permitted.ts) checks it on every path.
 */

/** What a right may be about, with the actions that make sense for it (the matrix's cells). */
export const RESOURCES = {
  services: { label: 'Services', actions: ['view', 'create', 'edit', 'publish', 'delete'] },
  projects: { label: 'Projects', actions: ['view', 'create', 'edit', 'publish', 'delete'] },
  gallery: { label: 'Gallery', actions: ['view', 'create', 'edit', 'publish', 'delete'] },
  banners: { label: 'Banners', actions: ['view', 'create', 'edit', 'publish', 'delete'] },
  about_us: { label: 'About Us', actions: ['view', 'edit'] },
  organization: { label: 'Organization and search appearance', actions: ['view', 'edit'] },
  redirects: { label: 'Redirects and the 404 log', actions: ['view', 'create', 'edit', 'delete'] },
  trash: { label: 'Trash', actions: ['view', 'restore', 'delete'] },
  contacts: { label: 'Contact submissions', actions: ['view', 'edit', 'delete', 'export'] },
  activity: { label: 'Activity log', actions: ['view'] },
  reviews: { label: 'Review queue', actions: ['view'] },
  releases: { label: 'Releases', actions: ['view', 'publish'] },
  team: { label: 'Team', actions: ['view', 'create', 'delete'] },
  security_policy: { label: 'Security policy', actions: ['edit'] },
  roles: { label: 'Roles and ownership', actions: ['edit'] },
  backups: { label: 'Backups', actions: ['export'] },
} as const satisfies Record<string, { label: string; actions: readonly Action[] }>;

export const ACTIONS = [
  'view',
  'create',
  'edit',
  'publish',
  'delete',
  'restore',
  'export',
] as const;
export type Action = (typeof ACTIONS)[number];

/** What each action means, as the roles screen explains it. */
export const ACTION_LABELS: Readonly<Record<Action, string>> = {
  view: 'View',
  create: 'Create',
  edit: 'Edit',
  publish: 'Publish (enable, disable, order, feature)',
  delete: 'Delete',
  restore: 'Restore',
  export: 'Export',
};

export type Resource = keyof typeof RESOURCES;

/** A right: `resource.action`, for an action the resource has. */
export type Permission = {
  [R in Resource]: `${R}.${(typeof RESOURCES)[R]['actions'][number]}`;
}[Resource];

/** Every right there is, in the matrix's order. */
export const PERMISSIONS: readonly Permission[] = (Object.keys(RESOURCES) as Resource[]).flatMap(
  (resource) => RESOURCES[resource].actions.map((action) => `${resource}.${action}` as Permission),
);

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * What a procedure needs: a right, or 'own-account' for what every signed-in user does to their
 * own account (their password, name, passkeys, sessions, two-factor, sign-out).
 */
export type Requirement = Permission | 'own-account';

export const PRESET_ROLE_IDS = ['owner', 'admin', 'editor', 'contributor', 'inquiries'] as const;
export type PresetRoleId = (typeof PRESET_ROLE_IDS)[number];

export function isPresetRoleId(id: string): id is PresetRoleId {
  return (PRESET_ROLE_IDS as readonly string[]).includes(id);
}

const all = (resource: Resource): Permission[] =>
  PERMISSIONS.filter((permission) => permission.startsWith(`${resource}.`));

const CONTENT: Resource[] = [
  'services',
  'projects',
  'gallery',
  'banners',
  'about_us',
  'organization',
  'redirects',
];

/** What an Admin lacks: who is on the team and with which rights are an Owner's decisions. */
const ADMIN_WITHOUT: readonly Permission[] = [
  'team.create',
  'team.delete',
  'roles.edit',
  'backups.export',
];

/** The preset roles: their names, what they are for, and their rights. */
export const PRESET_ROLES: Readonly<
  Record<PresetRoleId, { name: string; description: string; permissions: readonly Permission[] }>
> = {
  owner: {
    name: 'Owner',
    description:
      'Everything, including the team and its roles, the security policy, backups and deleting for ever.',
    permissions: PERMISSIONS,
  },
  admin: {
    name: 'Admin',
    description:
      'Everything except ownership, roles, team changes and backups: sees the team, but only an Owner invites or removes someone.',
    permissions: PERMISSIONS.filter((permission) => !ADMIN_WITHOUT.includes(permission)),
  },
  editor: {
    name: 'Editor',
    description:
      'All content (services, projects, banners, gallery, About Us, organization, search appearance, redirects), publishing it and restoring it from the trash. No team, backups or inquiries.',
    permissions: [
      ...CONTENT.flatMap(all),
      'trash.view',
      'trash.restore',
      'activity.view',
      'reviews.view',
      'releases.view',
      'releases.publish',
    ],
  },
  contributor: {
    name: 'Contributor',
    description:
      'Adds and edits projects and their photos, which stay disabled until someone who may publish enables them. Cannot publish, delete or reorder.',
    permissions: [
      'services.view',
      'projects.view',
      'projects.create',
      'projects.edit',
      'gallery.view',
      'gallery.create',
      'gallery.edit',
      'activity.view',
    ],
  },
  inquiries: {
    name: 'Inquiries',
    description:
      'Reads, answers, changes the status of and exports contact submissions. Nothing else.',
    permissions: ['contacts.view', 'contacts.edit', 'contacts.export'],
  },
};

/** Rights a role limited to chosen services never holds: they are about every service. */
const UNLIMITED_ONLY: readonly Permission[] = [
  'services.create',
  'trash.view',
  'trash.restore',
  'trash.delete',
];

/** A role as a request knows it: stored fields, with a preset's rights taken from the code. */
export interface RoleGrant {
  id: string;
  name: string;
  /** The preset this role is, or null for a custom role. */
  preset: PresetRoleId | null;
  permissions: ReadonlySet<Permission>;
  /** Holders must sign in with a second factor (beside the firm-wide switch). */
  requireTwoFactor: boolean;
  /**
   * The services a custom role is limited to (their projects and gallery images too), or null
   * for every service. Checked by domain/service-scope.ts where a call names a service's content.
   */
  serviceIds: readonly string[] | null;
}

/**
 * The rights of a stored role row: a preset's from the code, a custom role's from its row. With
 * a token's `scope` (rights asked for at sign-in), only the role's rights the scope names: a
 * token never exceeds its account's role, and a role change narrows it at its next request.
 */
export function grantOf(
  role: {
    id: string;
    name: string;
    permissions: string[];
    requireTwoFactor: boolean;
    serviceIds?: string[];
  },
  scope: readonly string[] = [],
): RoleGrant {
  const ofRole = isPresetRoleId(role.id)
    ? PRESET_ROLES[role.id].permissions
    : role.permissions.filter(isPermission);
  const serviceIds =
    isPresetRoleId(role.id) || !role.serviceIds?.length ? null : [...role.serviceIds];
  const permissions = ofRole
    .filter((permission) => scope.length === 0 || scope.includes(permission))
    // The trash and new services are every service's: a role limited to some has neither.
    .filter((permission) => serviceIds === null || !UNLIMITED_ONLY.includes(permission));
  return {
    id: role.id,
    name: role.name,
    preset: isPresetRoleId(role.id) ? role.id : null,
    permissions: new Set(permissions),
    requireTwoFactor: role.requireTwoFactor,
    serviceIds,
  };
}

export function can(grant: RoleGrant, permission: Permission): boolean {
  return grant.permissions.has(permission);
}

/** How a missing right reads in a 403: "publish projects", "view contact submissions". */
export function describePermission(permission: Permission): string {
  const [resource, action] = permission.split('.') as [Resource, Action];
  return `${action} ${RESOURCES[resource].label.toLowerCase()}`;
}
