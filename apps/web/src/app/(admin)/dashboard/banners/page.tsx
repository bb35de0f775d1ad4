import { redirect } from 'next/navigation';

import { BANNERS_PATH } from '~/components/dashboard/routes';

export default function BannersIndexPage() {
  redirect(BANNERS_PATH);
}
