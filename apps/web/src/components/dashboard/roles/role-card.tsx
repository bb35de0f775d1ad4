'use client';

/**
 * One role on the Roles screen: its name, description, how many people have it and its rights by
 * resource; for an Owner, 'Copy' and 'View as', and on a custom role Edit and Delete (once nobody has it), and
 * the two-factor switch on a preset (a custom role has it in its form).
 */
import type { RouterOutputs } from '@kasar/api';
import { Button, Checkbox } from '@kasar/ui';
import { Copy, Eye, Pencil, Trash2 } from 'lucide-react';

type Role = RouterOutputs['roles']['list'][number];
type Catalogue = RouterOutputs['roles']['catalogue'];

export interface RoleCardActions {
  onCopy: () => void;
  /** 'View as role': the dashboard as this role sees it, read-only. */
  onViewAs: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onTwoFactorChange: (required: boolean) => void;
  /** While the role's two-factor rule is being changed. */
  changingTwoFactor: boolean;
}

/** The role's rights, resource by resource, in the catalogue's order. */
function RightsList({ role, catalogue }: { role: Role; catalogue: Catalogue }) {
  const labelOf = new Map(catalogue.actions.map((action) => [action.id, action.label]));
  const held = new Set<string>(role.permissions);
  const rows = catalogue.resources
    .map((resource) => ({
      resource,
      actions: resource.actions.filter((action) => held.has(`${resource.id}.${action}`)),
    }))
    .filter((row) => row.actions.length > 0);
  if (rows.length === 0) return <p className="text-sm text-ink-600">No rights.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(({ resource, actions }) => (
        <div key={resource.id}>
          <dt className="font-medium text-ink-900">{resource.label}</dt>
          <dd className="text-ink-700">
            {actions.map((action) => labelOf.get(action) ?? action).join(', ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function RoleCard({
  role,
  catalogue,
  actions,
}: {
  role: Role;
  catalogue: Catalogue;
  /** The Owner's actions; null for everyone else, who reads the role. */
  actions: RoleCardActions | null;
}) {
  return (
    <article aria-label={role.name} className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-ink-900">{role.name}</h3>
        <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-800">
          {role.preset ? 'Preset' : 'Custom'}
        </span>
        {role.require_two_factor ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            Two-factor required
          </span>
        ) : null}
        {role.service_ids.length > 0 ? (
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
            Limited to {role.service_ids.length}{' '}
            {role.service_ids.length === 1 ? 'service' : 'services'}
          </span>
        ) : null}
        <span className="ml-auto text-sm text-ink-600">
          {role.user_count} {role.user_count === 1 ? 'person' : 'people'}
        </span>
      </div>
      {role.description ? <p className="text-sm text-ink-700">{role.description}</p> : null}
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-800 max-md:flex max-md:min-h-11 max-md:items-center">
          Rights ({role.permissions.length})
        </summary>
        <div className="mt-2">
          <RightsList role={role} catalogue={catalogue} />
        </div>
      </details>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-ink-100 pt-3">
          {role.preset ? (
            <Checkbox
              label="Require two-factor sign-in for this role"
              checked={role.require_two_factor}
              disabled={actions.changingTwoFactor}
              onChange={(event) => actions.onTwoFactorChange(event.target.checked)}
              className="mr-auto"
            />
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={actions.onCopy}
            aria-label={`Copy ${role.name}`}
          >
            <Copy size={16} aria-hidden />
            Copy
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={actions.onViewAs}
            aria-label={`View as ${role.name}`}
          >
            <Eye size={16} aria-hidden />
            View as
          </Button>
          {role.preset ? null : (
            <Button
              variant="secondary"
              size="sm"
              onClick={actions.onEdit}
              aria-label={`Edit ${role.name}`}
            >
              <Pencil size={16} aria-hidden />
              Edit
            </Button>
          )}
          {!role.preset && role.user_count === 0 ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700"
              onClick={actions.onDelete}
              aria-label={`Delete ${role.name}`}
            >
              <Trash2 size={16} aria-hidden />
              Delete
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
