'use client';

import type { RouterOutputs } from '@kasar/api';
import { Modal } from '@kasar/ui';

import { DetailRow as Row } from '../detail-row';
import { formatDateTime } from '../format';
import { StatusBadge } from '../status-badge';
import { OngoingMarker } from './project-card';

type Project = RouterOutputs['projects']['get'];

export function ProjectViewDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={project.title} size="lg">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <StatusBadge enabled={project.is_enabled} />
        <OngoingMarker project={project} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Row label="Title" value={project.title} />
        <Row label="Service" value={project.service.name} />
        <Row label="Timeline" value={project.duration} />
        <Row label="Location" value={project.location} />
        <Row label="Client" value={project.client_name} />
        <Row
          label="Built-up Area"
          value={
            project.builtup_area_sqft === null
              ? 'N/A'
              : `${project.builtup_area_sqft.toLocaleString('en-US')} sq ft`
          }
        />
        <Row label="Created" value={formatDateTime(project.created_at)} />
        <Row label="Last Updated" value={formatDateTime(project.updated_at)} />
        <Row label="Project ID" value={project.id} />
        <Row label="Status" value={project.is_enabled ? 'Active' : 'Inactive'} />
      </dl>
      <div className="mt-4">
        <h3 className="text-xs font-medium tracking-wide text-ink-600 uppercase">Scope of Work</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-ink-900">{project.scope_of_work}</p>
      </div>
    </Modal>
  );
}
