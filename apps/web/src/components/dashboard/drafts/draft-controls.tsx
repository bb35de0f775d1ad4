'use client';

/**
 * Drafts of a live item in its edit form (docs/publishing.md): the notice that the item has a
 * draft ('Draft saved by X at HH:MM — not public') with 'Discard draft', and the 'Save draft'
 * button beside the form's own save, which stays as it is and publishes at once.
 */
import { MESSAGES } from '@kasar/api/messages';
import { Button, ConfirmDialog } from '@kasar/ui';
import { useState } from 'react';

import { localTime } from '../history/stale-save';
import { PreviewLink } from '../preview-link';

/** A draft as the server answers it (`services.draft`). */
export interface DraftInfo {
  saved_by: string | null;
  saved_at: string;
}

export function DraftNotice({
  draft,
  previewPath,
  itemName,
  discarding,
  onDiscard,
}: {
  draft: DraftInfo;
  /** The public page that shows the item, opened as a staff preview with the draft applied. */
  previewPath: string;
  itemName: string;
  discarding: boolean;
  onDiscard: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <span role="status">
        {MESSAGES.draftNotice(draft.saved_by ?? MESSAGES.someoneElse, localTime(draft.saved_at))}
      </span>
      <span className="flex flex-wrap gap-2">
        <PreviewLink path={previewPath} itemName={`the draft of ${itemName}`} />
        <Button
          variant="secondary"
          size="sm"
          className="max-sm:min-h-11"
          onClick={() => setConfirming(true)}
        >
          Discard draft
        </Button>
      </span>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          onDiscard();
          setConfirming(false);
        }}
        title="Discard draft"
        message="The draft is dropped and the form shows the public version again. The draft stays in the history, where it can be restored."
        confirmLabel="Discard draft"
        busy={discarding}
        busyLabel="Discarding..."
      />
    </div>
  );
}

/** 'Save draft': checks and sends the form as a draft ('Saving draft...' while it is sent). */
export function SaveDraftButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy}>
      {busy ? 'Saving draft...' : 'Save draft'}
    </Button>
  );
}
