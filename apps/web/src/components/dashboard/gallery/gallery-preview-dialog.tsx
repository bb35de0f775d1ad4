'use client';

import type { RouterOutputs } from '@kasar/api';
import { Modal } from '@kasar/ui';

import { formatDate } from '../format';
import { useCan } from '../permissions';
import { StatusBadge } from '../status-badge';
import { GalleryImageForm } from './gallery-image-form';

type GalleryImage = RouterOutputs['gallery']['get'];

export function GalleryPreviewDialog({
  image,
  onClose,
}: {
  image: GalleryImage;
  onClose: () => void;
}) {
  const mayEdit = useCan('gallery.edit');
  const details: [string, string][] = [
    ['Project', image.project.title],
    ['Service', image.project.service_name],
    ['Client', image.project.client_name],
    ['Location', image.project.location],
    ['Uploaded', formatDate(image.created_at)],
  ];
  return (
    <Modal open onClose={onClose} title="Image Preview" size="xl">
      {/* eslint-disable-next-line @next/next/no-img-element -- the stored file at its own size */}
      <img
        src={image.image_url}
        alt={image.alt ?? `${image.project.title} image`}
        className="mx-auto max-h-[60vh] w-auto rounded-md object-contain"
      />
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-600">{label}</dt>
            <dd className="font-medium text-ink-900">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-ink-600">Status</dt>
          <dd>
            <StatusBadge enabled={image.is_enabled} />
          </dd>
        </div>
      </dl>
      {mayEdit ? <GalleryImageForm image={image} /> : null}
    </Modal>
  );
}
