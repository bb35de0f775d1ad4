/** The contact page's details: phone, email and address of the organization, and the map. */
import type { PublicOrganization } from '~/server/public-data';

import { contactChannelsOf, NEW_TAB, type ContactChannel } from './contact-channels';
import { SITE_NAME } from './content';
import { Icon } from './icons/icon';
import { MapEmbed } from './map-embed';

function DetailItem({ channel }: { channel: ContactChannel }) {
  return (
    <li className="flex items-start gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <Icon name={channel.icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink-600">{channel.label}</p>
        <a
          href={channel.href}
          {...(channel.external ? NEW_TAB : {})}
          className="mt-0.5 block font-semibold break-words text-ink-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {channel.value}
        </a>
      </div>
    </li>
  );
}

export function ContactDetails({ organization }: { organization: PublicOrganization }) {
  return (
    <div className="space-y-8">
      <ul className="space-y-6">
        {contactChannelsOf(organization, ['phone', 'email', 'address']).map((channel) => (
          <DetailItem key={channel.name} channel={channel} />
        ))}
      </ul>
      <MapEmbed mapLink={organization.map_link} title={`Map of ${SITE_NAME}`} className="h-72" />
    </div>
  );
}
