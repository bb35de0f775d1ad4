/** The contact page's details: phone, email and address of the organization, and the map. */
import type { PublicOrganization } from '~/server/public-data';

import { SITE_NAME } from './content';
import { Icon, type SiteIconName } from './icons/icon';
import { MapEmbed } from './map-embed';
import { mapLinkOf } from './map-embed-url';

function DetailItem({
  icon,
  label,
  href,
  value,
  external = false,
}: {
  icon: SiteIconName;
  label: string;
  href: string;
  value: string;
  external?: boolean;
}) {
  return (
    <li className="flex items-start gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink-600">{label}</p>
        <a
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="mt-0.5 block font-semibold break-words text-ink-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {value}
        </a>
      </div>
    </li>
  );
}

export function ContactDetails({ organization }: { organization: PublicOrganization }) {
  return (
    <div className="space-y-8">
      <ul className="space-y-6">
        {organization.mobile ? (
          <DetailItem
            icon="phone"
            label="Phone"
            href={`tel:${organization.mobile.replace(/[^\d+]/g, '')}`}
            value={organization.mobile}
          />
        ) : null}
        {organization.email ? (
          <DetailItem
            icon="mail"
            label="Email"
            href={`mailto:${organization.email}`}
            value={organization.email}
          />
        ) : null}
        {organization.address ? (
          <DetailItem
            icon="map-pin"
            label="Address"
            href={mapLinkOf(organization.map_link, organization.address)}
            value={organization.address}
            external
          />
        ) : null}
      </ul>
      <MapEmbed mapLink={organization.map_link} title={`Map of ${SITE_NAME}`} className="h-72" />
    </div>
  );
}
