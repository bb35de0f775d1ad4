import { redirect } from 'next/navigation';

import { GALLERY_PATH } from '~/components/dashboard/routes';

export default function GalleryIndexPage() {
  redirect(GALLERY_PATH);
}
