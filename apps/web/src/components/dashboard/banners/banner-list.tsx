'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { PAGE_SIZE } from '@kasar/validators';
import { buttonClasses, ConfirmDialog, EmptyState, Pagination } from '@kasar/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';
import { ListError, ListLoading } from '../list-states';
import { ArrangeButton } from '../order/arrange-button';
import { PageHeader } from '../page-header';
import { BannerCard } from './banner-card';
import { BannerEditDialog } from './banner-edit-dialog';
import { BannerOrder } from './banner-order';

type Banner = RouterOutputs['banners']['get'];
type Dialog = { kind: 'edit' | 'delete'; banner: Banner } | null;

const ADD_BANNER_PATH = '/dashboard/banners/add';

export function BannerList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [arranging, setArranging] = useState(false);
  const banners = useQuery({
    ...trpc.banners.list.queryOptions({ page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation(trpc.banners.toggleStatus.mutationOptions());
  const remove = useMutation(trpc.banners.delete.mutationOptions());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.banners.pathKey() });

  const onToggle = (banner: Banner) =>
    toggle.mutate(
      { id: banner.id, is_enabled: !banner.is_enabled },
      {
        onSuccess: () => {
          toast.success(MESSAGES.bannerStatusUpdated);
          refresh();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update banner status')),
      },
    );

  const onDelete = (banner: Banner) =>
    remove.mutate(
      { id: banner.id },
      {
        onSuccess: () => {
          toast.success(MESSAGES.bannerDeleted);
          setDialog(null);
          // The last banner of a page gone: show the page before it.
          if (banners.data?.data.length === 1 && page > 1) setPage(page - 1);
          refresh();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to delete banner')),
      },
    );

  const addLink = (
    <Link href={ADD_BANNER_PATH} className={buttonClasses('primary')}>
      <Plus size={16} aria-hidden />
      Add Banner
    </Link>
  );

  const header = (
    <PageHeader
      title="Banner Management"
      description="The slides of the home page's hero carousel."
      actions={
        <>
          <ArrangeButton arranging={arranging} onChange={setArranging} />
          {addLink}
        </>
      }
    />
  );

  // Arranging: the order screen takes the cards' place.
  if (arranging) {
    return (
      <>
        {header}
        <BannerOrder />
      </>
    );
  }

  return (
    <>
      {header}
      {banners.isPending ? <ListLoading label="Loading banners..." /> : null}
      {banners.isError ? (
        <ListError
          message={errorMessage(banners.error, 'Failed to fetch banners')}
          onRetry={() => void banners.refetch()}
        />
      ) : null}
      {banners.data?.data.length === 0 ? (
        <EmptyState
          title="No banners found"
          description="Get started by creating your first banner."
          action={addLink}
        />
      ) : null}
      {banners.data && banners.data.data.length > 0 ? (
        <div className="space-y-6">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {banners.data.data.map((banner) => (
              <BannerCard
                key={banner.id}
                banner={banner}
                onEdit={() => setDialog({ kind: 'edit', banner })}
                onDelete={() => setDialog({ kind: 'delete', banner })}
                onToggle={() => onToggle(banner)}
                toggling={toggle.isPending && toggle.variables.id === banner.id}
              />
            ))}
          </div>
          <Pagination
            page={page}
            totalPages={banners.data.pagination.total_pages}
            onPageChange={setPage}
          />
        </div>
      ) : null}
      {dialog?.kind === 'edit' ? (
        <BannerEditDialog
          key={dialog.banner.id}
          banner={dialog.banner}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog) onDelete(dialog.banner);
        }}
        title="Delete Banner"
        message={
          dialog ? (
            <p>Delete the banner &ldquo;{dialog.banner.headline}&rdquo;? This cannot be undone.</p>
          ) : null
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
      />
    </>
  );
}
