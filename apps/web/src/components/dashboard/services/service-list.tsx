'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { MAX_PAGE_SIZE } from '@kasar/validators';
import { buttonClasses, EmptyState } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';
import { ListError, ListLoading } from '../list-states';
import { ArrangeButton } from '../order/arrange-button';
import { PageHeader } from '../page-header';
import { SearchBox } from '../search-box';
import { ServiceCard } from './service-card';
import { ServiceDeleteDialog } from './service-delete-dialog';
import { ServiceEditDialog } from './service-edit-dialog';
import { ServiceOrder } from './service-order';
import { ServiceProjectsDialog } from './service-projects-dialog';

type Service = RouterOutputs['services']['list']['data'][number];
type Dialog = { kind: 'edit' | 'delete' | 'projects'; service: Service } | null;

function matches(service: Service, search: string) {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' ||
    service.name.toLowerCase().includes(needle) ||
    service.headline.toLowerCase().includes(needle)
  );
}

export function ServiceList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [arranging, setArranging] = useState(false);
  const services = useQuery(trpc.services.list.queryOptions({ limit: MAX_PAGE_SIZE }));
  const toggle = useMutation(trpc.services.toggleStatus.mutationOptions());

  const onToggle = (service: Service) =>
    toggle.mutate(
      { id: service.id, is_enabled: !service.is_enabled },
      {
        onSuccess: () => {
          toast.success(MESSAGES.serviceStatusUpdated);
          void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to toggle service status')),
      },
    );

  const shown = services.data?.data.filter((service) => matches(service, search)) ?? [];
  const close = () => setDialog(null);

  const header = (
    <PageHeader
      title="Services"
      description="Manage the services shown on the website."
      actions={
        <>
          <ArrangeButton arranging={arranging} onChange={setArranging} />
          <Link href="/dashboard/services/add" className={buttonClasses('primary')}>
            <Plus size={16} aria-hidden />
            Add Service
          </Link>
        </>
      }
    />
  );

  // Arranging: the order screen takes the cards' place.
  if (arranging) {
    return (
      <>
        {header}
        <ServiceOrder />
      </>
    );
  }

  return (
    <>
      {header}
      <div className="mb-6">
        <SearchBox label="Search services" value={search} onChange={setSearch} />
      </div>
      {services.isPending ? <ListLoading label="Loading services..." /> : null}
      {services.isError ? (
        <ListError
          message={errorMessage(services.error, 'Failed to fetch services')}
          onRetry={() => void services.refetch()}
        />
      ) : null}
      {services.data && shown.length === 0 ? (
        <EmptyState
          title={search.trim() ? 'No services found matching your search.' : 'No services yet.'}
        />
      ) : null}
      {shown.length > 0 ? (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              actions={{
                onEdit: () => setDialog({ kind: 'edit', service }),
                onDelete: () => setDialog({ kind: 'delete', service }),
                onViewProjects: () => setDialog({ kind: 'projects', service }),
                onToggle: () => onToggle(service),
                toggling: toggle.isPending && toggle.variables.id === service.id,
              }}
            />
          ))}
        </div>
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ServiceEditDialog key={dialog.service.id} service={dialog.service} onClose={close} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ServiceDeleteDialog key={dialog.service.id} service={dialog.service} onClose={close} />
      ) : null}
      {dialog?.kind === 'projects' ? (
        <ServiceProjectsDialog key={dialog.service.id} service={dialog.service} onClose={close} />
      ) : null}
    </>
  );
}
