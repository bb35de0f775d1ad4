'use client';

import type { RouterOutputs } from '@kasar/api';
import { useState } from 'react';

import { useTRPCClient } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
import { HistoryButton } from '../history/history-dialog';
import { useProjectVersionCalls } from '../history/version-calls';
import { ProjectFormFields, projectValuesOf, useProjectSave } from './project-form';

type Project = RouterOutputs['projects']['get'];

/**
 * The edit dialog of a project, with its History. The form starts from `project`; a reload after
 * a refused stale save, or a restored version, puts that state in the form instead.
 */
export function ProjectEditDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const client = useTRPCClient();
  const [loaded, setLoaded] = useState(project);
  const { form, save } = useProjectSave(loaded, onClose);
  const calls = useProjectVersionCalls(project.id);
  const show = (record: Project) => {
    setLoaded(record);
    form.reset(projectValuesOf(record));
    save.mutation.reset();
  };
  return (
    <EditDialog
      title="Edit Project"
      submitLabel="Update Project"
      save={save}
      onClose={onClose}
      onReload={() => void client.projects.get.query({ id: project.id }).then(show)}
      history={
        <HistoryButton title="Project history" calls={calls} current={loaded} onRestored={show} />
      }
    >
      <ProjectFormFields form={form} />
    </EditDialog>
  );
}
