'use client';

/** The carousel order of the banners: drag, or Move up / Move down. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useTRPC } from '~/trpc/react';

import { afterOrderSave, OrderSection } from '../order/order-section';

export function BannerOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const order = useQuery(trpc.banners.order.queryOptions());
  const reorder = useMutation(trpc.banners.reorder.mutationOptions());
  const items = useMemo(
    () =>
      (order.data ?? []).map((banner) => ({
        id: banner.id,
        label: banner.headline,
        detail: banner.tagline ?? undefined,
        imageUrl: banner.image_url,
        enabled: banner.is_enabled,
      })),
    [order.data],
  );
  return (
    <OrderSection
      label="Carousel order"
      hint="The home page's carousel shows the active banners in this order."
      list={order}
      items={items}
      emptyTitle="No banners yet."
      onSave={(ids) =>
        afterOrderSave(reorder.mutateAsync({ ids }), {
          refresh: () =>
            void queryClient.invalidateQueries({ queryKey: trpc.banners.list.pathKey() }),
          reload: () => order.refetch(),
        })
      }
    />
  );
}
