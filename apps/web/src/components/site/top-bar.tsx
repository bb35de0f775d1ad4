/** The strip above the navigation: the organization's phone, email and social links. */

import type { PublicOrganization } from '~/server/public-data';

import { SocialLinks } from './social-links';
import { Icon } from './icons/icon';

export function TopBar({ organization }: { organization: PublicOrganization }) {
  return (
    <div className="bg-ink-900 text-sm text-ink-200">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-5">
          {organization.mobile ? (
            <a
              href={`tel:${organization.mobile.replace(/[^\d+]/g, '')}`}
              className="flex items-center gap-1.5 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              <Icon name="phone" className="size-3.5 text-brand-400" />
              {organization.mobile}
            </a>
          ) : null}
          {organization.email ? (
            <a
              href={`mailto:${organization.email}`}
              className="hidden items-center gap-1.5 truncate hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400 sm:flex"
            >
              <Icon name="mail" className="size-3.5 text-brand-400" />
              {organization.email}
            </a>
          ) : null}
        </div>
        <SocialLinks
          organization={organization}
          className="hidden sm:flex"
          linkClassName="size-7 text-ink-300 hover:bg-white/10 hover:text-white"
          iconClassName="size-3.5"
        />
      </div>
    </div>
  );
}
