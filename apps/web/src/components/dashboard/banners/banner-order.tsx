'use client';

/** The carousel order of the banners: drag, or Move up / Move down. */
import type { RouterOutputs } from '@kasar/api';
import { useMutation, useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { OrderSection } from '../order/order-section';

type Banners = RouterOutputs['banners']['order'];

const toItems = (banners: Banners) =>
  banners.map((banner) => ({
    id: banner.id,
    label: banner.headline,
    detail: banner.tagline ?? undefined,
    imageUrl: banner.image_url,
    enabled: banner.is_enabled,
  }));

export function BannerOrder() {
  const trpc = useTRPC();
  const order = useQuery(trpc.banners.order.queryOptions());
  const reorder = useMutation(trpc.banners.reorder.mutationOptions());
  return (
    <OrderSection
      label="Carousel order"
      hint="The home page's carousel shows the active banners in this order."
      list={order}
      toItems={toItems}
      emptyTitle="No banners yet."
      onSave={(ids) => reorder.mutateAsync({ ids })}
      refresh={trpc.banners.list.pathKey()}
    />
  );
}
