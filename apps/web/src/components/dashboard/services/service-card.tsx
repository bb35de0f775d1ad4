'use client';

import type { RouterOutputs } from '@kasar/api';
import type { StatisticKey } from '@kasar/validators';
import { Button } from '@kasar/ui';
import { FolderOpen } from 'lucide-react';

import { CardActions, type ItemActions } from '../card-actions';
import { LocalDate } from '../local-date';
import { CardImage, ItemCard } from '../item-card';
import { PreviewLink } from '../preview-link';

type Service = RouterOutputs['services']['list']['data'][number];

/** A card lists the first three features. */
const FEATURES_SHOWN = 3;

const STATISTICS: { key: StatisticKey; label: string; suffix: string }[] = [
  { key: 'projectsCompleted', label: 'Projects', suffix: '+' },
  { key: 'satisfiedClients', label: 'Clients', suffix: '%' },
  { key: 'onTimeDelivery', label: 'On Time', suffix: '%' },
];

export interface ServiceCardActions extends ItemActions {
  onViewProjects: () => void;
}

export function ServiceCard({
  service,
  actions,
}: {
  service: Service;
  actions: ServiceCardActions;
}) {
  const statistic = (key: StatisticKey) =>
    service.statistics.find((entry) => entry.key === key)?.value ?? 0;
  const extraFeatures = service.features.length - FEATURES_SHOWN;
  return (
    <ItemCard
      label={service.name}
      title={service.name}
      enabled={service.is_enabled}
      size="lg"
      media={
        <div className="relative h-40 bg-ink-200">
          {service.hero_image ? (
            <CardImage src={service.hero_image} alt={`${service.name} hero image`} />
          ) : null}
        </div>
      }
    >
      <p className="text-sm font-medium text-brand-800">{service.headline}</p>
      <p className="line-clamp-3 text-sm text-ink-700">{service.description}</p>
      <dl className="grid grid-cols-3 gap-2 rounded-md bg-ink-50 p-2 text-center">
        {STATISTICS.map((entry) => (
          <div key={entry.key}>
            <dt className="text-xs text-ink-600">{entry.label}</dt>
            <dd className="text-sm font-semibold text-ink-900">
              {statistic(entry.key)}
              {entry.suffix}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="list-inside list-disc text-sm text-ink-700">
        {service.features.slice(0, FEATURES_SHOWN).map((feature, index) => (
          <li key={index}>{feature.title}</li>
        ))}
        {extraFeatures > 0 ? (
          <li className="list-none text-ink-600">+{extraFeatures} more features</li>
        ) : null}
      </ul>
      <p className="text-xs text-ink-600">
        Last updated: <LocalDate value={service.updated_at} />
      </p>
      <CardActions enabled={service.is_enabled} itemName={service.name} actions={actions}>
        <Button variant="secondary" size="sm" onClick={actions.onViewProjects}>
          <FolderOpen size={16} aria-hidden />
          Projects
        </Button>
        {service.is_enabled ? null : (
          <PreviewLink path={`/services/${service.slug}`} itemName={service.name} />
        )}
      </CardActions>
    </ItemCard>
  );
}
