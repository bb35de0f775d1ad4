'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';

import { useTRPC } from '~/trpc/react';

import { CardGrid } from '../card-grid';
import { DeleteConfirm } from '../delete-confirm';
import { WHOLE_LIST_INPUT } from '../list-inputs';
import { SearchedListStates } from '../list-states';
import { AddLink, ArrangeableScreen } from '../order/arrangeable-screen';
import { useCan } from '../permissions';
import { TrashNotice } from '../trash/trash-retention';
import { useDeletedToast } from '../trash/use-deleted-toast';
import { useItemDialog } from '../use-item-dialog';
import { cardActions, useStatusToggle } from '../use-status-toggle';
import { ProjectCard } from './project-card';
import { ProjectEditDialog } from './project-edit-dialog';
import { ProjectOrder } from './project-order';
import { ProjectViewDialog } from './project-view-dialog';

type Project = RouterOutputs['projects']['get'];

export function ProjectList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const dialog = useItemDialog<'view' | 'edit' | 'delete', Project>();
  const projects = useQuery(trpc.projects.list.queryOptions(WHOLE_LIST_INPUT));
  const may = {
    publish: useCan('projects.publish'),
    edit: useCan('projects.edit'),
    delete: useCan('projects.delete'),
  };
  const mayCreate = useCan('projects.create');
  const remove = useMutation(trpc.projects.delete.mutationOptions());
  const deletedToasts = useDeletedToast();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() });
  };
  const status = useStatusToggle(trpc.projects.toggleStatus.mutationOptions(), {
    done: MESSAGES.projectStatusUpdated,
    failed: 'Failed to toggle project status',
    then: refresh,
  });

  const onDelete = (project: Project) =>
    remove.mutate(
      { id: project.id },
      deletedToasts(
        MESSAGES.projectDeleted,
        'Failed to delete project',
        { kind: 'project', id: project.id },
        () => {
          refresh();
          dialog.close();
        },
      ),
    );

  const viewing = dialog.itemOf('view');
  const editing = dialog.itemOf('edit');
  return (
    <ArrangeableScreen
      title="Projects"
      description="Manage the portfolio of projects shown on the website."
      arrangeLabel="Order & featured"
      arrangeable={may.publish}
      add={
        mayCreate ? (
          <AddLink href="/dashboard/projects/add" icon={Plus} label="Add Project" />
        ) : null
      }
      order={<ProjectOrder />}
    >
      {/* The search matches a project's title, location or client name. */}
      <SearchedListStates
        noun="projects"
        placeholder="Search by title, location or client"
        search={search}
        onSearch={setSearch}
        fieldsOf={(project) => [project.title, project.location, project.client_name]}
        query={projects}
        items={projects.data?.data}
      >
        {(shown) => (
          <CardGrid items={shown} className="grid gap-6 md:grid-cols-2">
            {(project) => (
              <ProjectCard
                project={project}
                actions={{
                  ...cardActions(project, dialog.open, status, may),
                  onView: () => dialog.open('view', project),
                }}
              />
            )}
          </CardGrid>
        )}
      </SearchedListStates>
      {viewing ? (
        <ProjectViewDialog key={viewing.id} project={viewing} onClose={dialog.close} />
      ) : null}
      {editing ? (
        <ProjectEditDialog key={editing.id} project={editing} onClose={dialog.close} />
      ) : null}
      <DeleteConfirm
        item={dialog.itemOf('delete')}
        title="Delete Project"
        onClose={dialog.close}
        onConfirm={onDelete}
        busy={remove.isPending}
      >
        {(project) => (
          <>
            Delete &ldquo;{project.title}&rdquo; and its {project.images_count}{' '}
            {project.images_count === 1 ? 'image' : 'images'}? <TrashNotice />
          </>
        )}
      </DeleteConfirm>
    </ArrangeableScreen>
  );
}
