'use client';

import { useRouter } from 'next/navigation';

import { PageForm } from '../edit-dialog';
import { BANNERS_PATH } from '../routes';
import { BannerFormFields, useBannerSave } from './banner-form';

export function BannerAddForm() {
  const router = useRouter();
  const { form, save } = useBannerSave(undefined, () => router.push(BANNERS_PATH));
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm">
      <PageForm listPath={BANNERS_PATH} submitLabel="Create Banner" spacing="space-y-5" save={save}>
        <BannerFormFields form={form} />
      </PageForm>
    </div>
  );
}
