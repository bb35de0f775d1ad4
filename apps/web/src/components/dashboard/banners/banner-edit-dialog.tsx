'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import {
  DraftButtons,
  DraftLoadingDialog,
  DraftNotice,
  useDraftActions,
} from '../drafts/draft-controls';
import { ScheduleSection } from '../drafts/schedule-controls';
import { EditDialog } from '../edit-dialog';
import { HistoryButton } from '../history/history-dialog';
import { useCan } from '../permissions';
import { useBannerVersionCalls } from '../history/version-calls';
import { useFormSave } from '../use-form-save';
import { BannerFormFields, bannerFormData, bannerValuesOf, useBannerSave } from './banner-form';

type Banner = RouterOutputs['banners']['get'];
type Draft = NonNullable<RouterOutputs['banners']['draft']>;

/** The banner as its draft has it: the draft's fields over the live banner's place and flag. */
function withDraft(banner: Banner, draft: Draft | null): Banner {
  return draft ? { ...banner, ...draft.data } : banner;
}

/**
 * The edit dialog of a banner, with its History. The form starts from the banner's draft when it
 * has one (the working copy), else from `banner`; a reload after a refused stale save, or a
 * restored version, puts that state in the form instead. 'Save draft' keeps the changes from the
 * carousel; 'Update Banner' publishes them at once, as it always did.
 */
export function BannerEditDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const trpc = useTRPC();
  // Read afresh on opening: the list may not have caught up with a save just made, and a draft
  // read before a publish or a discard is gone.
  const live = useQuery({
    ...trpc.banners.get.queryOptions({ id: banner.id }),
    refetchOnMount: 'always',
  });
  const draft = useQuery({
    ...trpc.banners.draft.queryOptions({ id: banner.id }),
    refetchOnMount: 'always',
  });
  if (!live.isFetchedAfterMount || !draft.isFetchedAfterMount) {
    return <DraftLoadingDialog title="Edit Banner" onClose={onClose} />;
  }
  return (
    <BannerEditForm
      banner={live.data ?? banner}
      draft={draft.data ?? null}
      draftError={draft.isError}
      onClose={onClose}
    />
  );
}

function BannerEditForm({
  banner,
  draft,
  draftError,
  onClose,
}: {
  banner: Banner;
  draft: Draft | null;
  draftError: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [loaded, setLoaded] = useState(() => withDraft(banner, draft));
  const { form, save } = useBannerSave(loaded, onClose);
  const calls = useBannerVersionCalls(banner.id);
  const show = (record: Banner) => {
    setLoaded(record);
    form.reset(bannerValuesOf(record));
    save.mutation.reset();
    saveDraft.mutation.reset();
    submit.mutation.reset();
  };
  const saveDraft = useFormSave(form, {
    save: (data) => {
      const body = bannerFormData(data, banner.id);
      body.set('expected_updated_at', loaded.updated_at);
      return client.banners.saveDraft.mutate(body);
    },
    saved: MESSAGES.draftSaved,
    refetch: [trpc.banners.pathKey()],
    failure: 'Failed to save the draft',
    onSaved: onClose,
  });
  const submit = useFormSave(form, {
    save: (data) => {
      const body = bannerFormData(data, banner.id);
      body.set('expected_updated_at', loaded.updated_at);
      return client.banners.submitDraft.mutate(body);
    },
    saved: MESSAGES.draftSubmitted,
    refetch: [trpc.banners.pathKey(), trpc.reviews.pathKey()],
    failure: 'Failed to submit the draft',
    onSaved: onClose,
  });
  // Who may not publish changes a live banner only through a draft and review.
  const canPublish = useCan('banners.publish');
  const draftsOnly = !canPublish && banner.is_enabled;
  // Who may publish may also schedule a change (docs/publishing.md).
  const schedule = useQuery({
    ...trpc.banners.schedule.queryOptions({ id: banner.id }),
    enabled: canPublish,
  });
  const staleSave = saveDraft.staleSave ?? submit.staleSave;
  const formSave = draftsOnly ? saveDraft : save;
  const drafts = useDraftActions({
    initial: draft,
    expectedUpdatedAt: loaded.updated_at,
    discard: (expected) =>
      client.banners.discardDraft.mutate({ id: banner.id, expected_updated_at: expected }),
    readLive: () => client.banners.get.query({ id: banner.id }),
    readWorkingCopy: async () => {
      const [live, current] = await Promise.all([
        client.banners.get.query({ id: banner.id }),
        client.banners.draft.query({ id: banner.id }),
      ]);
      return { item: withDraft(live, current), draft: current };
    },
    show,
    refetch: trpc.banners.pathKey(),
  });
  return (
    <EditDialog
      title="Edit Banner"
      submitLabel={draftsOnly ? 'Save draft' : 'Update Banner'}
      savingLabel={draftsOnly ? 'Saving draft...' : undefined}
      spacing="space-y-5"
      save={staleSave ? { ...formSave, staleSave } : formSave}
      onClose={onClose}
      onReload={() => void drafts.reload()}
      history={
        <HistoryButton title="Banner history" calls={calls} current={loaded} onRestored={show} />
      }
      draft={{
        notice: (
          <>
            {drafts.draft ? (
              <DraftNotice
                draft={drafts.draft}
                previewPath="/"
                itemName={loaded.headline}
                discarding={drafts.discarding}
                onDiscard={drafts.onDiscard}
                sharing={{
                  queryKey: trpc.banners.previewLinks.queryKey({ id: banner.id }),
                  list: () => client.banners.previewLinks.query({ id: banner.id }),
                  share: (days) => client.banners.sharePreview.mutate({ id: banner.id, days }),
                  revoke: (linkId) =>
                    client.banners.revokePreview.mutate({ id: banner.id, link_id: linkId }),
                }}
              />
            ) : draftError ? (
              <p className="text-sm text-red-700">Failed to load the draft</p>
            ) : null}
            {canPublish ? (
              <ScheduleSection
                schedule={schedule.data ?? null}
                hasDraft={drafts.draft !== null}
                isEnabled={banner.is_enabled}
                send={(input) => client.banners.scheduleChange.mutate({ id: banner.id, ...input })}
                cancel={() => client.banners.cancelSchedule.mutate({ id: banner.id })}
                refetch={[trpc.banners.schedule.pathKey(), trpc.reviews.pathKey()]}
              />
            ) : null}
          </>
        ),
        button: <DraftButtons draftsOnly={draftsOnly} saveDraft={saveDraft} submit={submit} />,
        error: staleSave ? undefined : saveDraft.submitError,
      }}
    >
      <BannerFormFields form={form} banner={loaded} />
    </EditDialog>
  );
}
