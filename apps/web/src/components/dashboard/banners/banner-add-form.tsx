'use client';

import { MESSAGES } from '@kasar/api/messages';
import { buttonClasses } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { BANNERS_PATH } from '../routes';
import { BannerForm } from './banner-form';

export function BannerAddForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const create = useMutation(
    trpc.banners.create.mutationOptions({
      onSuccess: () => {
        toast.success(MESSAGES.bannerCreated);
        void queryClient.invalidateQueries({ queryKey: trpc.banners.pathKey() });
        router.push(BANNERS_PATH);
      },
    }),
  );
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <BannerForm
        busy={create.isPending}
        submitLabel="Create Banner"
        busyLabel="Saving..."
        save={(form) => create.mutateAsync(form)}
        failure="Failed to create banner"
        cancel={
          <Link href={BANNERS_PATH} className={buttonClasses('secondary')}>
            Cancel
          </Link>
        }
      />
    </div>
  );
}
