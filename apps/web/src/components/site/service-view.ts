/** A service detail as the page shows it, with defaults for the fields the server omits. */
import type { StatisticKey } from '@kasar/validators';

import type { PublicGalleryImage, PublicServiceDetail } from '~/server/public-data';

import { SERVICE_DEFAULTS } from './content';
import type { GalleryImage } from './image-viewer';
import type { ListPage } from './paging';

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
  const hasPhotos = service.gallery.pagination.total > 0;
  const hero: GalleryImage = {
    src: service.hero_image ?? SERVICE_DEFAULTS.heroImage,
    alt: service.hero_image ? service.hero_image_alt : null,
    // The spot the hero's crops keep in frame; none (or the default image): centred.
    focalPoint: service.hero_image ? service.hero_focal_point : null,
  };
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
    // The hero is image 0 of the lightbox, the gallery's photos follow.
    hero,
    /** The page of photos the page shows: the service's, or the default ones while it has none. */
    photos: hasPhotos ? service.gallery : DEFAULT_PHOTOS,
    /** The slug the gallery's further pages are fetched by; null: every photo is here. */
    photosSlug: hasPhotos ? service.slug : null,
  };
}

/** The default gallery, all on one page. */
const DEFAULT_PHOTOS: ListPage<PublicGalleryImage> = {
  data: SERVICE_DEFAULTS.galleryImages.map((src) => ({
    id: src,
    image_url: src,
    alt: null,
    focal_point: null,
    project_title: '',
  })),
  pagination: {
    current_page: 1,
    per_page: SERVICE_DEFAULTS.galleryImages.length,
    total: SERVICE_DEFAULTS.galleryImages.length,
    total_pages: 1,
  },
};

export type ServiceView = ReturnType<typeof serviceViewOf>;
