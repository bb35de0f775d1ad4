'use client';

import type { RouterOutputs } from '@kasar/api';
import { Button, Toggle } from '@kasar/ui';
import { Pencil, Trash2 } from 'lucide-react';
import Image from 'next/image';

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
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-ink-100 pt-3">
          <Toggle
            checked={banner.is_enabled}
            onChange={onToggle}
            disabled={toggling}
            label={`${banner.is_enabled ? 'Disable' : 'Enable'} ${banner.headline}`}
          />
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil size={16} aria-hidden />
            Edit
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700" onClick={onDelete}>
            <Trash2 size={16} aria-hidden />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
