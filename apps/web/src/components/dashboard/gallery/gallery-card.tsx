'use client';

import type { RouterOutputs } from '@kasar/api';
import { Button, Toggle } from '@kasar/ui';
import { Eye, Trash2 } from 'lucide-react';
import Image from 'next/image';

import { StatusBadge } from '../status-badge';

type GalleryImage = RouterOutputs['gallery']['get'];

export function GalleryCard({
  image,
  onPreview,
  onToggle,
  onDelete,
  toggling,
}: {
  image: GalleryImage;
  onPreview: () => void;
  onToggle: () => void;
  onDelete: () => void;
  toggling: boolean;
}) {
  const name = `${image.project.title} image`;
  return (
    <article
      aria-label={name}
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm"
    >
      <button
        type="button"
        onClick={onPreview}
        className="relative aspect-square bg-ink-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-label={`Preview ${name}`}
      >
        <Image src={image.image_url} alt={name} fill unoptimized className="object-cover" />
      </button>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-sm font-semibold text-ink-900">{image.project.title}</h2>
          <StatusBadge enabled={image.is_enabled} />
        </div>
        <p className="text-xs text-ink-600">{image.project.service_name}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <Toggle
            checked={image.is_enabled}
            onChange={onToggle}
            disabled={toggling}
            label={`${image.is_enabled ? 'Disable' : 'Enable'} ${name}`}
          />
          <Button variant="ghost" size="sm" onClick={onPreview} aria-label={`View ${name}`}>
            <Eye size={16} aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            onClick={onDelete}
            aria-label={`Delete ${name}`}
          >
            <Trash2 size={16} aria-hidden />
          </Button>
        </div>
      </div>
    </article>
  );
}
