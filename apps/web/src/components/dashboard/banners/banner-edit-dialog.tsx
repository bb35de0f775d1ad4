'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { Button, Modal } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { BannerForm } from './banner-form';

type Banner = RouterOutputs['banners']['get'];

export function BannerEditDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.banners.update.mutationOptions({
      onSuccess: () => {
        toast.success(MESSAGES.bannerUpdated);
        void queryClient.invalidateQueries({ queryKey: trpc.banners.pathKey() });
        onClose();
      },
    }),
  );
  return (
    <Modal open onClose={onClose} title="Edit Banner" size="lg">
      <BannerForm
        banner={banner}
        busy={update.isPending}
        submitLabel="Update Banner"
        busyLabel="Updating..."
        save={(form) => update.mutateAsync(form)}
        failure="Failed to update banner"
        cancel={
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </Modal>
  );
}
