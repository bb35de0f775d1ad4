'use client';

import type { RouterOutputs } from '@kasar/api';
import { Toggle } from '@kasar/ui';
import { Eye, Trash2 } from 'lucide-react';

import type { ItemActions } from '../card-actions';
import { IconButton } from '../icon-button';
import { CardImage, ItemCard } from '../item-card';

type GalleryImage = RouterOutputs['gallery']['get'];

/** A gallery card has no Edit: its preview holds the image's alternative text. */
export type GalleryCardActions = Omit<ItemActions, 'onEdit'> & { onPreview: () => void };

export function GalleryCard({
  image,
  actions: { may, onPreview, onToggle, onDelete, toggling },
}: {
  image: GalleryImage;
  actions: GalleryCardActions;
}) {
  const name = `${image.project.title} image`;
  return (
    <ItemCard
      label={name}
      title={image.project.title}
      enabled={image.is_enabled}
      size="sm"
      media={
        <button
          type="button"
          onClick={onPreview}
          className="relative aspect-square bg-ink-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          aria-label={`Preview ${name}`}
        >
          <CardImage src={image.image_url} alt={name} />
        </button>
      }
    >
      <p className="text-xs text-ink-600">{image.project.service_name}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        {may.publish ? (
          <Toggle
            checked={image.is_enabled}
            onChange={onToggle}
            disabled={toggling}
            label={`${image.is_enabled ? 'Disable' : 'Enable'} ${name}`}
          />
        ) : null}
        <IconButton label={`View ${name}`} icon={Eye} onClick={onPreview} />
        {may.delete ? (
          <IconButton label={`Delete ${name}`} icon={Trash2} onClick={onDelete} danger />
        ) : null}
      </div>
    </ItemCard>
  );
}
