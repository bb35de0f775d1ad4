'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { MAX_PAGE_SIZE } from '@kasar/validators';
import { buttonClasses, ConfirmDialog, EmptyState, Pagination } from '@kasar/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';
import { ListError, ListLoading } from '../list-states';
import { ArrangeButton } from '../order/arrange-button';
import { PageHeader } from '../page-header';
import { GalleryCard } from './gallery-card';
import { GalleryFilters, NO_FILTERS, type GalleryFilterValues } from './gallery-filters';
import { GalleryOrder } from './gallery-order';
import { GalleryPreviewDialog } from './gallery-preview-dialog';

type GalleryImage = RouterOutputs['gallery']['get'];
type Dialog = { kind: 'preview' | 'delete'; image: GalleryImage } | null;

export function GalleryList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<GalleryFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [arranging, setArranging] = useState(false);
  const images = useQuery({
    ...trpc.gallery.list.queryOptions({
      page,
      limit: MAX_PAGE_SIZE,
      search: filters.search,
      service_id: filters.serviceId || undefined,
      project_id: filters.projectId || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation(trpc.gallery.toggleStatus.mutationOptions());
  const remove = useMutation(trpc.gallery.delete.mutationOptions());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() });

  const loadFailed = images.isError;
  useEffect(() => {
    if (loadFailed) toast.error('Failed to load gallery images');
  }, [loadFailed]);

  const onFilters = (next: GalleryFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const onToggle = (image: GalleryImage) =>
    toggle.mutate(
      { id: image.id },
      {
        onSuccess: () => {
          toast.success(MESSAGES.imageStatusUpdated);
          refresh();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update image status')),
      },
    );

  const onDelete = (image: GalleryImage) =>
    remove.mutate(
      { id: image.id },
      {
        onSuccess: () => {
          toast.success(MESSAGES.imageDeleted);
          setDialog(null);
          refresh();
          void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to delete image')),
      },
    );

  const filtered = filters.search !== '' || filters.serviceId !== '' || filters.projectId !== '';

  const header = (
    <PageHeader
      title="Gallery"
      description="Images of the projects shown on the website."
      actions={
        <>
          <ArrangeButton arranging={arranging} onChange={setArranging} />
          <Link href="/dashboard/gallery/upload" className={buttonClasses('primary')}>
            <Upload size={16} aria-hidden />
            Upload Images
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
        <GalleryOrder />
      </>
    );
  }

  return (
    <>
      {header}
      <GalleryFilters filters={filters} onChange={onFilters} />
      {images.isPending ? <ListLoading label="Loading images..." /> : null}
      {loadFailed ? (
        <ListError
          message={errorMessage(images.error, 'Failed to load gallery images')}
          onRetry={() => void images.refetch()}
        />
      ) : null}
      {images.data?.data.length === 0 ? (
        <EmptyState
          title={filtered ? 'No images found matching your criteria.' : 'No images uploaded yet.'}
        />
      ) : null}
      {images.data && images.data.data.length > 0 ? (
        <div className="space-y-6">
          <p className="text-sm text-ink-700">{images.data.pagination.total} images</p>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
            {images.data.data.map((image) => (
              <GalleryCard
                key={image.id}
                image={image}
                onPreview={() => setDialog({ kind: 'preview', image })}
                onDelete={() => setDialog({ kind: 'delete', image })}
                onToggle={() => onToggle(image)}
                toggling={toggle.isPending && toggle.variables.id === image.id}
              />
            ))}
          </div>
          <Pagination
            page={page}
            totalPages={images.data.pagination.total_pages}
            onPageChange={setPage}
          />
        </div>
      ) : null}
      {dialog?.kind === 'preview' ? (
        <GalleryPreviewDialog image={dialog.image} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog) onDelete(dialog.image);
        }}
        title="Delete Image"
        message={
          dialog ? (
            <p>
              Delete this image of &ldquo;{dialog.image.project.title}&rdquo;? This cannot be
              undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
      />
    </>
  );
}
