'use client';

/** The alternative text of one gallery image, edited in its preview dialog. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { galleryUpdateInput, type GalleryUpdateData } from '@kasar/validators';
import { Alert, Button } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useWatch } from 'react-hook-form';

import { useTRPC } from '~/trpc/react';

import { AltTextField } from '../alt-text-field';
import { showServerErrors, submitErrorOf } from '../errors';
import { useDashboardForm } from '../use-dashboard-form';

type GalleryImage = RouterOutputs['gallery']['get'];

export function GalleryAltForm({ image }: { image: GalleryImage }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.gallery.update.mutationOptions());
  const { register, control, handleSubmit, setError, formState } = useDashboardForm({
    resolver: zodResolver(galleryUpdateInput),
    defaultValues: { id: image.id, alt: image.alt ?? '' },
  });
  const alt = useWatch({ control, name: 'alt' });

  const onValid = (data: GalleryUpdateData) =>
    update.mutate(
      { id: data.id, alt: data.alt ?? '' },
      {
        onSuccess: () => {
          toast.success(MESSAGES.imageUpdated);
          void queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() });
        },
        onError: (error) =>
          showServerErrors(setError, error, submitErrorOf(error, 'Failed to update image')),
      },
    );

  const submitError = formState.errors.root?.server?.message;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="mt-4 space-y-3">
      <AltTextField
        value={alt}
        error={formState.errors.alt?.message}
        registration={register('alt')}
      />
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Alt Text'}
        </Button>
      </div>
    </form>
  );
}
