'use client';

import type { RouterOutputs } from '@kasar/api';
import { useState } from 'react';

import { useTRPCClient } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
import { HistoryButton } from '../history/history-dialog';
import { useBannerVersionCalls } from '../history/version-calls';
import { BannerFormFields, bannerValuesOf, useBannerSave } from './banner-form';

type Banner = RouterOutputs['banners']['get'];

/**
 * The edit dialog of a banner, with its History. The form starts from `banner`; a reload after a
 * refused stale save, or a restored version, puts that state in the form instead.
 */
export function BannerEditDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const client = useTRPCClient();
  const [loaded, setLoaded] = useState(banner);
  const { form, save } = useBannerSave(loaded, onClose);
  const calls = useBannerVersionCalls(banner.id);
  const show = (record: Banner) => {
    setLoaded(record);
    form.reset(bannerValuesOf(record));
    save.mutation.reset();
  };
  return (
    <EditDialog
      title="Edit Banner"
      submitLabel="Update Banner"
      spacing="space-y-5"
      save={save}
      onClose={onClose}
      onReload={() => void client.banners.get.query({ id: banner.id }).then(show)}
      history={
        <HistoryButton title="Banner history" calls={calls} current={loaded} onRestored={show} />
      }
    >
      <BannerFormFields form={form} banner={loaded} />
    </EditDialog>
  );
}
