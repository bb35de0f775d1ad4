'use client';

/** The order of one project's gallery, as the portfolio's project window shows it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { useTRPC } from '~/trpc/react';

import { afterOrderSave, OrderSection } from '../order/order-section';

export function GalleryOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const projects = useQuery(trpc.projects.order.queryOptions({}));
  const [chosen, setChosen] = useState('');
  // Until one is chosen: the first project that has images to arrange.
  const first = projects.data?.find((project) => project.images_count > 0) ?? projects.data?.[0];
  const projectId = chosen || first?.id || '';
  const order = useQuery({
    ...trpc.gallery.order.queryOptions({ project_id: projectId }),
    enabled: projectId !== '',
  });
  const reorder = useMutation(trpc.gallery.reorder.mutationOptions());

  const items = useMemo(() => {
    const images = order.data ?? [];
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
  }, [order.data]);

  return (
    <OrderSection
      label="Gallery order"
      hint="The project's window in the portfolio shows its active images in this order."
      owner={{
        label: 'Project',
        options: (projects.data ?? []).map((project) => ({
          value: project.id,
          label: `${project.service.name}: ${project.title}`,
        })),
        value: projectId,
        onChange: setChosen,
        list: projects,
        missing: 'Add a project first.',
      }}
      list={order}
      items={items}
      emptyTitle="This project has no images yet."
      onSave={(ids) =>
        afterOrderSave(reorder.mutateAsync({ project_id: projectId, ids }), {
          refresh: () =>
            void queryClient.invalidateQueries({ queryKey: trpc.gallery.list.pathKey() }),
          reload: () => order.refetch(),
        })
      }
    />
  );
}
