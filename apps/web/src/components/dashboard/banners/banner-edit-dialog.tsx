'use client';

import type { RouterOutputs } from '@kasar/api';

import { EditDialog } from '../edit-dialog';
import { BannerFormFields, useBannerSave } from './banner-form';

type Banner = RouterOutputs['banners']['get'];

export function BannerEditDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { form, save } = useBannerSave(banner, onClose);
  return (
    <EditDialog
      title="Edit Banner"
      submitLabel="Update Banner"
      spacing="space-y-5"
      save={save}
      onClose={onClose}
    >
      <BannerFormFields form={form} banner={banner} />
    </EditDialog>
  );
}
