'use client';

/**
 * The Trash screen's questions: delete for ever (one or the selected), restore an item together
 * with the service or project it needs, and restore a service under a new slug.
 */
import { Button, ConfirmDialog, Modal, TextField } from '@kasar/ui';
import { useState } from 'react';

import type { TrashItem } from './use-trash-mutations';

export function DeleteForeverDialog({
  items,
  busy,
  onClose,
  onConfirm,
}: {
  items: TrashItem[] | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (items: TrashItem[]) => void;
}) {
  const [only] = items ?? [];
  return (
    <ConfirmDialog
      open={items !== null}
      onClose={onClose}
      onConfirm={() => {
        if (items) onConfirm(items);
      }}
      title="Delete Forever"
      message={
        <p>
          {items && items.length === 1 && only ? (
            <>Delete &ldquo;{only.label}&rdquo; for ever, with its files?</>
          ) : (
            <>Delete the {items?.length} selected items for ever, with their files?</>
          )}{' '}
          This cannot be undone.
        </p>
      }
      confirmLabel="Delete forever"
      busy={busy}
      busyLabel="Deleting..."
    />
  );
}

/** The server's question when the item's service or project is in the trash too. */
export function RestoreWithParentDialog({
  message,
  busy,
  onClose,
  onConfirm,
}: {
  message: string | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={message !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      title="Restore Both"
      type="info"
      message={<p>{message}</p>}
      confirmLabel="Restore both"
      busy={busy}
      busyLabel="Restoring..."
    />
  );
}

/** A service whose slug was taken since: it comes back under the slug typed here. */
export function RestoreWithSlugDialog({
  conflict,
  busy,
  onClose,
  onRestore,
}: {
  conflict: { message: string; suggested: string; error?: string } | null;
  busy: boolean;
  onClose: () => void;
  onRestore: (slug: string) => void;
}) {
  return (
    <Modal
      open={conflict !== null}
      onClose={busy ? () => undefined : onClose}
      title="Restore With a New Slug"
      size="sm"
    >
      {conflict ? (
        // Keyed by the suggestion: a new conflict starts from its own suggested slug.
        <SlugForm
          key={conflict.suggested}
          conflict={conflict}
          busy={busy}
          onClose={onClose}
          onRestore={onRestore}
        />
      ) : null}
    </Modal>
  );
}

function SlugForm({
  conflict,
  busy,
  onClose,
  onRestore,
}: {
  conflict: { message: string; suggested: string; error?: string };
  busy: boolean;
  onClose: () => void;
  onRestore: (slug: string) => void;
}) {
  const [slug, setSlug] = useState(conflict.suggested);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onRestore(slug.trim());
      }}
    >
      <p className="text-sm text-ink-700">{conflict.message}</p>
      <TextField
        label="New slug"
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        error={conflict.error}
        required
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Restoring...' : 'Restore'}
        </Button>
      </div>
    </form>
  );
}
