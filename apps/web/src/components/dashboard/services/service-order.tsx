'use client';

/** The order of the services in the site's navigation and footer. */
import type { RouterOutputs } from '@kasar/api';
import { useMutation, useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { OrderSection } from '../order/order-section';

type Services = RouterOutputs['services']['order'];

const toItems = (services: Services) =>
  services.map((service) => ({
    id: service.id,
    label: service.name,
    detail: service.headline,
    imageUrl: service.hero_image,
    enabled: service.is_enabled,
  }));

export function ServiceOrder() {
  const trpc = useTRPC();
  const order = useQuery(trpc.services.order.queryOptions());
  const reorder = useMutation(trpc.services.reorder.mutationOptions());
  return (
    <OrderSection
      label="Service order"
      hint="The navigation, the footer and the portfolio's filters list the active services in this order."
      list={order}
      toItems={toItems}
      emptyTitle="No services yet."
      onSave={(ids) => reorder.mutateAsync({ ids })}
      refresh={trpc.services.list.pathKey()}
    />
  );
}
