/** A service detail as the page shows it, with defaults for the fields the server omits. */
import type { StatisticKey } from '@kasar/validators';

import type { PublicServiceDetail } from '~/server/public-data';

import { SERVICE_DEFAULTS } from './content';

export interface ServiceStatistic {
  key: StatisticKey;
  label: string;
  value: number;
  suffix: '+' | '%';
}

const STATISTIC_LABELS: { key: StatisticKey; label: string; suffix: '+' | '%' }[] = [
  { key: 'projectsCompleted', label: 'Projects Completed', suffix: '+' },
  { key: 'satisfiedClients', label: 'Satisfied Clients', suffix: '%' },
  { key: 'onTimeDelivery', label: 'On-Time Delivery', suffix: '%' },
];

export function serviceViewOf(service: PublicServiceDetail) {
  const given = new Map(service.statistics.map((stat) => [stat.key, stat.value]));
  const statistics: ServiceStatistic[] = STATISTIC_LABELS.map(({ key, label, suffix }) => ({
    key,
    label,
    suffix,
    value:
      service.statistics.length === 0 ? SERVICE_DEFAULTS.statistics[key] : (given.get(key) ?? 0),
  }));
  const gallery = service.gallery_images.map((image) => image.image_url);
  return {
    name: service.name,
    subtitle: service.headline.trim() || SERVICE_DEFAULTS.subtitle,
    description: service.description.trim() || SERVICE_DEFAULTS.description,
    features:
      service.features.length > 0
        ? service.features
        : SERVICE_DEFAULTS.features.map((title) => ({ title, description: null })),
    services: service.services.length > 0 ? service.services : SERVICE_DEFAULTS.services,
    statistics,
    // The hero is image 0 of the lightbox, the gallery follows.
    images: [
      service.hero_image ?? SERVICE_DEFAULTS.heroImage,
      ...(gallery.length > 0 ? gallery : SERVICE_DEFAULTS.galleryImages),
    ],
  };
}

export type ServiceView = ReturnType<typeof serviceViewOf>;
