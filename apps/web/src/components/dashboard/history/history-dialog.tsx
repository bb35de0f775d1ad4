'use client';

/**
 * The 'History' button of an edit form and its dialog: the item's versions (who saved each, when,
 * which fields changed), newest first; a version selected shows field by field what differs from
 * the current values (images as thumbnails) and offers 'Restore this version', which saves it as
 * a new version and puts the restored values in the form.
 */
import { MESSAGES } from '@kasar/api/messages';
import { Button, cn, ConfirmDialog, Modal, Spinner } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Image from 'next/image';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { errorMessage } from '../errors';
import { LocalDate } from '../local-date';
import { changedFieldsText, compareVersion, type FieldComparison } from './version-diff';
import type { VersionCalls } from './version-calls';

interface HistoryProps<T extends object> {
  /** The dialog's title, e.g. 'Service history'. */
  title: string;
  calls: VersionCalls<T>;
  /** The values the form shows now (what a version is compared with). */
  current: T;
  /** Hears the item as restored, to put its values in the form. */
  onRestored: (item: T) => void;
}

export function HistoryButton<T extends object>(props: HistoryProps<T>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="max-sm:min-h-11"
        onClick={() => setOpen(true)}
      >
        History
      </Button>
      {open ? <HistoryDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function HistoryDialog<T extends object>({
  title,
  calls,
  current,
  onRestored,
  onClose,
}: HistoryProps<T> & { onClose: () => void }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <Modal open onClose={onClose} title={title} size="lg">
      {selected === null ? (
        <VersionList calls={calls} onSelect={setSelected} />
      ) : (
        <VersionComparison
          calls={calls}
          number={selected}
          current={current}
          onBack={() => setSelected(null)}
          onRestored={(item) => {
            onRestored(item);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function VersionList<T>({
  calls,
  onSelect,
}: {
  calls: VersionCalls<T>;
  onSelect: (number: number) => void;
}) {
  const [page, setPage] = useState(1);
  const versions = useQuery({
    queryKey: [...calls.key, 'page', page],
    queryFn: () => calls.list(page),
  });
  if (versions.isPending) return <Spinner />;
  if (versions.isError) {
    return <p role="alert">{errorMessage(versions.error, 'Failed to load the history')}</p>;
  }
  const { data, pagination } = versions.data;
  if (data.length === 0) {
    return <p className="text-sm text-ink-700">No versions saved yet.</p>;
  }
  const newest = page === 1 ? data[0]?.number : undefined;
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-700">
        Every save is kept as a version. Select one to compare it with the current values.
      </p>
      <ul
        aria-label="Versions"
        className="divide-y divide-ink-200 rounded-md border border-ink-200"
      >
        {data.map((version) => (
          <li key={version.number}>
            <button
              type="button"
              onClick={() => onSelect(version.number)}
              className="flex min-h-11 w-full flex-col items-start gap-1 px-4 py-3 text-left hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="font-medium text-ink-900">
                Version {version.number}
                {version.number === newest ? ' (current)' : ''}
              </span>
              <span className="text-sm text-ink-700">
                {version.saved_by ?? 'Saved before history was kept'} ·{' '}
                <LocalDate value={version.created_at} time />
              </span>
              <span className="text-sm text-ink-600">
                {changedFieldsText(version.changed_fields)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pagination.total_pages > 1 ? (
        <div className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            className="max-sm:min-h-11"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </Button>
          <span className="text-sm text-ink-700">
            Page {pagination.current_page} of {pagination.total_pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            className="max-sm:min-h-11"
            disabled={page >= pagination.total_pages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function VersionComparison<T extends object>({
  calls,
  number,
  current,
  onBack,
  onRestored,
}: {
  calls: VersionCalls<T>;
  number: number;
  current: T;
  onBack: () => void;
  onRestored: (item: T) => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const version = useQuery({
    queryKey: [...calls.key, 'number', number],
    queryFn: () => calls.get(number),
  });
  const restore = useMutation({
    mutationFn: () => calls.restore(number),
    onSuccess: (result) => {
      toast.success(MESSAGES.versionRestored);
      if (result.notice) toast.error(result.notice, { duration: 10_000 });
      for (const queryKey of [calls.key, ...calls.refetch]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      onRestored(result.item);
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorMessage(error, 'Failed to restore the version'));
    },
  });
  if (version.isPending) return <Spinner />;
  if (version.isError) {
    return <p role="alert">{errorMessage(version.error, 'Failed to load the version')}</p>;
  }
  const rows = compareVersion(version.data.data, current);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          <span className="font-medium text-ink-900">Version {number}</span>,{' '}
          {version.data.saved_by ?? 'saved before history was kept'},{' '}
          <LocalDate value={version.data.created_at} time />
        </p>
        <Button variant="secondary" size="sm" className="max-sm:min-h-11" onClick={onBack}>
          All versions
        </Button>
      </div>
      <ComparisonTable rows={rows} left="This version" right="Current" />
      <div className="flex justify-end max-sm:*:w-full">
        <Button className="max-sm:min-h-11" onClick={() => setConfirming(true)}>
          Restore this version
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => restore.mutate()}
        type="warning"
        title="Restore this version?"
        message={
          <p>
            The values of version {number} replace the current ones and are saved as a new version;
            the current values stay in the history.
          </p>
        }
        confirmLabel="Restore"
        busy={restore.isPending}
        busyLabel="Restoring..."
      />
    </div>
  );
}

/**
 * A record's fields side by side (the changed ones marked): `left` is what `rows` call the
 * version, `right` the state it is compared with (the History's current item, the Review's
 * published one).
 */
export function ComparisonTable({
  rows,
  left,
  right,
}: {
  rows: FieldComparison[];
  left: string;
  right: string;
}) {
  return (
    <>
      <div
        aria-hidden="true"
        className="hidden gap-3 text-xs font-semibold uppercase text-ink-600 sm:grid sm:grid-cols-[9rem_1fr_1fr]"
      >
        <span>Field</span>
        <span>{left}</span>
        <span>{right}</span>
      </div>
      <section aria-label="Comparison">
        <dl className="divide-y divide-ink-200">
          {rows.map((row) => (
            <div
              key={row.field}
              className={cn(
                'grid gap-2 px-2 py-3 sm:grid-cols-[9rem_1fr_1fr] sm:gap-3',
                row.changed && 'bg-amber-50',
              )}
            >
              <dt className="text-sm font-medium text-ink-900">
                {row.label}
                {row.changed ? <span className="block text-xs text-amber-800">Changed</span> : null}
              </dt>
              <dd className="text-sm text-ink-800">
                <span className="text-xs text-ink-600 sm:hidden">{left}: </span>
                <FieldValue row={row} lines={row.version} />
              </dd>
              <dd className="text-sm text-ink-800">
                <span className="text-xs text-ink-600 sm:hidden">{right}: </span>
                <FieldValue row={row} lines={row.current} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/** One side of a compared field: a thumbnail, a list or text; 'Empty' when there is nothing. */
function FieldValue({ row, lines }: { row: FieldComparison; lines: string[] }) {
  if (lines.length === 0) return <span className="text-ink-500">Empty</span>;
  if (row.kind === 'image') {
    return (
      <span className="relative block h-16 w-24 overflow-hidden rounded border border-ink-200">
        <Image src={lines[0] ?? ''} alt={row.label} fill unoptimized className="object-cover" />
      </span>
    );
  }
  if (row.kind === 'list') {
    return (
      <ul className="list-disc space-y-1 pl-4">
        {lines.map((line, index) => (
          <li key={`${index}:${line}`}>{line}</li>
        ))}
      </ul>
    );
  }
  return <span className="whitespace-pre-line break-words">{lines.join('\n')}</span>;
}
