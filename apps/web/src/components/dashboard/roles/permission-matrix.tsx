'use client';

/**
 * The rights of a custom role as a matrix of resources × actions: one group of checkboxes per
 * resource, holding only the actions that resource has (from roles.catalogue). The groups stack
 * and their boxes wrap, so that on a phone it reads down without sideways scrolling, each box a
 * 44 px line a finger ticks.
 */
import type { RouterOutputs } from '@kasar/api';
import { Checkbox } from '@kasar/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Catalogue = RouterOutputs['roles']['catalogue'];

export function PermissionMatrix({
  catalogue,
  field,
  error,
}: {
  catalogue: Catalogue;
  /** The form's `permissions` field: every checked box adds its `resource.action`. */
  field: UseFormRegisterReturn<'permissions'>;
  error: string | undefined;
}) {
  const labelOf = new Map(catalogue.actions.map((action) => [action.id, action.label]));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-800">Rights</legend>
      {catalogue.resources.map((resource) => (
        <fieldset
          key={resource.id}
          className="rounded-md border border-ink-200 px-3 py-2"
          aria-describedby={error ? 'permissions-error' : undefined}
        >
          <legend className="px-1 text-sm font-semibold text-ink-900">{resource.label}</legend>
          <div className="flex flex-wrap gap-x-5">
            {resource.actions.map((action) => (
              <Checkbox
                key={action}
                label={labelOf.get(action) ?? action}
                value={`${resource.id}.${action}`}
                className="max-md:w-full"
                {...field}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {error ? (
        <p id="permissions-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
