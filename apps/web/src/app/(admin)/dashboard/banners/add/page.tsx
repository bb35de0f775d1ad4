import type { Metadata } from 'next';

import { BannerAddForm } from '~/components/dashboard/banners/banner-add-form';
import { FormPage } from '~/components/dashboard/page-header';
import { BANNERS_PATH } from '~/components/dashboard/routes';

export const metadata: Metadata = { title: 'Add Banner' };

export default function AddBannerPage() {
  return (
    <FormPage
      back={{ href: BANNERS_PATH, label: 'Back to Banners' }}
      title="Add New Banner"
      width="md"
    >
      <BannerAddForm />
    </FormPage>
  );
}
