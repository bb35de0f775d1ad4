/** The frame of every public page: header, main content, footer, floating buttons, JSON-LD. */
import { apiEnv } from '@kasar/api/env';
import type { ReactNode } from 'react';

import { getOrganization, getServices } from '~/server/public-data';

import { FloatingActions } from './floating-actions';
import { JsonLd } from './json-ld';
import { serviceLinksOf } from './nav-links';
import { RouteScrollReset } from './route-scroll-reset';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { organizationSchema, withContext } from './structured-data';

export async function SiteFrame({ children }: { children: ReactNode }) {
  const [organization, services] = await Promise.all([getOrganization(), getServices()]);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader organization={organization} serviceLinks={serviceLinksOf(services)} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter organization={organization} />
      <FloatingActions phone={organization.mobile} />
      <RouteScrollReset />
      <JsonLd data={withContext(organizationSchema(organization, apiEnv.appUrl))} />
    </>
  );
}
