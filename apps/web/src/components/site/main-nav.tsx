/** The navigation row: logo, links with the Services dropdown, 'Get Quote' and the mobile menu. */
import Link from 'next/link';

import { BrandLogo } from './brand-logo';
import { MobileDrawer } from './mobile-drawer';
import { NavLink } from './nav-link';
import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, type ServiceLink } from './nav-links';
import { ServicesMenu } from './services-menu';

export function MainNav({
  logoUrl,
  logoAlt,
  serviceLinks,
}: {
  logoUrl: string | null;
  logoAlt: string | null;
  serviceLinks: ServiceLink[];
}) {
  return (
    <div className="border-b border-ink-200">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <BrandLogo logoUrl={logoUrl} logoAlt={logoAlt} eager />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {NAV_BEFORE_SERVICES.map((link) => (
            <NavLink key={link.href} href={link.href} label={link.label} />
          ))}
          <ServicesMenu links={serviceLinks} />
          {NAV_AFTER_SERVICES.map((link) => (
            <NavLink key={link.href} href={link.href} label={link.label} />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Link
            href="/contact-us"
            className="hidden rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:inline-block"
          >
            Get Quote
          </Link>
          <MobileDrawer serviceLinks={serviceLinks} />
        </div>
      </div>
    </div>
  );
}
