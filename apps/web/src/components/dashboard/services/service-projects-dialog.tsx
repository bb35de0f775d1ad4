'use client';

import { Modal } from '@kasar/ui';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { ListError, ListLoading } from '../list-states';
import { StatusBadge } from '../status-badge';
import type { ServiceDialogProps } from './service-dialog';

/** The service-projects view: every project of one service. */
export function ServiceProjectsDialog({ service, onClose }: ServiceDialogProps) {
  const trpc = useTRPC();
  const projects = useQuery(trpc.services.projects.queryOptions({ id: service.id }));
  return (
    <Modal open onClose={onClose} title={`Projects of ${service.name}`} size="lg">
      {projects.isPending ? <ListLoading label="Loading projects..." /> : null}
      {projects.isError ? (
        <ListError
          message="Failed to fetch service projects"
          onRetry={() => void projects.refetch()}
        />
      ) : null}
      {projects.data?.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-700">This service has no projects yet.</p>
      ) : null}
      {projects.data && projects.data.length > 0 ? (
        <ul className="divide-y divide-ink-200">
          {projects.data.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-ink-900">{project.title}</p>
                <p className="text-sm text-ink-600">
                  {project.location} · {project.duration} · {project.images_count} images
                </p>
              </div>
              <StatusBadge enabled={project.is_enabled} />
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
