'use client';

/** The order of the services in the site's navigation and footer. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useTRPC } from '~/trpc/react';

import { afterOrderSave, OrderSection } from '../order/order-section';

export function ServiceOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const order = useQuery(trpc.services.order.queryOptions());
  const reorder = useMutation(trpc.services.reorder.mutationOptions());
  const items = useMemo(
    () =>
      (order.data ?? []).map((service) => ({
        id: service.id,
        label: service.name,
        detail: service.headline,
        imageUrl: service.hero_image,
        enabled: service.is_enabled,
      })),
    [order.data],
  );
  return (
    <OrderSection
      label="Service order"
      hint="The navigation, the footer and the portfolio's filters list the active services in this order."
      list={order}
      items={items}
      emptyTitle="No services yet."
      onSave={(ids) =>
        afterOrderSave(reorder.mutateAsync({ ids }), {
          refresh: () =>
            void queryClient.invalidateQueries({ queryKey: trpc.services.list.pathKey() }),
          reload: () => order.refetch(),
        })
      }
    />
  );
}
