'use client';

/**
 * The Review screen's releases (docs/publishing.md): changes of several services, projects and
 * banners (a draft published, an item enabled or disabled) put together and made in one
 * transaction, now ('Publish now') or at a time in the firm time zone ('Schedule...'), and put
 * back as one ('Revert'); 'Share preview' shows all of it to people without an account. Shown
 * to a role with `releases.view`; making, changing and publishing them needs `releases.publish`
 * (and the API checks the publish right on every item's kind).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  RELEASE_ENTITIES,
  SCHEDULED_ACTIONS,
  releaseCreateInput,
  type ReleaseAddItemInput,
  type ScheduledActionName,
} from '@kasar/validators';
import { Button, ConfirmDialog, Select, TextField, cn, type SelectOption } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { DeleteConfirm } from '../delete-confirm';
import { ACTION_LABELS } from '../drafts/schedule-controls';
import { SharePreviewButton } from '../drafts/share-preview';
import { EditDialog } from '../edit-dialog';
import { errorMessage, serverFieldErrors } from '../errors';
import { WHOLE_LIST_INPUT } from '../list-inputs';
import { ListStates } from '../list-states';
import { LocalDate } from '../local-date';
import { withToasts } from '../mutation-toasts';
import { useCan } from '../permissions';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';
import { KIND_LABELS } from './review-queue';

type Release = RouterOutputs['releases']['list'][number];
type ReleaseStatusName = Release['status'];
type ReleaseEntity = ReleaseAddItemInput['entity'];

/** What each kind of item is called (a release also enables or disables gallery photos). */
const RELEASE_KIND_LABELS: Readonly<Record<ReleaseEntity, string>> = {
  ...KIND_LABELS,
  gallery_image: 'Gallery photo',
};

const STATUS_LABELS: Record<ReleaseStatusName, string> = {
  open: 'Open',
  scheduled: 'Scheduled',
  published: 'Published',
  failed: 'Failed',
  reverted: 'Reverted',
};

const STATUS_CLASSES: Record<ReleaseStatusName, string> = {
  open: 'bg-ink-200 text-ink-800',
  scheduled: 'bg-sky-100 text-sky-900',
  published: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  reverted: 'bg-amber-100 text-amber-900',
};

/** The statuses of a release still to be published: its items may change. */
const PENDING: readonly ReleaseStatusName[] = ['open', 'scheduled', 'failed'];

const ACTION_OPTIONS: SelectOption[] = SCHEDULED_ACTIONS.map((action) => ({
  value: action,
  label: ACTION_LABELS[action],
}));

/** 'UTC+05:30': the zone's offset from UTC now, as the server writes it. */
function utcOffsetOf(timeZone: string, at = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `UTC${/^GMT([+-]\d{2}:\d{2})$/.exec(name ?? '')?.[1] ?? '+00:00'}`;
}

/** An instant as a datetime-local input's value ('2026-12-07T09:00') in `timeZone`. */
function localInputOf(at: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

function changesOf(count: number): string {
  return `${count} change${count === 1 ? '' : 's'}`;
}

/** The queries a release's change shows in: the releases, and what else it touched. */
function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  return {
    releases: () => invalidate(trpc.releases.pathKey()),
    schedules: () => {
      invalidate(trpc.releases.pathKey());
      invalidate(trpc.reviews.schedules.queryKey());
    },
    /** Published or reverted: the items, their drafts and the review queue changed too. */
    published: () => {
      invalidate(trpc.releases.pathKey());
      invalidate(trpc.reviews.list.queryKey());
      invalidate(trpc.reviews.schedules.queryKey());
      invalidate(trpc.services.pathKey());
      invalidate(trpc.projects.pathKey());
      invalidate(trpc.banners.pathKey());
    },
  };
}

export function Releases() {
  const trpc = useTRPC();
  const releases = useQuery(trpc.releases.list.queryOptions());
  const mayPublish = useCan('releases.publish');
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="releases-heading" className="mt-8 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="releases-heading" className="font-heading text-lg font-semibold text-ink-900">
          Releases
        </h2>
        {mayPublish ? (
          <Button className="max-sm:w-full" onClick={() => setCreating(true)}>
            New release
          </Button>
        ) : null}
      </div>
      <ListStates
        query={releases}
        loading="Loading the releases..."
        failed="Failed to load the releases"
        items={releases.data}
        empty={
          <p className="text-sm text-ink-600">
            No releases yet. A release publishes several drafts and changes together, now or at a
            set time.
          </p>
        }
      >
        {(rows) => (
          <ul aria-label="Releases" className="space-y-4">
            {rows.map((release) => (
              <li key={release.id}>
                <ReleaseCard release={release} mayPublish={mayPublish} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {creating ? <NewReleaseDialog onClose={() => setCreating(false)} /> : null}
    </section>
  );
}

function NewReleaseDialog({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useDashboardForm({
    resolver: zodResolver(releaseCreateInput),
    defaultValues: { name: '' },
  });
  const save = useFormSave(form, {
    save: (data) => client.releases.create.mutate(data),
    saved: MESSAGES.releaseCreated,
    refetch: [trpc.releases.pathKey()],
    failure: 'Failed to create the release',
    onSaved: onClose,
  });
  return (
    <EditDialog
      title="New release"
      submitLabel="Create release"
      savingLabel="Creating..."
      size="md"
      save={save}
      onClose={onClose}
    >
      <TextField
        label="Name"
        required
        autoComplete="off"
        placeholder="Spring launch"
        {...fieldProps(form, 'name')}
      />
    </EditDialog>
  );
}

function StatusLabel({ status }: { status: ReleaseStatusName }) {
  return (
    <span
      className={cn(
        'inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_CLASSES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** When the release was or will be published, and why it failed. */
function StatusLine({ release }: { release: Release }) {
  switch (release.status) {
    case 'scheduled':
      return (
        <p className="text-sm text-sky-900">
          Publishes on <time dateTime={release.due_at ?? undefined}>{release.due_at_local}</time> —
          scheduled by {release.scheduled_by ?? MESSAGES.someoneElse}
        </p>
      );
    case 'failed':
      return <p className="text-sm text-red-800 [overflow-wrap:anywhere]">{release.failure}</p>;
    case 'published':
    case 'reverted':
      return (
        <p className="text-sm text-ink-700">
          {release.published_at ? (
            <>
              Published on{' '}
              <time dateTime={release.published_at}>
                <LocalDate value={release.published_at} time />
              </time>
              {release.late ? ' (late)' : ''}
            </>
          ) : null}
          {release.reverted_at ? (
            <>
              {release.published_at ? '; reverted on ' : 'Reverted on '}
              <time dateTime={release.reverted_at}>
                <LocalDate value={release.reverted_at} time />
              </time>
            </>
          ) : null}
        </p>
      );
    case 'open':
      return null;
  }
}

function ReleaseCard({ release, mayPublish }: { release: Release; mayPublish: boolean }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const id = useId();
  const refresh = useRefresh();
  const [panel, setPanel] = useState<'add' | 'schedule' | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'revert' | 'delete' | null>(null);
  const publish = useMutation(trpc.releases.publish.mutationOptions());
  const revert = useMutation(trpc.releases.revert.mutationOptions());
  const remove = useMutation(trpc.releases.delete.mutationOptions());
  const cancelSchedule = useMutation(trpc.releases.cancelSchedule.mutationOptions());
  const removeItem = useMutation(trpc.releases.removeItem.mutationOptions());
  const pending = PENDING.includes(release.status);
  const count = release.items.length;
  const closeConfirm = { onSettled: () => setConfirm(null) };
  // A refused publish or revert names the item: it stays in the card, word for word.
  const refused = publish.error ?? revert.error;

  return (
    <article aria-labelledby={`${id}-name`} className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3
          id={`${id}-name`}
          className="font-heading font-semibold text-ink-900 [overflow-wrap:anywhere]"
        >
          {release.name}
        </h3>
        <StatusLabel status={release.status} />
      </div>
      <StatusLine release={release} />
      {count > 0 ? (
        <ul aria-label={`Changes of ${release.name}`} className="divide-y divide-ink-100 text-sm">
          {release.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2 max-sm:flex-col max-sm:items-stretch"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="block text-xs text-ink-600">
                  {RELEASE_KIND_LABELS[item.entity]}
                </span>
                <span className="font-medium text-ink-900">{item.label}</span>
                <span className="text-ink-700"> — {ACTION_LABELS[item.action]}</span>
              </span>
              {mayPublish && pending ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={removeItem.isPending}
                  onClick={() =>
                    removeItem.mutate(
                      { id: release.id, release_item_id: item.id },
                      withToasts(
                        MESSAGES.releaseItemRemoved,
                        'Failed to remove the change',
                        refresh.releases,
                      ),
                    )
                  }
                >
                  Remove
                  <span className="sr-only"> {item.label}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-600">No changes yet: add a draft or a change.</p>
      )}
      {refused ? (
        <p role="alert" className="text-sm text-red-800 [overflow-wrap:anywhere]">
          {errorMessage(
            refused,
            publish.error ? 'Failed to publish the release' : 'Failed to revert the release',
          )}
        </p>
      ) : null}
      {mayPublish && pending && panel === 'add' ? (
        <AddChangeForm release={release} onClose={() => setPanel(null)} />
      ) : null}
      {mayPublish && pending && panel === 'schedule' ? (
        <ScheduleForm release={release} onClose={() => setPanel(null)} />
      ) : null}
      {mayPublish ? (
        <div className="flex flex-wrap gap-2 border-t border-ink-100 pt-3 max-sm:flex-col max-sm:*:w-full">
          {pending ? (
            <>
              {panel !== 'add' ? (
                <Button variant="secondary" size="sm" onClick={() => setPanel('add')}>
                  Add a change
                </Button>
              ) : null}
              {count > 0 ? (
                <Button
                  size="sm"
                  onClick={() => {
                    publish.reset();
                    revert.reset();
                    setConfirm('publish');
                  }}
                >
                  Publish now
                </Button>
              ) : null}
              {count > 0 && panel !== 'schedule' ? (
                <Button variant="secondary" size="sm" onClick={() => setPanel('schedule')}>
                  Schedule...
                </Button>
              ) : null}
              {count > 0 ? (
                <SharePreviewButton
                  itemName={release.name}
                  sharing={{
                    queryKey: trpc.releases.previewLinks.queryKey({ id: release.id }),
                    list: () => client.releases.previewLinks.query({ id: release.id }),
                    share: (days) => client.releases.sharePreview.mutate({ id: release.id, days }),
                    revoke: (linkId) =>
                      client.releases.revokePreview.mutate({ id: release.id, link_id: linkId }),
                  }}
                />
              ) : null}
              {release.status === 'scheduled' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={cancelSchedule.isPending}
                  onClick={() =>
                    cancelSchedule.mutate(
                      { id: release.id },
                      withToasts(
                        MESSAGES.releaseScheduleCancelled,
                        'Failed to cancel the schedule',
                        refresh.schedules,
                      ),
                    )
                  }
                >
                  {cancelSchedule.isPending ? 'Cancelling...' : 'Cancel schedule'}
                </Button>
              ) : null}
            </>
          ) : null}
          {release.status === 'published' ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                publish.reset();
                revert.reset();
                setConfirm('revert');
              }}
            >
              Revert
            </Button>
          ) : null}
          {release.status !== 'published' ? (
            <Button variant="danger" size="sm" onClick={() => setConfirm('delete')}>
              Delete
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm === 'publish'}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          publish.mutate(
            { id: release.id },
            {
              ...withToasts(
                MESSAGES.releasePublished,
                'Failed to publish the release',
                refresh.published,
              ),
              ...closeConfirm,
            },
          )
        }
        title="Publish the release"
        type="info"
        message={
          <p>
            Publish the {changesOf(count)} of {release.name} now? They go public together.
          </p>
        }
        confirmLabel="Publish now"
        busy={publish.isPending}
        busyLabel="Publishing..."
      />
      <ConfirmDialog
        open={confirm === 'revert'}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          revert.mutate(
            { id: release.id },
            {
              ...withToasts(
                MESSAGES.releaseReverted,
                'Failed to revert the release',
                refresh.published,
              ),
              ...closeConfirm,
            },
          )
        }
        title="Revert the release"
        type="warning"
        message={<p>Put every item of {release.name} back to what it was before the release?</p>}
        confirmLabel="Revert"
        busy={revert.isPending}
        busyLabel="Reverting..."
      />
      <DeleteConfirm
        item={confirm === 'delete' ? release : null}
        title="Delete the release"
        onClose={() => setConfirm(null)}
        busy={remove.isPending}
        onConfirm={(item) =>
          remove.mutate(
            { id: item.id },
            {
              ...withToasts(MESSAGES.releaseDeleted, 'Failed to delete the release', () => {
                refresh.schedules();
              }),
              ...closeConfirm,
            },
          )
        }
      >
        {(item) =>
          `Delete “${item.name}”? Nothing of it is published: its drafts stay drafts, its items as they are.`
        }
      </DeleteConfirm>
    </article>
  );
}

/** The items of one kind the role may add, as choices of the Item select. */
function useItemChoices(kind: ReleaseEntity) {
  const trpc = useTRPC();
  const services = useQuery({
    ...trpc.services.list.queryOptions(WHOLE_LIST_INPUT),
    enabled: kind === 'service',
  });
  const projects = useQuery({
    ...trpc.projects.list.queryOptions(WHOLE_LIST_INPUT),
    enabled: kind === 'project',
  });
  const banners = useQuery({
    ...trpc.banners.list.queryOptions(WHOLE_LIST_INPUT),
    enabled: kind === 'banner',
  });
  const photos = useQuery({
    ...trpc.gallery.list.queryOptions(WHOLE_LIST_INPUT),
    enabled: kind === 'gallery_image',
  });
  switch (kind) {
    case 'service':
      return {
        query: services,
        options: services.data?.data.map((row) => ({ value: row.id, label: row.name })),
      };
    case 'project':
      return {
        query: projects,
        options: projects.data?.data.map((row) => ({ value: row.id, label: row.title })),
      };
    case 'banner':
      return {
        query: banners,
        options: banners.data?.data.map((row) => ({ value: row.id, label: row.headline })),
      };
    case 'gallery_image':
      return {
        query: photos,
        options: photos.data?.data.map((row) => ({
          value: row.id,
          label: `${row.project.title}: ${row.alt || `photo ${row.position + 1}`}`,
        })),
      };
  }
}

function AddChangeForm({ release, onClose }: { release: Release; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const mayPublishKind: Record<ReleaseEntity, boolean> = {
    service: useCan('services.publish'),
    project: useCan('projects.publish'),
    banner: useCan('banners.publish'),
    gallery_image: useCan('gallery.publish'),
  };
  const kinds = RELEASE_ENTITIES.filter((kind) => mayPublishKind[kind]);
  const [kind, setKind] = useState<ReleaseEntity>(kinds[0] ?? 'service');
  const [itemId, setItemId] = useState('');
  const [action, setAction] = useState<ScheduledActionName>('publish_draft');
  const choices = useItemChoices(kind);
  const add = useMutation(trpc.releases.addItem.mutationOptions());
  if (kinds.length === 0) {
    return (
      <p className="text-sm text-ink-700">
        Your role may not publish services, projects or banners.
      </p>
    );
  }
  const fieldErrors = serverFieldErrors(add.error);
  const general =
    add.error && Object.keys(fieldErrors).length === 0
      ? errorMessage(add.error, 'Failed to add the change')
      : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(
      { id: release.id, entity: kind, item_id: itemId, action },
      {
        onSuccess: () => {
          toast.success(MESSAGES.releaseItemAdded);
          setItemId('');
          refresh.releases();
        },
      },
    );
  };
  return (
    <form
      noValidate
      aria-label={`Add a change to ${release.name}`}
      className="space-y-3 rounded-md border border-ink-200 bg-ink-50 px-4 py-3"
      onSubmit={onSubmit}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Select
          label="Kind"
          name="entity"
          containerClassName="sm:w-36"
          options={kinds.map((name) => ({ value: name, label: RELEASE_KIND_LABELS[name] }))}
          value={kind}
          error={fieldErrors.entity}
          onChange={(event) => {
            const next = kinds.find((name) => name === event.target.value) ?? kind;
            setKind(next);
            setItemId('');
            // A photo has no draft: it is enabled or disabled.
            if (next === 'gallery_image' && action === 'publish_draft') setAction('enable');
            add.reset();
          }}
        />
        <Select
          label="Item"
          name="item_id"
          required
          containerClassName="min-w-0 sm:flex-1"
          placeholder={choices.query.isPending ? 'Loading...' : 'Choose one'}
          options={choices.options ?? []}
          value={itemId}
          disabled={choices.query.isPending}
          error={
            fieldErrors.item_id ??
            (choices.query.isError
              ? errorMessage(choices.query.error, 'Failed to load the items')
              : undefined)
          }
          onChange={(event) => {
            setItemId(event.target.value);
            add.reset();
          }}
        />
        <Select
          label="Change"
          name="action"
          containerClassName="sm:w-44"
          options={
            kind === 'gallery_image'
              ? ACTION_OPTIONS.filter((option) => option.value !== 'publish_draft')
              : ACTION_OPTIONS
          }
          value={action}
          error={fieldErrors.action}
          onChange={(event) => {
            setAction(SCHEDULED_ACTIONS.find((name) => name === event.target.value) ?? action);
            add.reset();
          }}
        />
      </div>
      {general ? (
        <p role="alert" className="text-sm text-red-800">
          {general}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 max-sm:flex-col max-sm:*:w-full">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}

function ScheduleForm({ release, onClose }: { release: Release; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [at, setAt] = useState(() =>
    release.due_at ? localInputOf(release.due_at, release.time_zone) : '',
  );
  const schedule = useMutation(trpc.releases.schedule.mutationOptions());
  const fieldErrors = serverFieldErrors(schedule.error);
  const general =
    schedule.error && Object.keys(fieldErrors).length === 0
      ? errorMessage(schedule.error, 'Failed to schedule the release')
      : null;
  return (
    <form
      noValidate
      aria-label={`Schedule ${release.name}`}
      className="space-y-3 rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950"
      onSubmit={(event) => {
        event.preventDefault();
        schedule.mutate(
          { id: release.id, at },
          {
            onSuccess: () => {
              toast.success(MESSAGES.releaseScheduled);
              refresh.schedules();
              onClose();
            },
          },
        );
      }}
    >
      <TextField
        label="Date and time"
        type="datetime-local"
        name="at"
        required
        containerClassName="sm:max-w-xs"
        value={at}
        hint={`In the firm time zone: ${release.time_zone} (${utcOffsetOf(release.time_zone)})`}
        error={fieldErrors.at}
        onChange={(event) => {
          setAt(event.target.value);
          schedule.reset();
        }}
      />
      {general ? (
        <p role="alert" className="text-red-800">
          {general}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 max-sm:flex-col max-sm:*:w-full">
        <Button type="submit" size="sm" disabled={schedule.isPending}>
          {schedule.isPending ? 'Scheduling...' : 'Schedule'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
