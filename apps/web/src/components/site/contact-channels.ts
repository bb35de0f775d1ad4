/**
 * The ways to reach the organization that it has filled in (phone, email, address), each with
 * its icon, label and link, for the footer and the contact page to list in their own order.
 */
import type { PublicOrganization } from '~/server/public-data';

import type { SiteIconName } from './icons/icon';
import { mapLinkOf } from './map-embed-url';

export type ContactChannelName = 'phone' | 'email' | 'address';

export interface ContactChannel {
  name: ContactChannelName;
  icon: SiteIconName;
  label: string;
  value: string;
  href: string;
  /** The address opens a map in a new tab; the others open the visitor's own app. */
  external: boolean;
}

/** The filled-in channels, in `order`. */
export function contactChannelsOf(
  organization: PublicOrganization,
  order: ContactChannelName[],
): ContactChannel[] {
  const { mobile, email, address } = organization;
  const channels: Record<ContactChannelName, Omit<ContactChannel, 'external'> | null> = {
    phone: mobile
      ? { name: 'phone', icon: 'phone', label: 'Phone', value: mobile, href: telLink(mobile) }
      : null,
    email: email
      ? { name: 'email', icon: 'mail', label: 'Email', value: email, href: `mailto:${email}` }
      : null,
    address: address
      ? {
          name: 'address',
          icon: 'map-pin',
          label: 'Address',
          value: address,
          href: mapLinkOf(organization.map_link, address),
        }
      : null,
  };
  return order.flatMap((name) => {
    const channel = channels[name];
    return channel ? [{ ...channel, external: name === 'address' }] : [];
  });
}

/** A `tel:` link keeps only the digits and the plus sign of the number as written. */
function telLink(mobile: string): string {
  return `tel:${mobile.replace(/[^\d+]/g, '')}`;
}

/** The attributes that open an external link in a new tab without giving it this page. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
