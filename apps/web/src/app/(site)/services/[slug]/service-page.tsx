/**
 * A service page: one enabled service with its statistics, features, one page of its gallery
 * and the lightbox. Page 1 is /services/{slug}; /services/{slug}?page=N (the proxy's rewrite to
 * gallery/N) shows page N of the gallery under the same service content.
 */
import { apiEnv } from '@kasar/api/env';
import { shareImageVersion } from '@kasar/api/storage';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';

import { CtaBanner } from '~/components/site/cta-banner';
import { JsonLd } from '~/components/site/json-ld';
import { LightboxProvider } from '~/components/site/lightbox-context';
import { serviceGalleryHref } from '~/components/site/paging';
import { ServiceFeatures } from '~/components/site/service-features';
import { ServiceGallery } from '~/components/site/service-gallery';
import { ServiceHero } from '~/components/site/service-hero';
import { ServiceOverview } from '~/components/site/service-overview';
import { serviceViewOf } from '~/components/site/service-view';
import {
  breadcrumbSchema,
  organizationSchema,
  withContext,
} from '~/components/site/structured-data';
import { getOrganization, getService } from '~/server/public-data';

import { pageMetadata } from '../../page-metadata';

/** The service and gallery page an address names; an unknown service or page is not found. */
const loadService = cache(async (slug: string, page: number) => {
  const service = await getService(decodeURIComponent(slug), page);
  if (!service) notFound();
  return service;
});

export async function serviceMetadata(slug: string, page: number): Promise<Metadata> {
  const service = await loadService(slug, page);
  const view = serviceViewOf(service);
  return pageMetadata({
    title: page > 1 ? `${service.name}: photos, page ${page}` : service.name,
    description: view.subtitle,
    path: serviceGalleryHref(service.slug, page),
    keywords: [service.name, ...view.services.slice(0, 4)],
    // A hero of its own is shared cut to 1200 × 630 around its focal point; the address names
    // the hero and point, so a network fetches the new cut after either changes.
    image: service.hero_image
      ? `/share-images/services/${encodeURIComponent(service.slug)}?v=${shareImageVersion(service.hero_image, view.hero.focalPoint)}`
      : view.hero.src,
    imageAlt: view.hero.alt,
    // The staff's title names the service page itself; its gallery pages keep their own.
    seo: {
      title: page > 1 ? null : service.seo_title,
      description: service.seo_description,
      image: service.seo_image,
    },
    noindex: service.noindex,
  });
}

export async function ServicePageContent({ slug, page }: { slug: string; page: number }) {
  const [service, organization] = await Promise.all([loadService(slug, page), getOrganization()]);
  const view = serviceViewOf(service);
  return (
    <LightboxProvider name={view.name} slug={view.photosSlug} hero={view.hero} photos={view.photos}>
      <ServiceHero
        name={view.name}
        subtitle={view.subtitle}
        image={view.hero.src}
        imageAlt={view.hero.alt}
        focalPoint={view.hero.focalPoint}
      />
      <ServiceOverview description={view.description} statistics={view.statistics} />
      <ServiceFeatures features={view.features} services={view.services} />
      <ServiceGallery />
      <CtaBanner
        title={`Planning a ${view.name} Project?`}
        text="Talk to our team about your site, budget and timeline. The first consultation is free."
      />
      <JsonLd
        data={withContext({
          '@type': 'Service',
          name: view.name,
          description: view.description,
          serviceType: view.name,
          url: `${apiEnv.appUrl}/services/${service.slug}`,
          image: new URL(view.hero.src, apiEnv.appUrl).toString(),
          provider: organizationSchema(organization, apiEnv.appUrl),
        })}
      />
      <JsonLd
        data={withContext(
          breadcrumbSchema([
            { name: 'Home', url: `${apiEnv.appUrl}/` },
            { name: view.name, url: `${apiEnv.appUrl}/services/${service.slug}` },
          ]),
        )}
      />
    </LightboxProvider>
  );
}
