'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { MAX_PAGE_SIZE } from '@kasar/validators';
import { buttonClasses, ConfirmDialog, EmptyState } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';
import { ListError, ListLoading } from '../list-states';
import { PageHeader } from '../page-header';
import { SearchBox } from '../search-box';
import { ProjectCard } from './project-card';
import { ProjectEditDialog } from './project-edit-dialog';
import { ProjectViewDialog } from './project-view-dialog';

type Project = RouterOutputs['projects']['get'];
type Dialog = { kind: 'view' | 'edit' | 'delete'; project: Project } | null;

/** The search matches a project's title, location or client name. */
function matches(project: Project, search: string) {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' ||
    [project.title, project.location, project.client_name].some((value) =>
      value.toLowerCase().includes(needle),
    )
  );
}

export function ProjectList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const projects = useQuery(trpc.projects.list.queryOptions({ limit: MAX_PAGE_SIZE }));
  const toggle = useMutation(trpc.projects.toggleStatus.mutationOptions());
  const remove = useMutation(trpc.projects.delete.mutationOptions());

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() });
  };

  const onToggle = (project: Project) =>
    toggle.mutate(
      { id: project.id, is_enabled: !project.is_enabled },
      {
        onSuccess: () => {
          toast.success(MESSAGES.projectStatusUpdated);
          refresh();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to toggle project status')),
      },
    );

  const onDelete = (project: Project) =>
    remove.mutate(
      { id: project.id },
      {
        onSuccess: () => {
          toast.success(MESSAGES.projectDeleted);
          refresh();
          setDialog(null);
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to delete project')),
      },
    );

  const shown = projects.data?.data.filter((project) => matches(project, search)) ?? [];
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title="Projects"
        description="Manage the portfolio of projects shown on the website."
        actions={
          <Link href="/dashboard/projects/add" className={buttonClasses('primary')}>
            <Plus size={16} aria-hidden />
            Add Project
          </Link>
        }
      />
      <div className="mb-6">
        <SearchBox
          label="Search projects"
          placeholder="Search by title, location or client"
          value={search}
          onChange={setSearch}
        />
      </div>
      {projects.isPending ? <ListLoading label="Loading projects..." /> : null}
      {projects.isError ? (
        <ListError
          message={errorMessage(projects.error, 'Failed to fetch projects')}
          onRetry={() => void projects.refetch()}
        />
      ) : null}
      {projects.data && shown.length === 0 ? (
        <EmptyState
          title={search.trim() ? 'No projects found matching your search.' : 'No projects yet.'}
        />
      ) : null}
      {shown.length > 0 ? (
        <div className="grid gap-6 md:grid-cols-2">
          {shown.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              actions={{
                onView: () => setDialog({ kind: 'view', project }),
                onEdit: () => setDialog({ kind: 'edit', project }),
                onDelete: () => setDialog({ kind: 'delete', project }),
                onToggle: () => onToggle(project),
                toggling: toggle.isPending && toggle.variables.id === project.id,
              }}
            />
          ))}
        </div>
      ) : null}
      {dialog?.kind === 'view' ? (
        <ProjectViewDialog key={dialog.project.id} project={dialog.project} onClose={close} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ProjectEditDialog key={dialog.project.id} project={dialog.project} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onClose={close}
        onConfirm={() => {
          if (dialog) onDelete(dialog.project);
        }}
        title="Delete Project"
        message={
          dialog ? (
            <p>
              Delete &ldquo;{dialog.project.title}&rdquo; and its {dialog.project.images_count}{' '}
              {dialog.project.images_count === 1 ? 'image' : 'images'}? This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
      />
    </>
  );
}
