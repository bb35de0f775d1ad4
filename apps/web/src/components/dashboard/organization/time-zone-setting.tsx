'use client';

/**
 * The firm time zone on the Organization screen (docs/publishing.md): the zone scheduled changes
 * are entered and shown in, whatever the browser's or the server's. The server's until it is set.
 */
import { MESSAGES } from '@kasar/api/messages';
import { Button, Select } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { errorMessage, serverFieldErrors } from '../errors';
import { useCan } from '../permissions';

/**
 * Every zone this browser knows, by name; on the server and until hydrated, only `current`: the
 * server's list may differ from the browser's, and the first render must match.
 */
function zoneOptions(current: string, hydrated: boolean) {
  const zones = hydrated ? Intl.supportedValuesOf('timeZone') : [current];
  const names = zones.includes(current) ? zones : [current, ...zones];
  return names.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** Nothing changes where the component renders: no subscription to make. */
const subscribeToNothing = () => () => {};

export function TimeZoneSetting() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const canEdit = useCan('organization.edit');
  const zone = useQuery(trpc.organization.timeZone.queryOptions());
  const [chosen, setChosen] = useState<string | null>(null);
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const saving = useMutation({
    mutationFn: (timeZone: string) =>
      client.organization.setTimeZone.mutate({ time_zone: timeZone }),
    onSuccess: () => {
      toast.success(MESSAGES.timeZoneSaved);
      setChosen(null);
      void queryClient.invalidateQueries({ queryKey: trpc.organization.timeZone.pathKey() });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to save the time zone')),
  });
  if (!zone.data) return null;
  const value = chosen ?? zone.data.time_zone;
  return (
    <section
      aria-labelledby="time-zone-heading"
      className="mt-8 space-y-3 rounded-lg border border-ink-200 bg-white p-4 sm:p-6"
    >
      <h2 id="time-zone-heading" className="font-heading text-lg font-semibold text-ink-900">
        Firm time zone
      </h2>
      <Select
        label="Time zone"
        value={value}
        disabled={!canEdit}
        options={zoneOptions(value, hydrated)}
        onChange={(event) => setChosen(event.target.value)}
        error={serverFieldErrors(saving.error).time_zone}
        hint={
          zone.data.is_set
            ? `Scheduled changes are entered and shown in this zone (now ${zone.data.utc_offset}).`
            : `Not set: the server's zone, ${zone.data.server_time_zone} (now ${zone.data.utc_offset}), is used.`
        }
      />
      {canEdit ? (
        <Button
          size="sm"
          className="max-sm:min-h-11"
          disabled={saving.isPending || (chosen === null && zone.data.is_set)}
          onClick={() => saving.mutate(value)}
        >
          {saving.isPending ? 'Saving...' : 'Save time zone'}
        </Button>
      ) : null}
    </section>
  );
}
