'use client';

/**
 * 'Limited to services' of a custom role: the services whose content (their projects and gallery
 * images) the role's holders work on; none ticked is every service. Controlled by the form (a
 * list, also when there is a single service).
 */
import { Checkbox } from '@kasar/ui';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { WHOLE_LIST_INPUT } from '../list-inputs';

export function ServiceLimitField({
  chosen,
  onChange,
}: {
  /** The ids of the services ticked. */
  chosen: readonly string[];
  onChange: (serviceIds: string[]) => void;
}) {
  const trpc = useTRPC();
  const services = useQuery(trpc.services.list.queryOptions(WHOLE_LIST_INPUT));
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-ink-800">Limited to services</legend>
      <p className="text-sm text-ink-600">
        None ticked: every service. Ticked: only those services, their projects and photos.
      </p>
      {services.isError ? (
        <p className="text-sm text-red-700">Failed to load the services</p>
      ) : null}
      <div className="flex flex-wrap gap-x-5">
        {(services.data?.data ?? []).map((service) => (
          <Checkbox
            key={service.id}
            label={service.name}
            checked={chosen.includes(service.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, service.id]
                  : chosen.filter((id) => id !== service.id),
              )
            }
            className="max-md:w-full"
          />
        ))}
      </div>
    </fieldset>
  );
}
