/** The site's main navigation entries; Services sits between Projects and Contact. */
export const NAV_BEFORE_SERVICES = [
  { href: '/', label: 'Home' },
  { href: '/about-us', label: 'About' },
  { href: '/our-projects', label: 'Projects' },
] as const;

export const NAV_AFTER_SERVICES = [{ href: '/contact-us', label: 'Contact' }] as const;

export interface ServiceLink {
  href: string;
  label: string;
}

export function serviceLinksOf(
  services: { name: string; slug: string; id: string }[],
): ServiceLink[] {
  return services.map((service) => ({
    href: `/services/${service.slug || service.id}`,
    label: service.name,
  }));
}
