/** /services/{slug}: one enabled service with its statistics, features, gallery and lightbox. */
import { apiEnv } from '@kasar/api/env';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';

import { CtaBanner } from '~/components/site/cta-banner';
import { JsonLd } from '~/components/site/json-ld';
import { LightboxProvider } from '~/components/site/lightbox-context';
import { ServiceFeatures } from '~/components/site/service-features';
import { ServiceGallery } from '~/components/site/service-gallery';
import { ServiceHero } from '~/components/site/service-hero';
import { ServiceOverview } from '~/components/site/service-overview';
import { serviceViewOf } from '~/components/site/service-view';
import { organizationSchema, withContext } from '~/components/site/structured-data';
import { getOrganization, getService } from '~/server/public-data';

import { pageMetadata } from '../../page-metadata';

/** No service page is rendered by the build: each is rendered on its first request and cached. */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

const loadService = cache(async (slug: string) => {
  const service = await getService(decodeURIComponent(slug));
  if (!service) notFound();
  return service;
});

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const { slug } = await params;
  const service = await loadService(slug);
  const view = serviceViewOf(service);
  return pageMetadata({
    title: service.name,
    description: view.subtitle,
    path: `/services/${service.slug}`,
    keywords: [service.name, ...view.services.slice(0, 4)],
    image: view.images[0],
    imageAlt: view.imageAlts[0],
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const { slug } = await params;
  const [service, organization] = await Promise.all([loadService(slug), getOrganization()]);
  const view = serviceViewOf(service);
  return (
    <LightboxProvider images={view.images} alts={view.imageAlts} title={view.name}>
      <ServiceHero
        name={view.name}
        subtitle={view.subtitle}
        image={view.images[0] ?? ''}
        imageAlt={view.imageAlts[0] ?? null}
      />
      <ServiceOverview description={view.description} statistics={view.statistics} />
      <ServiceFeatures features={view.features} services={view.services} />
      <ServiceGallery name={view.name} images={view.images} alts={view.imageAlts} />
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
          image: new URL(view.images[0] ?? '', apiEnv.appUrl).toString(),
          provider: organizationSchema(organization, apiEnv.appUrl),
        })}
      />
    </LightboxProvider>
  );
}
