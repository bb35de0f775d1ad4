/** The footer of every public page: brand, contact items that exist, Follow Us, Find Us, copyright. */
import Link from 'next/link';

import type { PublicOrganization } from '~/server/public-data';

import { BrandLogo } from './brand-logo';
import { contactChannelsOf, NEW_TAB } from './contact-channels';
import { SITE_NAME } from './content';
import { MapEmbed } from './map-embed';
import { socialLinksOf, SocialLinks } from './social-links';
import { Icon } from './icons/icon';

const headingClass = 'font-display text-base font-bold tracking-wide text-white';
const linkClass =
  'flex items-start gap-3 rounded text-ink-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400';

export function SiteFooter({ organization }: { organization: PublicOrganization }) {
  const year = new Date().getFullYear();
  const hasSocial = socialLinksOf(organization).length > 0;
  return (
    <footer className="bg-ink-950 text-sm text-ink-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <BrandLogo logoUrl={organization.logo_url} logoAlt={organization.logo_alt} inverted />
          <p className="max-w-sm leading-relaxed">
            {SITE_NAME} designs and builds homes, commercial spaces, infrastructure and industrial
            facilities with quality, safety and integrity at every stage.
          </p>
          {hasSocial ? (
            <div className="space-y-3">
              <h2 className={headingClass}>Follow Us</h2>
              <SocialLinks
                organization={organization}
                linkClassName="size-10 bg-white/10 text-white hover:bg-brand-600"
              />
            </div>
          ) : null}
        </div>
        <div className="space-y-4">
          <h2 className={headingClass}>Contact</h2>
          <ul className="space-y-3">
            {contactChannelsOf(organization, ['address', 'phone', 'email']).map((channel) => (
              <li key={channel.name}>
                <a href={channel.href} {...(channel.external ? NEW_TAB : {})} className={linkClass}>
                  <Icon name={channel.icon} className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  {/* A long address breaks between words; an email may break anywhere. */}
                  <span className={channel.name === 'email' ? 'break-all' : undefined}>
                    {channel.value}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <nav aria-label="Footer" className="pt-2">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {[
                ['/about-us', 'About Us'],
                ['/our-projects', 'Our Projects'],
                ['/contact-us', 'Contact Us'],
              ].map(([href = '', label]) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="rounded text-ink-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="space-y-4 md:col-span-2 lg:col-span-1">
          <h2 className={headingClass}>Find Us</h2>
          <MapEmbed
            mapLink={organization.map_link}
            title={`Map of ${SITE_NAME}`}
            className="h-48"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-ink-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <p>Designed and developed by the {SITE_NAME} digital team.</p>
        </div>
      </div>
    </footer>
  );
}
