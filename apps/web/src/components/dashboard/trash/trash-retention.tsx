'use client';

/**
 * How many days deleted items stay in the trash (TRASH_RETENTION_DAYS), for the texts that say
 * so: the dashboard layout reads it on the server and provides it to every screen.
 */
import { createContext, useContext, type ReactNode } from 'react';

const TrashRetention = createContext<number | null>(null);

export function TrashRetentionProvider({ days, children }: { days: number; children: ReactNode }) {
  return <TrashRetention.Provider value={days}>{children}</TrashRetention.Provider>;
}

/** The retention period in days (the layout always provides it). */
export function useTrashRetentionDays(): number {
  const days = useContext(TrashRetention);
  if (days === null) throw new Error('useTrashRetentionDays needs the dashboard layout');
  return days;
}

/** 'for 30 days', 'for 1 day'. */
export function forDays(days: number): string {
  return `for ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The sentence every delete confirmation ends with. */
export function TrashNotice() {
  const days = useTrashRetentionDays();
  return (
    <>
      It goes to the Trash, where it can be restored {forDays(days)}; after that it is deleted for
      ever.
    </>
  );
}
