import type { Metadata } from 'next';

import { BannerList } from '~/components/dashboard/banners/banner-list';

export const metadata: Metadata = { title: 'Banners' };

export default function AllBannersPage() {
  return <BannerList />;
}
