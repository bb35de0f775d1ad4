import type { Metadata } from 'next';

import { BannerAddForm } from '~/components/dashboard/banners/banner-add-form';
import { FormPage } from '~/components/dashboard/page-header';

export const metadata: Metadata = { title: 'Add Banner' };

export default function AddBannerPage() {
  return <FormPage back="banners" title="Add New Banner" width="md" form={<BannerAddForm />} />;
}
