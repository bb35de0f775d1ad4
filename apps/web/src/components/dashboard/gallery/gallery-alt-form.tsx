'use client';

/** The alternative text of one gallery image, edited in its preview dialog. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { galleryUpdateInput } from '@kasar/validators';
import { Alert, SubmitButton } from '@kasar/ui';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { AltTextField } from '../alt-text-field';
import { useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';

type GalleryImage = RouterOutputs['gallery']['get'];

export function GalleryAltForm({ image }: { image: GalleryImage }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useDashboardForm({
    resolver: zodResolver(galleryUpdateInput),
    defaultValues: { id: image.id, alt: image.alt ?? '' },
  });
  const { onSubmit, saving, submitError } = useFormSave(form, {
    save: (data) => client.gallery.update.mutate({ id: data.id, alt: data.alt ?? '' }),
    saved: MESSAGES.imageUpdated,
    refetch: [trpc.gallery.pathKey()],
    failure: 'Failed to update image',
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <AltTextField form={form} name="alt" />
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="flex justify-end">
        <SubmitButton label="Save Alt Text" busyLabel="Saving..." busy={saving} size="sm" />
      </div>
    </form>
  );
}
