/** Overview: the organization's details with a link to edit them. */
import type { RouterOutputs } from '@kasar/api';
import { buttonClasses } from '@kasar/ui';
import Link from 'next/link';

import { DetailRow as Detail } from '../detail-row';

type Organization = RouterOutputs['organization']['get'];

const SOCIAL_LINKS = [
  { key: 'facebook_link', label: 'Facebook' },
  { key: 'twitter_link', label: 'Twitter' },
  { key: 'instagram_link', label: 'Instagram' },
  { key: 'linkedin_link', label: 'LinkedIn' },
  { key: 'youtube_link', label: 'YouTube' },
  { key: 'whatsapp_link', label: 'WhatsApp' },
] as const;

export function OrganizationCard({
  organization,
  editable,
}: {
  organization: Organization;
  /** The role may edit the details: the card links to their form. */
  editable: boolean;
}) {
  const socials = SOCIAL_LINKS.filter((social) => organization[social.key]);
  return (
    <section aria-labelledby="organization-heading" className="rounded-lg bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="organization-heading" className="text-lg font-semibold text-ink-900">
          Organization Details
        </h2>
        {editable ? (
          <Link href="/dashboard/organization" className={buttonClasses('secondary', 'sm')}>
            Edit Details
          </Link>
        ) : null}
      </div>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        {organization.logo_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- stored uploads of any size and type (SVG included)
          <img
            src={organization.logo_url}
            alt="Organization logo"
            className="h-20 w-20 rounded-md border border-ink-200 object-contain"
          />
        ) : null}
        <dl className="grid flex-1 gap-4 sm:grid-cols-2">
          <Detail label="Email" value={organization.email} />
          <Detail label="Mobile" value={organization.mobile} />
          <Detail label="Address" value={organization.address} />
          <Detail label="Map Link" value={organization.map_link} />
        </dl>
      </div>
      <div className="mt-4">
        <h3 className="text-sm font-medium text-ink-800">Social Media</h3>
        {socials.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {socials.map((social) => (
              <li key={social.key}>
                <a
                  href={organization[social.key] ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs max-md:inline-flex max-md:min-h-11 max-md:items-center max-md:px-4 font-medium text-brand-800 hover:bg-brand-200"
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-600">No social media links configured</p>
        )}
      </div>
    </section>
  );
}
