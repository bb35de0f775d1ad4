'use client';

/**
 * 'Share preview' on a draft (docs/publishing.md): makes a link that shows the public site with
 * this draft applied to anyone who has it, without an account, for 1, 7 or 30 days; the link is
 * shown once, to copy. The item's links are listed with who made each, when it expires and when
 * it was last opened, and each can be revoked. Making one asks the user to confirm it is them.
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { Button, Modal, Select } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';

import { errorMessage } from '../errors';
import { LocalDate } from '../local-date';
import { useConfirmIdentity } from '../security/confirm-identity';

type PreviewLink = RouterOutputs['services']['previewLinks'][number];
type SharedLink = RouterOutputs['services']['sharePreview'];

/** What sharing the item's draft calls. */
export interface PreviewSharing {
  /** The query key of the item's links, and how to read them. */
  queryKey: readonly unknown[];
  list: () => Promise<PreviewLink[]>;
  share: (days: number) => Promise<SharedLink>;
  revoke: (linkId: string) => Promise<{ message: string }>;
}

const DAY_OPTIONS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
];

const STATUS_LABELS: Record<PreviewLink['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

function LinkRow({
  link,
  revoking,
  onRevoke,
}: {
  link: PreviewLink;
  revoking: boolean;
  onRevoke: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-200 py-2 text-sm">
      <span>
        <span className="font-medium">{STATUS_LABELS[link.status]}</span>
        {' · '}made by {link.created_by ?? MESSAGES.someoneElse},{' '}
        <LocalDate value={link.created_at} time />
        {' · '}expires <LocalDate value={link.expires_at} time />
        {' · '}
        {link.last_opened_at ? (
          <>
            last opened <LocalDate value={link.last_opened_at} time />
          </>
        ) : (
          'never opened'
        )}
      </span>
      {link.status === 'active' ? (
        <Button
          variant="secondary"
          size="sm"
          className="max-sm:min-h-11"
          disabled={revoking}
          onClick={onRevoke}
        >
          {revoking ? 'Revoking...' : 'Revoke'}
        </Button>
      ) : null}
    </li>
  );
}

function SharePreviewDialog({
  sharing,
  itemName,
  onClose,
}: {
  sharing: PreviewSharing;
  itemName: string;
  onClose: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const confirmThen = useConfirmIdentity();
  const [days, setDays] = useState('7');
  const [shared, setShared] = useState<SharedLink | null>(null);
  // Read afresh on opening: a link may have been opened (or revoked) since.
  const links = useQuery({
    queryKey: sharing.queryKey,
    queryFn: sharing.list,
    refetchOnMount: 'always',
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sharing.queryKey });
  const sharingNow = useMutation({
    mutationFn: () => sharing.share(Number(days)),
    onSuccess: (link) => {
      toast.success(MESSAGES.previewShared);
      setShared(link);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to make the preview link')),
  });
  const revoking = useMutation({
    mutationFn: (linkId: string) => sharing.revoke(linkId),
    onSuccess: (result) => {
      toast.success(result.message);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to revoke the preview link')),
  });
  return (
    <Modal open onClose={onClose} title={`Share preview of ${itemName}`} size="lg">
      <div className="space-y-4 text-sm text-ink-800">
        <p>
          Anyone with the link sees this draft on the public site, without an account, until it
          expires or is revoked. Search engines never index it.
        </p>
        {shared ? (
          <div className="space-y-2">
            <label htmlFor={`${id}-url`} className="block font-medium">
              Preview link (shown once: copy it now)
            </label>
            <span className="flex flex-wrap gap-2">
              <input
                id={`${id}-url`}
                readOnly
                value={shared.url}
                className="min-h-11 min-w-0 flex-1 rounded-md border border-ink-300 bg-white px-3"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                variant="secondary"
                className="max-sm:min-h-11"
                onClick={() =>
                  void navigator.clipboard
                    .writeText(shared.url)
                    .then(() => toast.success('Link copied'))
                    .catch(() => toast.error('Copy the link from the field'))
                }
              >
                Copy link
              </Button>
            </span>
          </div>
        ) : (
          <span className="flex flex-wrap items-end gap-3">
            <Select
              label="Link works for"
              value={days}
              options={DAY_OPTIONS}
              onChange={(event) => setDays(event.target.value)}
            />
            <Button
              className="max-sm:min-h-11"
              disabled={sharingNow.isPending}
              onClick={() => void confirmThen(() => sharingNow.mutate())}
            >
              {sharingNow.isPending ? 'Making link...' : 'Make link'}
            </Button>
          </span>
        )}
        <section aria-labelledby={`${id}-links`}>
          <h3 id={`${id}-links`} className="font-semibold text-ink-900">
            Links to this item
          </h3>
          {links.isPending ? (
            <p>Loading...</p>
          ) : links.isError ? (
            <p className="text-red-800">Failed to load the preview links</p>
          ) : links.data.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul>
              {links.data.map((link) => (
                <LinkRow
                  key={link.id}
                  link={link}
                  revoking={revoking.isPending && revoking.variables === link.id}
                  onRevoke={() => revoking.mutate(link.id)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Modal>
  );
}

/** 'Share preview' beside the draft's own Preview, with its dialog. */
export function SharePreviewButton({
  sharing,
  itemName,
}: {
  sharing: PreviewSharing;
  itemName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="max-sm:min-h-11"
        onClick={() => setOpen(true)}
      >
        Share preview
      </Button>
      {open ? (
        <SharePreviewDialog sharing={sharing} itemName={itemName} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
