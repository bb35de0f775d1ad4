'use client';

import type { RouterOutputs } from '@kasar/api';
import type { StatisticKey } from '@kasar/validators';
import { Button } from '@kasar/ui';
import { FolderOpen } from 'lucide-react';
import Image from 'next/image';

import { CardActions } from '../card-actions';
import { formatDate } from '../format';
import { StatusBadge } from '../status-badge';

type Service = RouterOutputs['services']['list']['data'][number];

/** A card lists the first three features. */
const FEATURES_SHOWN = 3;

const STATISTICS: { key: StatisticKey; label: string; suffix: string }[] = [
  { key: 'projectsCompleted', label: 'Projects', suffix: '+' },
  { key: 'satisfiedClients', label: 'Clients', suffix: '%' },
  { key: 'onTimeDelivery', label: 'On Time', suffix: '%' },
];

export interface ServiceCardActions {
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  onViewProjects: () => void;
  toggling: boolean;
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
    <article
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm"
      aria-label={service.name}
    >
      <div className="relative h-40 bg-ink-200">
        {service.hero_image ? (
          <Image
            src={service.hero_image}
            alt={`${service.name} hero image`}
            fill
            unoptimized
            className="object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink-900">{service.name}</h2>
          <StatusBadge enabled={service.is_enabled} />
        </div>
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
        <p className="text-xs text-ink-600">Last updated: {formatDate(service.updated_at)}</p>
        <CardActions
          enabled={service.is_enabled}
          itemName={service.name}
          toggling={actions.toggling}
          onToggle={actions.onToggle}
          onEdit={actions.onEdit}
          onDelete={actions.onDelete}
        >
          <Button variant="secondary" size="sm" onClick={actions.onViewProjects}>
            <FolderOpen size={16} aria-hidden />
            Projects
          </Button>
        </CardActions>
      </div>
    </article>
  );
}
