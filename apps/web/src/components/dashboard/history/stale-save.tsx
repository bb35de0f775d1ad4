'use client';

/**
 * A save refused because someone else saved the item since the form was loaded (409): what the
 * server sent with the refusal, and the notice the form shows in place of its submit error, with
 * a 'Reload' button that puts the current values in the form.
 */
import { Alert, Button } from '@kasar/ui';
import { TRPCClientError } from '@trpc/client';

export interface StaleSave {
  /** The item as it is now, in its read's shape. */
  current: Record<string, unknown>;
  /** Who saved it last (a name or e-mail), null when unknown. */
  changed_by: string | null;
  changed_at: string;
}

/** The details of a stale-save refusal, or null for any other error. */
export function staleSaveOf(error: unknown): StaleSave | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { conflict?: StaleSave | null } | undefined;
  return data?.conflict ?? null;
}

/** 'HH:MM' of a timestamp in the browser's time zone (24-hour clock). */
export function localTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

export function StaleSaveNotice({
  conflict,
  onReload,
}: {
  conflict: StaleSave;
  onReload: () => void;
}) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>
        Changed by {conflict.changed_by ?? 'someone else'} at {localTime(conflict.changed_at)} —
        reload to see it.
      </span>
      <Button variant="secondary" size="sm" className="max-sm:min-h-11" onClick={onReload}>
        Reload
      </Button>
    </Alert>
  );
}
