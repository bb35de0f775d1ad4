/** The shared site header: top bar and navigation inside the scroll-aware sticky frame. */
import type { PublicOrganization } from '~/server/public-data';

import { MainNav } from './main-nav';
import type { ServiceLink } from './nav-links';
import { ScrollAwareHeader } from './scroll-aware-header';
import { TopBar } from './top-bar';

export function SiteHeader({
  organization,
  serviceLinks,
}: {
  organization: PublicOrganization;
  serviceLinks: ServiceLink[];
}) {
  return (
    <ScrollAwareHeader topBar={<TopBar organization={organization} />}>
      <MainNav
        logoUrl={organization.logo_url}
        logoAlt={organization.logo_alt}
        serviceLinks={serviceLinks}
      />
    </ScrollAwareHeader>
  );
}
