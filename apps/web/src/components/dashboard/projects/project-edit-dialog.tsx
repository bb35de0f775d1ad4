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
import { useProjectVersionCalls } from '../history/version-calls';
import { useFormSave } from '../use-form-save';
import { ProjectFormFields, projectValuesOf, useProjectSave } from './project-form';

type Project = RouterOutputs['projects']['get'];
type Draft = NonNullable<RouterOutputs['projects']['draft']>;

/** The project as its draft has it: the draft's fields over the live project's place and flags. */
function withDraft(project: Project, draft: Draft | null): Project {
  return draft ? { ...project, ...draft.data } : project;
}

/**
 * The edit dialog of a project, with its History. The form starts from the project's draft when it
 * has one (the working copy), else from `project`; a reload after a refused stale save, or a
 * restored version, puts that state in the form instead. 'Save draft' keeps the changes from the
 * public site; 'Update Project' publishes them at once, as it always did.
 */
export function ProjectEditDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const trpc = useTRPC();
  // Read afresh on opening: the list may not have caught up with a save just made, and a draft
  // read before a publish or a discard is gone.
  const live = useQuery({
    ...trpc.projects.get.queryOptions({ id: project.id }),
    refetchOnMount: 'always',
  });
  const draft = useQuery({
    ...trpc.projects.draft.queryOptions({ id: project.id }),
    refetchOnMount: 'always',
  });
  if (!live.isFetchedAfterMount || !draft.isFetchedAfterMount) {
    return <DraftLoadingDialog title="Edit Project" onClose={onClose} />;
  }
  return (
    <ProjectEditForm
      project={live.data ?? project}
      draft={draft.data ?? null}
      draftError={draft.isError}
      onClose={onClose}
    />
  );
}

function ProjectEditForm({
  project,
  draft,
  draftError,
  onClose,
}: {
  project: Project;
  draft: Draft | null;
  draftError: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [loaded, setLoaded] = useState(() => withDraft(project, draft));
  const { form, save } = useProjectSave(loaded, onClose);
  const calls = useProjectVersionCalls(project.id);
  const show = (record: Project) => {
    setLoaded(record);
    form.reset(projectValuesOf(record));
    save.mutation.reset();
    saveDraft.mutation.reset();
    submit.mutation.reset();
  };
  const saveDraft = useFormSave(form, {
    save: (data) =>
      client.projects.saveDraft.mutate({
        id: project.id,
        ...data,
        expected_updated_at: loaded.updated_at,
      }),
    saved: MESSAGES.draftSaved,
    refetch: [trpc.projects.pathKey()],
    failure: 'Failed to save the draft',
    onSaved: onClose,
  });
  const submit = useFormSave(form, {
    save: (data) =>
      client.projects.submitDraft.mutate({
        id: project.id,
        ...data,
        expected_updated_at: loaded.updated_at,
      }),
    saved: MESSAGES.draftSubmitted,
    refetch: [trpc.projects.pathKey(), trpc.reviews.pathKey()],
    failure: 'Failed to submit the draft',
    onSaved: onClose,
  });
  // Who may not publish changes a live project only through a draft and review.
  const canPublish = useCan('projects.publish');
  const draftsOnly = !canPublish && project.is_enabled;
  // Who may publish may also schedule a change (docs/publishing.md).
  const schedule = useQuery({
    ...trpc.projects.schedule.queryOptions({ id: project.id }),
    enabled: canPublish,
  });
  const staleSave = saveDraft.staleSave ?? submit.staleSave;
  const formSave = draftsOnly ? saveDraft : save;
  const drafts = useDraftActions({
    initial: draft,
    expectedUpdatedAt: loaded.updated_at,
    discard: (expected) =>
      client.projects.discardDraft.mutate({ id: project.id, expected_updated_at: expected }),
    readLive: () => client.projects.get.query({ id: project.id }),
    readWorkingCopy: async () => {
      const [live, current] = await Promise.all([
        client.projects.get.query({ id: project.id }),
        client.projects.draft.query({ id: project.id }),
      ]);
      return { item: withDraft(live, current), draft: current };
    },
    show,
    refetch: trpc.projects.pathKey(),
  });
  return (
    <EditDialog
      title="Edit Project"
      submitLabel={draftsOnly ? 'Save draft' : 'Update Project'}
      savingLabel={draftsOnly ? 'Saving draft...' : undefined}
      save={staleSave ? { ...formSave, staleSave } : formSave}
      onClose={onClose}
      onReload={() => void drafts.reload()}
      history={
        <HistoryButton title="Project history" calls={calls} current={loaded} onRestored={show} />
      }
      draft={{
        notice: (
          <>
            {drafts.draft ? (
              <DraftNotice
                draft={drafts.draft}
                previewPath="/our-projects"
                itemName={loaded.title}
                discarding={drafts.discarding}
                onDiscard={drafts.onDiscard}
                sharing={{
                  queryKey: trpc.projects.previewLinks.queryKey({ id: project.id }),
                  list: () => client.projects.previewLinks.query({ id: project.id }),
                  share: (days) => client.projects.sharePreview.mutate({ id: project.id, days }),
                  revoke: (linkId) =>
                    client.projects.revokePreview.mutate({ id: project.id, link_id: linkId }),
                }}
              />
            ) : draftError ? (
              <p className="text-sm text-red-700">Failed to load the draft</p>
            ) : null}
            {canPublish ? (
              <ScheduleSection
                schedule={schedule.data ?? null}
                hasDraft={drafts.draft !== null}
                isEnabled={project.is_enabled}
                send={(input) =>
                  client.projects.scheduleChange.mutate({ id: project.id, ...input })
                }
                cancel={() => client.projects.cancelSchedule.mutate({ id: project.id })}
                refetch={[trpc.projects.schedule.pathKey(), trpc.reviews.pathKey()]}
              />
            ) : null}
          </>
        ),
        button: <DraftButtons draftsOnly={draftsOnly} saveDraft={saveDraft} submit={submit} />,
        error: staleSave ? undefined : saveDraft.submitError,
      }}
    >
      <ProjectFormFields form={form} />
    </EditDialog>
  );
}
