'use client';

import { MESSAGES } from '@kasar/api/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';

import { useTRPC } from '~/trpc/react';

import { CardGrid } from '../card-grid';
import { WHOLE_LIST_INPUT } from '../list-inputs';
import { SearchedListStates } from '../list-states';
import { AddLink, ArrangeableScreen } from '../order/arrangeable-screen';
import { useCan, useRole } from '../permissions';
import { useItemDialog } from '../use-item-dialog';
import { cardActions, useStatusToggle } from '../use-status-toggle';
import { ServiceCard } from './service-card';
import { ServiceDeleteDialog } from './service-delete-dialog';
import type { Service } from './service-dialog';
import { ServiceEditDialog } from './service-edit-dialog';
import { ServiceOrder } from './service-order';
import { ServiceProjectsDialog } from './service-projects-dialog';

export function ServiceList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const dialog = useItemDialog<'edit' | 'delete' | 'projects', Service>();
  const services = useQuery(trpc.services.list.queryOptions(WHOLE_LIST_INPUT));
  const may = {
    publish: useCan('services.publish'),
    edit: useCan('services.edit'),
    delete: useCan('services.delete'),
  };
  const mayCreate = useCan('services.create');
  const { limited } = useRole();
  const status = useStatusToggle(trpc.services.toggleStatus.mutationOptions(), {
    done: MESSAGES.serviceStatusUpdated,
    failed: 'Failed to toggle service status',
    then: () => void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() }),
  });

  const editing = dialog.itemOf('edit');
  const deleting = dialog.itemOf('delete');
  const viewing = dialog.itemOf('projects');
  return (
    <ArrangeableScreen
      title="Services"
      description="Manage the services shown on the website."
      // The navigation's order is of every service: not for a role limited to some.
      arrangeable={may.publish && !limited}
      add={
        mayCreate ? (
          <AddLink href="/dashboard/services/add" icon={Plus} label="Add Service" />
        ) : null
      }
      order={<ServiceOrder />}
    >
      <SearchedListStates
        noun="services"
        search={search}
        onSearch={setSearch}
        fieldsOf={(service) => [service.name, service.headline]}
        query={services}
        items={services.data?.data}
      >
        {(shown) => (
          <CardGrid items={shown} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {(service) => (
              <ServiceCard
                service={service}
                actions={{
                  ...cardActions(service, dialog.open, status, may),
                  onViewProjects: () => dialog.open('projects', service),
                }}
              />
            )}
          </CardGrid>
        )}
      </SearchedListStates>
      {editing ? (
        <ServiceEditDialog key={editing.id} service={editing} onClose={dialog.close} />
      ) : null}
      {deleting ? (
        <ServiceDeleteDialog key={deleting.id} service={deleting} onClose={dialog.close} />
      ) : null}
      {viewing ? (
        <ServiceProjectsDialog key={viewing.id} service={viewing} onClose={dialog.close} />
      ) : null}
    </ArrangeableScreen>
  );
}
