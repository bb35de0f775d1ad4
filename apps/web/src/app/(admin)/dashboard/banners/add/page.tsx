import type { Metadata } from 'next';

import { BannerAddForm } from '~/components/dashboard/banners/banner-add-form';
import { FormPage } from '~/components/dashboard/page-header';
import { forbiddenUnless, roleHolds } from '~/server/dashboard-access';

export const metadata: Metadata = { title: 'Add Banner' };

export default async function AddBannerPage() {
  const forbidden = await forbiddenUnless('banners.create');
  if (forbidden) return forbidden;
  const mayPublish = await roleHolds('banners.publish');
  return (
    <FormPage
      back="banners"
      title="Add New Banner"
      description={
        mayPublish ? undefined : 'New banners stay disabled until an editor publishes them.'
      }
      width="md"
      form={<BannerAddForm />}
    />
  );
}
