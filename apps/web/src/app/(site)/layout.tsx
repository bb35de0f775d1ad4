/** Layout of the public website: every page inside the shared header and footer. */
import type { ReactNode } from 'react';

import { SiteFrame } from '~/components/site/site-frame';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
