'use client';

/**
 * The portfolio order of one service's projects, and which projects the home page features
 * (at most four; while none is chosen it shows the first project of each service).
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { FEATURED_PROJECTS } from '@kasar/validators';
import { Toggle } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { withToasts } from '../mutation-toasts';
import { OrderSection, useOwnerChoice } from '../order/order-section';

type Projects = RouterOutputs['projects']['order'];

const toItems = (projects: Projects) =>
  projects.map((project) => ({
    id: project.id,
    label: project.title,
    detail: `${project.location} · ${project.client_name}`,
    enabled: project.is_enabled,
  }));

export function ProjectOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const service = useOwnerChoice(useQuery(trpc.services.order.queryOptions()), {
    label: 'Service',
    missing: 'Add a service first.',
    optionLabel: (owner) => owner.name,
  });
  const order = useQuery({
    ...trpc.projects.order.queryOptions({ service_id: service.id }),
    enabled: service.id !== '',
  });
  const all = useQuery(trpc.projects.order.queryOptions({}));
  const reorder = useMutation(trpc.projects.reorder.mutationOptions());
  const feature = useMutation(trpc.projects.setFeatured.mutationOptions());

  const featured = new Set(
    (all.data ?? []).filter((project) => project.is_featured).map((project) => project.id),
  );
  const refresh = trpc.projects.list.pathKey();

  const onFeature = (id: string, isFeatured: boolean) =>
    feature.mutate(
      { id, is_featured: isFeatured },
      withToasts(
        isFeatured ? MESSAGES.projectFeatured : MESSAGES.projectUnfeatured,
        'Failed to update the featured projects',
        () => {
          void all.refetch();
          void queryClient.invalidateQueries({ queryKey: refresh });
        },
      ),
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
        owner={service.owner}
        list={order}
        toItems={toItems}
        emptyTitle="This service has no projects yet."
        onSave={(ids) => reorder.mutateAsync({ service_id: service.id, ids })}
        refresh={refresh}
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
