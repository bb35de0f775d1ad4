'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { EmptyState } from '@kasar/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';

import { useTRPC } from '~/trpc/react';
import { refetchAfterChange } from '~/trpc/refetch-after-change';

import { CardGrid } from '../card-grid';
import { DeleteConfirm } from '../delete-confirm';
import { pageInput } from '../list-inputs';
import { PagedListStates } from '../list-states';
import { AddLink, ArrangeableScreen } from '../order/arrangeable-screen';
import { useCan } from '../permissions';
import { TrashNotice } from '../trash/trash-retention';
import { useDeletedToast } from '../trash/use-deleted-toast';
import { useItemDialog } from '../use-item-dialog';
import { usePage } from '../use-paged-list';
import { cardActions, useStatusToggle } from '../use-status-toggle';
import { BannerCard } from './banner-card';
import { BannerEditDialog } from './banner-edit-dialog';
import { BannerOrder } from './banner-order';

type Banner = RouterOutputs['banners']['get'];

const ADD_BANNER_PATH = '/dashboard/banners/add';

export function BannerList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const paging = usePage();
  const { page } = paging;
  const dialog = useItemDialog<'edit' | 'delete', Banner>();
  const banners = useQuery({
    ...trpc.banners.list.queryOptions(pageInput(page)),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(trpc.banners.delete.mutationOptions());
  const may = {
    publish: useCan('banners.publish'),
    edit: useCan('banners.edit'),
    delete: useCan('banners.delete'),
  };
  const mayCreate = useCan('banners.create');
  const deletedToasts = useDeletedToast();
  const refresh = () => void refetchAfterChange(queryClient, trpc.banners.pathKey());
  const status = useStatusToggle(trpc.banners.toggleStatus.mutationOptions(), {
    done: MESSAGES.bannerStatusUpdated,
    failed: 'Failed to update banner status',
    then: refresh,
  });

  const editing = dialog.itemOf('edit');
  const addLink = mayCreate ? (
    <AddLink href={ADD_BANNER_PATH} icon={Plus} label="Add Banner" />
  ) : null;
  return (
    <ArrangeableScreen
      title="Banner Management"
      description="The slides of the home page's hero carousel."
      arrangeable={may.publish}
      add={addLink}
      order={<BannerOrder />}
    >
      <PagedListStates
        query={banners}
        loading="Loading banners..."
        failed="Failed to fetch banners"
        empty={
          <EmptyState
            title="No banners found"
            description="Get started by creating your first banner."
            action={addLink}
          />
        }
        paging={paging}
        className="space-y-6"
      >
        {(items) => (
          <CardGrid items={items} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {(banner) => (
              <BannerCard banner={banner} actions={cardActions(banner, dialog.open, status, may)} />
            )}
          </CardGrid>
        )}
      </PagedListStates>
      {editing ? (
        <BannerEditDialog key={editing.id} banner={editing} onClose={dialog.close} />
      ) : null}
      <DeleteConfirm
        item={dialog.itemOf('delete')}
        title="Delete Banner"
        onClose={dialog.close}
        busy={remove.isPending}
        onConfirm={(banner) =>
          remove.mutate(
            { id: banner.id },
            deletedToasts(
              MESSAGES.bannerDeleted,
              'Failed to delete banner',
              { kind: 'banner', id: banner.id },
              () => {
                dialog.close();
                // The last banner of a page gone: show the page before it.
                paging.afterDelete(1, banners.data?.data.length);
                refresh();
              },
            ),
          )
        }
      >
        {(banner) => (
          <>
            Delete the banner &ldquo;{banner.headline}&rdquo;? <TrashNotice />
          </>
        )}
      </DeleteConfirm>
    </ArrangeableScreen>
  );
}
