'use client';

/**
 * The portfolio order of one service's projects, and which projects the home page features
 * (at most four; while none is chosen it shows the first project of each service).
 */
import { MESSAGES } from '@kasar/api/messages';
import { FEATURED_PROJECTS } from '@kasar/validators';
import { Toggle } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';
import { afterOrderSave, OrderSection } from '../order/order-section';

export function ProjectOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const services = useQuery(trpc.services.order.queryOptions());
  const [chosen, setChosen] = useState('');
  const serviceId = chosen || services.data?.[0]?.id || '';
  const order = useQuery({
    ...trpc.projects.order.queryOptions({ service_id: serviceId }),
    enabled: serviceId !== '',
  });
  const all = useQuery(trpc.projects.order.queryOptions({}));
  const reorder = useMutation(trpc.projects.reorder.mutationOptions());
  const feature = useMutation(trpc.projects.setFeatured.mutationOptions());

  const featured = new Set(
    (all.data ?? []).filter((project) => project.is_featured).map((project) => project.id),
  );
  const items = useMemo(
    () =>
      (order.data ?? []).map((project) => ({
        id: project.id,
        label: project.title,
        detail: `${project.location} · ${project.client_name}`,
        enabled: project.is_enabled,
      })),
    [order.data],
  );

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: trpc.projects.list.pathKey() });

  const onFeature = (id: string, isFeatured: boolean) =>
    feature.mutate(
      { id, is_featured: isFeatured },
      {
        onSuccess: () => {
          toast.success(isFeatured ? MESSAGES.projectFeatured : MESSAGES.projectUnfeatured);
          void all.refetch();
          refresh();
        },
        onError: (error) =>
          toast.error(errorMessage(error, 'Failed to update the featured projects')),
      },
    );

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-700">
        Featured on the home page: {featured.size} of at most {FEATURED_PROJECTS}.
        {featured.size === 0
          ? ' While none is chosen, the home page shows the first project of each service.'
          : null}
      </p>
      <OrderSection
        label="Project order"
        hint="The portfolio lists this service's active projects in this order."
        owner={{
          label: 'Service',
          options: (services.data ?? []).map((service) => ({
            value: service.id,
            label: service.name,
          })),
          value: serviceId,
          onChange: setChosen,
          list: services,
          missing: 'Add a service first.',
        }}
        list={order}
        items={items}
        emptyTitle="This service has no projects yet."
        onSave={(ids) =>
          afterOrderSave(reorder.mutateAsync({ service_id: serviceId, ids }), {
            refresh,
            reload: () => order.refetch(),
          })
        }
        renderActions={(item) => (
          <span className="flex items-center gap-2 text-sm text-ink-700">
            <Toggle
              checked={featured.has(item.id)}
              disabled={feature.isPending}
              label={`Feature ${item.label} on the home page`}
              onChange={(checked) => onFeature(item.id, checked)}
            />
            <span aria-hidden>Featured</span>
          </span>
        )}
      />
    </div>
  );
}
