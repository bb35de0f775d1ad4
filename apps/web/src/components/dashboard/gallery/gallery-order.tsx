'use client';

/** The order of one project's gallery, as the portfolio's project window shows it. */
import type { RouterOutputs } from '@kasar/api';
import { useMutation, useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { OrderSection, useOwnerChoice } from '../order/order-section';

type Images = RouterOutputs['gallery']['order'];

function toItems(images: Images) {
  // Each image is named by when it was uploaded, which no reorder changes.
  const uploaded = [...images]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    .map((image) => image.id);
  return images.map((image) => ({
    id: image.id,
    label: `Image ${uploaded.indexOf(image.id) + 1} of ${image.project.title}`,
    imageUrl: image.image_url,
    enabled: image.is_enabled,
  }));
}

export function GalleryOrder() {
  const trpc = useTRPC();
  // Until one is chosen: the first project that has images to arrange.
  const project = useOwnerChoice(useQuery(trpc.projects.order.queryOptions({})), {
    label: 'Project',
    missing: 'Add a project first.',
    optionLabel: (owner) => `${owner.service.name}: ${owner.title}`,
    preferred: (owner) => owner.images_count > 0,
  });
  const order = useQuery({
    ...trpc.gallery.order.queryOptions({ project_id: project.id }),
    enabled: project.id !== '',
  });
  const reorder = useMutation(trpc.gallery.reorder.mutationOptions());

  return (
    <OrderSection
      label="Gallery order"
      hint="The project's window in the portfolio shows its active images in this order."
      owner={project.owner}
      list={order}
      toItems={toItems}
      emptyTitle="This project has no images yet."
      onSave={(ids) => reorder.mutateAsync({ project_id: project.id, ids })}
      refresh={trpc.gallery.list.pathKey()}
    />
  );
}
