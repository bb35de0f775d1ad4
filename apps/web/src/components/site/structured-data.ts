/** schema.org descriptions of the organization and of a service it provides. */
import type { PublicOrganization } from '~/server/public-data';

import { SITE_NAME } from './content';
import { socialLinksOf } from './social-links';

export function organizationSchema(organization: PublicOrganization, appUrl: string) {
  return {
    '@type': 'GeneralContractor',
    '@id': `${appUrl}/#organization`,
    name: SITE_NAME,
    url: appUrl,
    ...(organization.logo_url ? { logo: new URL(organization.logo_url, appUrl).toString() } : {}),
    ...(organization.email ? { email: organization.email } : {}),
    ...(organization.mobile ? { telephone: organization.mobile } : {}),
    ...(organization.address ? { address: organization.address } : {}),
    sameAs: socialLinksOf(organization).map((link) => link.href),
  };
}

export function withContext(data: Record<string, unknown>) {
  return { '@context': 'https://schema.org', ...data };
}
