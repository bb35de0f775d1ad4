/** /services/{slug}: one enabled service with the first page of its gallery. */
import type { Metadata } from 'next';

import { serviceMetadata, ServicePageContent } from './service-page';

/** No service page is rendered by the build: each is rendered on its first request and cached. */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  return serviceMetadata((await params).slug, 1);
}

export default async function ServicePage({ params }: ServicePageProps) {
  return <ServicePageContent slug={(await params).slug} page={1} />;
}
