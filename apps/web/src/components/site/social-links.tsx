/** The organization's social profiles as icon links; each only when its link exists. */

import type { PublicOrganization } from '~/server/public-data';

import { SocialIcon, type SocialNetwork } from './social-icon';
import { cn } from '@kasar/ui';

const NETWORKS: { network: SocialNetwork; label: string; field: keyof PublicOrganization }[] = [
  { network: 'facebook', label: 'Facebook', field: 'facebook_link' },
  { network: 'twitter', label: 'Twitter', field: 'twitter_link' },
  { network: 'instagram', label: 'Instagram', field: 'instagram_link' },
  { network: 'linkedin', label: 'LinkedIn', field: 'linkedin_link' },
  { network: 'youtube', label: 'YouTube', field: 'youtube_link' },
  { network: 'whatsapp', label: 'WhatsApp', field: 'whatsapp_link' },
];

export function socialLinksOf(organization: PublicOrganization) {
  return NETWORKS.flatMap(({ network, label, field }) => {
    const href = organization[field];
    return href ? [{ network, label, href }] : [];
  });
}

export function SocialLinks({
  organization,
  className,
  linkClassName,
  iconClassName = 'size-4',
}: {
  organization: PublicOrganization;
  className?: string;
  linkClassName?: string;
  iconClassName?: string;
}) {
  const links = socialLinksOf(organization);
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex items-center gap-2', className)}>
      {links.map(({ network, label, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className={cn(
              'inline-flex items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
              linkClassName,
            )}
          >
            <SocialIcon network={network} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
