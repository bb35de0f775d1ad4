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
import { useServiceVersionCalls } from '../history/version-calls';
import { useFormSave } from '../use-form-save';
import {
  serviceFormData,
  ServiceFormFields,
  serviceValuesOf,
  statisticFieldOf,
  useServiceSave,
} from './service-form';

type Service = RouterOutputs['services']['get'];
type Draft = NonNullable<RouterOutputs['services']['draft']>;

/** The service as its draft has it: the draft's fields over the live service's place and flag. */
function withDraft(service: Service, draft: Draft | null): Service {
  return draft ? { ...service, ...draft.data } : service;
}

/**
 * The edit dialog of a service, with its History. The form starts from the service's draft when it
 * has one (the working copy), else from `service`; a reload after a refused stale save, or a
 * restored version, puts that state in the form instead. 'Save draft' keeps the changes from the
 * public site; 'Update Service' publishes them at once, as it always did.
 */
export function ServiceEditDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const trpc = useTRPC();
  // Read afresh on opening: the list may not have caught up with a save just made, and a draft
  // read before a publish or a discard is gone.
  const live = useQuery({
    ...trpc.services.get.queryOptions({ id: service.id }),
    refetchOnMount: 'always',
  });
  const draft = useQuery({
    ...trpc.services.draft.queryOptions({ id: service.id }),
    refetchOnMount: 'always',
  });
  if (!live.isFetchedAfterMount || !draft.isFetchedAfterMount) {
    return <DraftLoadingDialog title="Edit Service" onClose={onClose} />;
  }
  return (
    <ServiceEditForm
      service={live.data ?? service}
      draft={draft.data ?? null}
      draftError={draft.isError}
      onClose={onClose}
    />
  );
}

function ServiceEditForm({
  service,
  draft,
  draftError,
  onClose,
}: {
  service: Service;
  draft: Draft | null;
  draftError: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [loaded, setLoaded] = useState(() => withDraft(service, draft));
  const { form, save } = useServiceSave(loaded, onClose);
  const calls = useServiceVersionCalls(service.id);
  const show = (record: Service) => {
    setLoaded(record);
    form.reset(serviceValuesOf(record));
    save.mutation.reset();
    saveDraft.mutation.reset();
    submit.mutation.reset();
  };
  const saveDraft = useFormSave(form, {
    save: (data) => {
      const body = serviceFormData(data, service.id);
      body.set('expected_updated_at', loaded.updated_at);
      return client.services.saveDraft.mutate(body);
    },
    saved: MESSAGES.draftSaved,
    refetch: [trpc.services.pathKey()],
    failure: 'Failed to save the draft',
    fieldOf: statisticFieldOf,
    onSaved: onClose,
  });
  const submit = useFormSave(form, {
    save: (data) => {
      const body = serviceFormData(data, service.id);
      body.set('expected_updated_at', loaded.updated_at);
      return client.services.submitDraft.mutate(body);
    },
    saved: MESSAGES.draftSubmitted,
    refetch: [trpc.services.pathKey(), trpc.reviews.pathKey()],
    failure: 'Failed to submit the draft',
    fieldOf: statisticFieldOf,
    onSaved: onClose,
  });
  // Who may not publish changes a live service only through a draft and review.
  const canPublish = useCan('services.publish');
  const draftsOnly = !canPublish && service.is_enabled;
  // Who may publish may also schedule a change (docs/publishing.md).
  const schedule = useQuery({
    ...trpc.services.schedule.queryOptions({ id: service.id }),
    enabled: canPublish,
  });
  const staleSave = saveDraft.staleSave ?? submit.staleSave;
  const formSave = draftsOnly ? saveDraft : save;
  const drafts = useDraftActions({
    initial: draft,
    expectedUpdatedAt: loaded.updated_at,
    discard: (expected) =>
      client.services.discardDraft.mutate({ id: service.id, expected_updated_at: expected }),
    readLive: () => client.services.get.query({ id: service.id }),
    readWorkingCopy: async () => {
      const [live, current] = await Promise.all([
        client.services.get.query({ id: service.id }),
        client.services.draft.query({ id: service.id }),
      ]);
      return { item: withDraft(live, current), draft: current };
    },
    show,
    refetch: trpc.services.pathKey(),
  });
  return (
    <EditDialog
      title="Edit Service"
      submitLabel={draftsOnly ? 'Save draft' : 'Update Service'}
      savingLabel={draftsOnly ? 'Saving draft...' : undefined}
      save={staleSave ? { ...formSave, staleSave } : formSave}
      onClose={onClose}
      onReload={() => void drafts.reload()}
      history={
        <HistoryButton title="Service history" calls={calls} current={loaded} onRestored={show} />
      }
      draft={{
        notice: (
          <>
            {drafts.draft ? (
              <DraftNotice
                draft={drafts.draft}
                previewPath={`/services/${loaded.slug}`}
                itemName={loaded.name}
                discarding={drafts.discarding}
                onDiscard={drafts.onDiscard}
                sharing={{
                  queryKey: trpc.services.previewLinks.queryKey({ id: service.id }),
                  list: () => client.services.previewLinks.query({ id: service.id }),
                  share: (days) => client.services.sharePreview.mutate({ id: service.id, days }),
                  revoke: (linkId) =>
                    client.services.revokePreview.mutate({ id: service.id, link_id: linkId }),
                }}
              />
            ) : draftError ? (
              <p className="text-sm text-red-700">Failed to load the draft</p>
            ) : null}
            {canPublish ? (
              <ScheduleSection
                schedule={schedule.data ?? null}
                hasDraft={drafts.draft !== null}
                isEnabled={service.is_enabled}
                send={(input) =>
                  client.services.scheduleChange.mutate({ id: service.id, ...input })
                }
                cancel={() => client.services.cancelSchedule.mutate({ id: service.id })}
                refetch={[trpc.services.schedule.pathKey(), trpc.reviews.pathKey()]}
              />
            ) : null}
          </>
        ),
        button: <DraftButtons draftsOnly={draftsOnly} saveDraft={saveDraft} submit={submit} />,
        error: staleSave ? undefined : saveDraft.submitError,
      }}
    >
      <ServiceFormFields form={form} currentHeroImage={loaded.hero_image} current={loaded} />
    </EditDialog>
  );
}
