'use client';

/**
 * Drafts of a live item in its edit form (docs/publishing.md): the notice that the item has a
 * draft ('Draft saved by X at HH:MM — not public') with 'Discard draft', and the 'Save draft'
 * button beside the form's own save, which stays as it is and publishes at once.
 */
import { MESSAGES } from '@kasar/api/messages';
import { Button, ConfirmDialog, Modal } from '@kasar/ui';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { submitErrorOf } from '../errors';
import { localTime } from '../history/stale-save';
import { PreviewLink } from '../preview-link';
import { SharePreviewButton, type PreviewSharing } from './share-preview';

/** A draft as the server answers it (`services.draft`). */
export interface DraftInfo {
  saved_by: string | null;
  saved_at: string;
  review: {
    submitted_at: string | null;
    submitted_by: string | null;
    changes_requested: { by: string | null; at: string; comment: string } | null;
  };
}

/** Where the draft stands in review: waiting in the queue, or sent back with a comment. */
function ReviewState({ review }: { review: DraftInfo['review'] }) {
  if (review.submitted_at) {
    return (
      <span className="block font-medium">
        {MESSAGES.reviewPending(
          review.submitted_by ?? MESSAGES.someoneElse,
          localTime(review.submitted_at),
        )}
      </span>
    );
  }
  const changes = review.changes_requested;
  if (!changes) return null;
  return (
    <span className="block">
      <span className="font-medium">
        {MESSAGES.reviewChanges(changes.by ?? MESSAGES.someoneElse, localTime(changes.at))}
      </span>{' '}
      <q className="whitespace-pre-line">{changes.comment}</q>
    </span>
  );
}

export function DraftNotice({
  draft,
  previewPath,
  itemName,
  discarding,
  onDiscard,
  sharing,
}: {
  draft: DraftInfo;
  /** The public page that shows the item, opened as a staff preview with the draft applied. */
  previewPath: string;
  itemName: string;
  discarding: boolean;
  onDiscard: () => void;
  /** 'Share preview': links to the draft for people without an account. */
  sharing: PreviewSharing;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <span role="status">
        {MESSAGES.draftNotice(draft.saved_by ?? MESSAGES.someoneElse, localTime(draft.saved_at))}
        <ReviewState review={draft.review} />
      </span>
      <span className="flex flex-wrap gap-2">
        <PreviewLink path={previewPath} itemName={`the draft of ${itemName}`} />
        <SharePreviewButton sharing={sharing} itemName={itemName} />
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

/**
 * The draft buttons beside the form's own: 'Save draft' (unless it is the form's own button, for
 * who may change the live item only through drafts) and 'Submit for review', which saves the
 * form as a draft and puts it in the Review queue.
 */
export function DraftButtons({
  draftsOnly,
  saveDraft,
  submit,
}: {
  draftsOnly: boolean;
  saveDraft: { saving: boolean; send: () => void };
  submit: { saving: boolean; send: () => void };
}) {
  return (
    <>
      {draftsOnly ? null : <SaveDraftButton busy={saveDraft.saving} onClick={saveDraft.send} />}
      <Button variant="secondary" onClick={submit.send} disabled={submit.saving}>
        {submit.saving ? 'Submitting...' : 'Submit for review'}
      </Button>
    </>
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

/** The edit dialog while it reads whether the item has a draft (the form starts from it). */
export function DraftLoadingDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={title} size="lg">
      <p className="text-sm text-ink-600">Loading...</p>
    </Modal>
  );
}

/**
 * The draft side of an edit form: the draft it shows, 'Discard draft' (then the form shows the
 * live item, read with `readLive`) and the reload after a refused stale save (the live item and
 * its draft, merged by `readWorkingCopy`). `show` puts an item's state in the form.
 */
export function useDraftActions<Item>({
  initial,
  expectedUpdatedAt,
  discard,
  readLive,
  readWorkingCopy,
  show,
  refetch,
}: {
  initial: DraftInfo | null;
  /** The `updated_at` of what the form shows (the draft's when it has one). */
  expectedUpdatedAt: string;
  discard: (expectedUpdatedAt: string) => Promise<{ message: string }>;
  readLive: () => Promise<Item>;
  readWorkingCopy: () => Promise<{ item: Item; draft: DraftInfo | null }>;
  show: (item: Item) => void;
  /** The queries that show the item (its list and its draft), fetched again after a discard. */
  refetch: QueryKey;
}) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<DraftInfo | null>(initial);
  const discarding = useMutation({
    mutationFn: () => discard(expectedUpdatedAt),
    onSuccess: async (result) => {
      toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: refetch });
      setShown(null);
      show(await readLive());
    },
    onError: (error) => toast.error(submitErrorOf(error, 'Failed to discard the draft')),
  });
  const reload = async () => {
    const { item, draft } = await readWorkingCopy();
    setShown(draft);
    show(item);
  };
  return {
    draft: shown,
    discarding: discarding.isPending,
    onDiscard: () => discarding.mutate(),
    reload,
  };
}
