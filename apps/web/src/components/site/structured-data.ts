/** schema.org descriptions of the organization, of a service it provides and of a page's trail. */
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

/** The trail of pages leading to a page (BreadcrumbList), from the home page to it. */
export function breadcrumbSchema(trail: { name: string; url: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((page, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: page.name,
      item: page.url,
    })),
  };
}

export function withContext(data: Record<string, unknown>) {
  return { '@context': 'https://schema.org', ...data };
}
