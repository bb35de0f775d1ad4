'use client';

/**
 * The Review screen (docs/publishing.md): the drafts submitted for review, oldest first. 'Review'
 * on a row opens the draft beside the published item (the history's comparison), with 'Publish',
 * 'Request changes' (a comment its author sees on the item and receives by mail) and
 * 'Schedule...' (the publish at a time) for a role that may publish that kind of item.
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import type { ScheduledActionName } from '@kasar/validators';
import { Button, EmptyState, Modal, Spinner, TextArea } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { DataTable } from '../data-table';
import { ScheduleSection } from '../drafts/schedule-controls';
import { errorMessage, serverFieldErrors } from '../errors';
import { ComparisonTable } from '../history/history-dialog';
import { compareVersion } from '../history/version-diff';
import { ListStates } from '../list-states';
import { LocalDate } from '../local-date';
import { PageHeader } from '../page-header';

type ReviewItem = RouterOutputs['reviews']['list'][number];

/** What a draft (or a scheduled change) is of, as the Review screen names it. */
export const KIND_LABELS: Readonly<Record<ReviewItem['entity'], string>> = {
  service: 'Service',
  project: 'Project',
  banner: 'Banner',
};

export function ReviewQueue() {
  const trpc = useTRPC();
  const queue = useQuery(trpc.reviews.list.queryOptions());
  const [open, setOpen] = useState<ReviewItem | null>(null);
  return (
    <>
      <PageHeader
        title="Review"
        description="Drafts submitted for review, oldest first. Nothing here is public until it is published."
      />
      <ListStates
        query={queue}
        loading="Loading the review queue..."
        failed="Failed to load the review queue"
        items={queue.data}
        empty={<EmptyState title="Nothing waits for review." />}
      >
        {(rows) => (
          <DataTable
            label="Drafts waiting for review"
            rows={rows}
            rowKey={(row) => `${row.entity}:${row.id}`}
            columns={[
              {
                heading: 'Item',
                className: 'font-medium text-ink-900 [overflow-wrap:anywhere]',
                cell: (row) => (
                  <>
                    <span className="block text-xs font-normal text-ink-600">
                      {KIND_LABELS[row.entity]}
                    </span>
                    {row.label}
                  </>
                ),
              },
              {
                heading: 'Submitted',
                className: 'text-ink-700',
                cell: (row) => (
                  <>
                    {row.submitted_by ?? MESSAGES.someoneElse},{' '}
                    <time dateTime={row.submitted_at}>
                      <LocalDate value={row.submitted_at} time />
                    </time>
                  </>
                ),
              },
            ]}
            actions={(row, placement) => (
              <Button
                variant="secondary"
                size={placement === 'card' ? undefined : 'sm'}
                onClick={() => setOpen(row)}
              >
                Review
                <span className="sr-only"> {row.label}</span>
              </Button>
            )}
          />
        )}
      </ListStates>
      {open ? <ReviewDialog item={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/**
 * What the review of one draft calls: the live item, its draft, publish, request changes, and
 * its scheduled change (read, schedule, cancel).
 */
interface ReviewCalls {
  readLive: () => Promise<{ is_enabled: boolean }>;
  readDraft: () => Promise<{ data: Record<string, unknown> } | null>;
  publish: () => Promise<{ notice: string | null }>;
  requestChanges: (comment: string) => Promise<{ message: string }>;
  scheduleKey: QueryKey;
  readSchedule: () => Promise<RouterOutputs['services']['schedule']>;
  schedule: (input: { action: ScheduledActionName; at: string }) => Promise<unknown>;
  cancelSchedule: () => Promise<{ message: string }>;
}

/** The calls of one kind of item, by name. */
function useReviewCalls(item: ReviewItem): ReviewCalls {
  const client = useTRPCClient();
  const trpc = useTRPC();
  switch (item.entity) {
    case 'service':
      return {
        readLive: () => client.services.get.query({ id: item.id }),
        readDraft: () => client.services.draft.query({ id: item.id }),
        publish: () => client.services.publishDraft.mutate({ id: item.id }),
        requestChanges: (comment: string) =>
          client.services.requestChanges.mutate({ id: item.id, comment }),
        scheduleKey: trpc.services.schedule.queryKey({ id: item.id }),
        readSchedule: () => client.services.schedule.query({ id: item.id }),
        schedule: (input) => client.services.scheduleChange.mutate({ id: item.id, ...input }),
        cancelSchedule: () => client.services.cancelSchedule.mutate({ id: item.id }),
      };
    case 'project':
      return {
        readLive: () => client.projects.get.query({ id: item.id }),
        readDraft: () => client.projects.draft.query({ id: item.id }),
        publish: () => client.projects.publishDraft.mutate({ id: item.id }),
        requestChanges: (comment: string) =>
          client.projects.requestChanges.mutate({ id: item.id, comment }),
        scheduleKey: trpc.projects.schedule.queryKey({ id: item.id }),
        readSchedule: () => client.projects.schedule.query({ id: item.id }),
        schedule: (input) => client.projects.scheduleChange.mutate({ id: item.id, ...input }),
        cancelSchedule: () => client.projects.cancelSchedule.mutate({ id: item.id }),
      };
    case 'banner':
      return {
        readLive: () => client.banners.get.query({ id: item.id }),
        readDraft: () => client.banners.draft.query({ id: item.id }),
        publish: () => client.banners.publishDraft.mutate({ id: item.id }),
        requestChanges: (comment: string) =>
          client.banners.requestChanges.mutate({ id: item.id, comment }),
        scheduleKey: trpc.banners.schedule.queryKey({ id: item.id }),
        readSchedule: () => client.banners.schedule.query({ id: item.id }),
        schedule: (input) => client.banners.scheduleChange.mutate({ id: item.id, ...input }),
        cancelSchedule: () => client.banners.cancelSchedule.mutate({ id: item.id }),
      };
  }
}

function ReviewDialog({ item, onClose }: { item: ReviewItem; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const calls = useReviewCalls(item);
  const [asking, setAsking] = useState(false);
  // A reviewer may also schedule the publish instead of making it now.
  const schedule = useQuery({
    queryKey: calls.scheduleKey,
    queryFn: calls.readSchedule,
    enabled: item.can_publish,
  });
  const compared = useQuery({
    queryKey: ['review', item.entity, item.id, item.version],
    queryFn: async () => {
      const [live, draft] = await Promise.all([calls.readLive(), calls.readDraft()]);
      return { live, draft };
    },
  });
  const done = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: trpc.reviews.pathKey() });
    onClose();
  };
  const publish = useMutation({
    mutationFn: calls.publish,
    onSuccess: (result) => {
      if (result.notice) toast.error(result.notice, { duration: 10_000 });
      done(MESSAGES.draftPublished);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to publish the draft')),
  });
  const title = `Review: ${item.label}`;
  return (
    <Modal open onClose={onClose} title={title} size="lg">
      {compared.isPending ? <Spinner /> : null}
      {compared.isError ? (
        <p role="alert">{errorMessage(compared.error, 'Failed to load the draft')}</p>
      ) : null}
      {compared.data && !compared.data.draft ? <p role="alert">{MESSAGES.draftNotFound}</p> : null}
      {compared.data?.draft ? (
        <div className="space-y-4">
          <p className="text-sm text-ink-700">
            {KIND_LABELS[item.entity]} draft saved by {item.saved_by ?? MESSAGES.someoneElse},{' '}
            <LocalDate value={item.saved_at} time />; submitted by{' '}
            {item.submitted_by ?? MESSAGES.someoneElse}.
          </p>
          <ComparisonTable
            rows={compareVersion(compared.data.draft.data, compared.data.live)}
            left="Draft"
            right="Published"
          />
          {item.can_publish && !asking ? (
            <ScheduleSection
              schedule={schedule.data ?? null}
              hasDraft
              isEnabled={compared.data.live.is_enabled}
              send={calls.schedule}
              cancel={calls.cancelSchedule}
              refetch={[calls.scheduleKey, trpc.reviews.pathKey()]}
            />
          ) : null}
          {asking ? (
            <RequestChangesForm
              send={calls.requestChanges}
              onCancel={() => setAsking(false)}
              onSent={done}
            />
          ) : item.can_publish ? (
            <div className="flex flex-wrap justify-end gap-3 max-sm:*:w-full">
              <Button variant="secondary" onClick={() => setAsking(true)}>
                Request changes
              </Button>
              <Button onClick={() => publish.mutate()} disabled={publish.isPending}>
                {publish.isPending ? 'Publishing...' : 'Publish'}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-ink-700">Your role may not publish this kind of item.</p>
          )}
        </div>
      ) : null}
    </Modal>
  );
}

function RequestChangesForm({
  send,
  onCancel,
  onSent,
}: {
  send: (comment: string) => Promise<{ message: string }>;
  onCancel: () => void;
  onSent: (message: string) => void;
}) {
  const [comment, setComment] = useState('');
  const request = useMutation({
    mutationFn: () => send(comment),
    onSuccess: (result) => onSent(result.message),
  });
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate();
      }}
    >
      <TextArea
        label="What should change"
        name="comment"
        required
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={
          request.isError
            ? (serverFieldErrors(request.error).comment ??
              errorMessage(request.error, 'Failed to request changes'))
            : undefined
        }
      />
      <div className="flex flex-wrap justify-end gap-3 max-sm:*:w-full">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Request changes'}
        </Button>
      </div>
    </form>
  );
}
