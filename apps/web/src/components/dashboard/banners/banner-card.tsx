'use client';

import type { RouterOutputs } from '@kasar/api';
import Image from 'next/image';

import { CardActions } from '../card-actions';
import { PreviewLink } from '../preview-link';
import { formatDate } from '../format';
import { StatusBadge } from '../status-badge';

type Banner = RouterOutputs['banners']['get'];

export function BannerCard({
  banner,
  onEdit,
  onToggle,
  onDelete,
  toggling,
}: {
  banner: Banner;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  toggling: boolean;
}) {
  return (
    <article
      aria-label={banner.headline}
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm"
    >
      <div className="relative aspect-video bg-ink-200">
        <Image
          src={banner.image_url}
          alt={banner.headline}
          fill
          unoptimized
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold text-ink-900">{banner.headline}</h2>
          <StatusBadge enabled={banner.is_enabled} />
        </div>
        {banner.tagline ? <p className="text-sm text-ink-700">{banner.tagline}</p> : null}
        <p className="text-xs text-ink-600">Created: {formatDate(banner.created_at)}</p>
        <CardActions
          enabled={banner.is_enabled}
          itemName={banner.headline}
          toggling={toggling}
          onToggle={onToggle}
          onEdit={onEdit}
          onDelete={onDelete}
        >
          {banner.is_enabled ? null : <PreviewLink path="/" itemName={banner.headline} />}
        </CardActions>
      </div>
    </article>
  );
}
