'use client';

/** Which of a list's dialogs is open (view, edit, delete, …) and for which item: one at a time. */
import { useState } from 'react';

export function useItemDialog<TKind extends string, TItem>() {
  const [dialog, setDialog] = useState<{ kind: TKind; item: TItem } | null>(null);
  return {
    /** Opens the dialog `kind` for `item`. */
    open: (kind: TKind, item: TItem) => setDialog({ kind, item }),
    close: () => setDialog(null),
    /** The item the dialog `kind` is open for, or null. */
    itemOf: (kind: TKind) => (dialog?.kind === kind ? dialog.item : null),
  };
}
