'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { EmptyState } from '@kasar/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';
import { refetchAfterChange } from '~/trpc/refetch-after-change';

import { CardGrid } from '../card-grid';
import { DeleteConfirm } from '../delete-confirm';
import { PagedListStates } from '../list-states';
import { withToasts } from '../mutation-toasts';
import { AddLink, ArrangeableScreen } from '../order/arrangeable-screen';
import { useCan } from '../permissions';
import { TrashNotice } from '../trash/trash-retention';
import { useDeletedToast } from '../trash/use-deleted-toast';
import { useItemDialog } from '../use-item-dialog';
import { useFilteredPage } from '../use-paged-list';
import { GalleryCard } from './gallery-card';
import { galleryPageInput, NO_FILTERS } from './gallery-filter';
import { GalleryFilters } from './gallery-filters';
import { GalleryOrder } from './gallery-order';
import { GalleryPreviewDialog } from './gallery-preview-dialog';

type GalleryImage = RouterOutputs['gallery']['get'];

export function GalleryList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const paging = useFilteredPage(NO_FILTERS);
  const { filter: filters, page } = paging;
  const dialog = useItemDialog<'preview' | 'delete', GalleryImage>();
  const images = useQuery({
    ...trpc.gallery.list.queryOptions(galleryPageInput(page, filters)),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation(trpc.gallery.toggleStatus.mutationOptions());
  const remove = useMutation(trpc.gallery.delete.mutationOptions());
  const may = {
    publish: useCan('gallery.publish'),
    edit: useCan('gallery.edit'),
    delete: useCan('gallery.delete'),
  };
  const mayCreate = useCan('gallery.create');
  const deletedToasts = useDeletedToast();
  const refresh = () => void refetchAfterChange(queryClient, trpc.gallery.pathKey());

  const loadFailed = images.isError;
  useEffect(() => {
    if (loadFailed) toast.error('Failed to load gallery images');
  }, [loadFailed]);

  const onDelete = (image: GalleryImage) =>
    remove.mutate(
      { id: image.id },
      deletedToasts(
        MESSAGES.imageDeleted,
        'Failed to delete image',
        { kind: 'gallery_image', id: image.id },
        () => {
          dialog.close();
          refresh();
          void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
        },
      ),
    );

  const filtered = filters.search !== '' || filters.serviceId !== '' || filters.projectId !== '';
  const previewing = dialog.itemOf('preview');
  return (
    <ArrangeableScreen
      title="Gallery"
      description="Images of the projects shown on the website."
      arrangeable={may.publish}
      add={
        mayCreate ? (
          <AddLink href="/dashboard/gallery/upload" icon={Upload} label="Upload Images" />
        ) : null
      }
      order={<GalleryOrder />}
    >
      <GalleryFilters filters={filters} onChange={paging.changeFilter} />
      <PagedListStates
        query={images}
        loading="Loading images..."
        failed="Failed to load gallery images"
        empty={
          <EmptyState
            title={filtered ? 'No images found matching your criteria.' : 'No images uploaded yet.'}
          />
        }
        paging={paging}
        className="space-y-6"
      >
        {(items) => (
          <>
            <p className="text-sm text-ink-700">{images.data?.pagination.total} images</p>
            <CardGrid
              items={items}
              className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4"
            >
              {(image) => (
                <GalleryCard
                  image={image}
                  actions={{
                    may,
                    onPreview: () => dialog.open('preview', image),
                    onDelete: () => dialog.open('delete', image),
                    onToggle: () =>
                      toggle.mutate(
                        { id: image.id },
                        withToasts(
                          MESSAGES.imageStatusUpdated,
                          'Failed to update image status',
                          refresh,
                        ),
                      ),
                    toggling: toggle.isPending && toggle.variables.id === image.id,
                  }}
                />
              )}
            </CardGrid>
          </>
        )}
      </PagedListStates>
      {previewing ? <GalleryPreviewDialog image={previewing} onClose={dialog.close} /> : null}
      <DeleteConfirm
        item={dialog.itemOf('delete')}
        title="Delete Image"
        onClose={dialog.close}
        onConfirm={onDelete}
        busy={remove.isPending}
      >
        {(image) => (
          <>
            Delete this image of &ldquo;{image.project.title}&rdquo;? <TrashNotice />
          </>
        )}
      </DeleteConfirm>
    </ArrangeableScreen>
  );
}
