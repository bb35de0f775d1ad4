'use client';

import type { RouterOutputs } from '@kasar/api';

import { EditDialog } from '../edit-dialog';
import { ProjectFormFields, useProjectSave } from './project-form';

type Project = RouterOutputs['projects']['get'];

export function ProjectEditDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { form, save } = useProjectSave(project, onClose);
  return (
    <EditDialog title="Edit Project" submitLabel="Update Project" save={save} onClose={onClose}>
      <ProjectFormFields form={form} />
    </EditDialog>
  );
}
