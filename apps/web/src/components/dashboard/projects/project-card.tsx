'use client';

import type { RouterOutputs } from '@kasar/api';
import { Button } from '@kasar/ui';
import { Calendar, Eye, MapPin, User } from 'lucide-react';

import { CardActions, type ItemActions } from '../card-actions';
import { PreviewLink } from '../preview-link';
import { StatusBadge } from '../status-badge';

type Project = RouterOutputs['projects']['get'];

/** The scope preview on cards stops at 100 characters. */
const SCOPE_PREVIEW_LENGTH = 100;

function scopePreview(scope: string) {
  return scope.length > SCOPE_PREVIEW_LENGTH ? `${scope.slice(0, SCOPE_PREVIEW_LENGTH)}...` : scope;
}

/** 'Ongoing' for an enabled project without an end. */
export function OngoingMarker({ project }: { project: Project }) {
  if (!project.is_enabled || !project.is_ongoing) return null;
  return (
    <span className="inline-block rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-800">
      Ongoing
    </span>
  );
}

export interface ProjectCardActions extends ItemActions {
  onView: () => void;
}

export function ProjectCard({
  project,
  actions,
}: {
  project: Project;
  actions: ProjectCardActions;
}) {
  return (
    <article
      aria-label={project.title}
      className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-ink-900">{project.title}</h2>
          <p className="text-sm text-brand-800">{project.service.name}</p>
        </div>
        <div className="flex gap-2">
          <OngoingMarker project={project} />
          <StatusBadge enabled={project.is_enabled} />
        </div>
      </div>
      <ul className="space-y-1 text-sm text-ink-700">
        <li className="flex items-center gap-2">
          <MapPin size={16} aria-hidden /> {project.location}
        </li>
        <li className="flex items-center gap-2">
          <User size={16} aria-hidden /> {project.client_name}
        </li>
        <li className="flex items-center gap-2">
          <Calendar size={16} aria-hidden /> {project.duration}
        </li>
      </ul>
      <p className="text-sm text-ink-700">{scopePreview(project.scope_of_work)}</p>
      <CardActions enabled={project.is_enabled} itemName={project.title} actions={actions}>
        <Button variant="secondary" size="sm" onClick={actions.onView}>
          <Eye size={16} aria-hidden />
          View
        </Button>
        {project.is_enabled ? null : <PreviewLink path="/our-projects" itemName={project.title} />}
      </CardActions>
    </article>
  );
}
