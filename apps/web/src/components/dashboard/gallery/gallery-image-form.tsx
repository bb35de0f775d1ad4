'use client';

/** The alternative text and focal point of one gallery image, edited in its preview dialog. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { focalPointText, galleryUpdateInput } from '@kasar/validators';
import { Alert, SubmitButton } from '@kasar/ui';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { AltTextField } from '../alt-text-field';
import { FocalPointField } from '../focal-point-field';
import { useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';

type GalleryImage = RouterOutputs['gallery']['get'];

export function GalleryImageForm({ image }: { image: GalleryImage }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useDashboardForm({
    resolver: zodResolver(galleryUpdateInput),
    defaultValues: {
      id: image.id,
      alt: image.alt ?? '',
      focal_point: focalPointText(image.focal_point) ?? '',
    },
  });
  const { onSubmit, saving, submitError } = useFormSave(form, {
    save: (data) =>
      client.gallery.update.mutate({
        id: data.id,
        alt: data.alt ?? '',
        // Always sent: '' clears a point the staff reset to centre.
        focal_point: focalPointText(data.focal_point ?? null) ?? '',
      }),
    saved: MESSAGES.imageUpdated,
    refetch: [trpc.gallery.pathKey()],
    failure: 'Failed to update image',
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <AltTextField form={form} name="alt" />
      <FocalPointField control={form.control} name="focal_point" imageUrl={image.image_url} />
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="flex justify-end">
        <SubmitButton label="Save Changes" busyLabel="Saving..." busy={saving} size="sm" />
      </div>
    </form>
  );
}
