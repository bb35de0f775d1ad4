'use client';

import type { RouterOutputs } from '@kasar/api';

import { CardActions, type ItemActions } from '../card-actions';
import { LocalDate } from '../local-date';
import { CardImage, ItemCard } from '../item-card';
import { PreviewLink } from '../preview-link';

type Banner = RouterOutputs['banners']['get'];

export function BannerCard({ banner, actions }: { banner: Banner; actions: ItemActions }) {
  return (
    <ItemCard
      label={banner.headline}
      title={banner.headline}
      enabled={banner.is_enabled}
      size="md"
      media={
        <div className="relative aspect-video bg-ink-200">
          <CardImage src={banner.image_url} alt={banner.headline} />
        </div>
      }
    >
      {banner.tagline ? <p className="text-sm text-ink-700">{banner.tagline}</p> : null}
      <p className="text-xs text-ink-600">
        Created: <LocalDate value={banner.created_at} />
      </p>
      <CardActions enabled={banner.is_enabled} itemName={banner.headline} actions={actions}>
        {banner.is_enabled ? null : <PreviewLink path="/" itemName={banner.headline} />}
      </CardActions>
    </ItemCard>
  );
}
