'use client';

import type { RouterOutputs } from '@kasar/api';
import { Modal } from '@kasar/ui';

import { formatDate } from '../format';
import { StatusBadge } from '../status-badge';
import { GalleryAltForm } from './gallery-alt-form';

type GalleryImage = RouterOutputs['gallery']['get'];

export function GalleryPreviewDialog({
  image,
  onClose,
}: {
  image: GalleryImage;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title="Image Preview" size="xl">
      {/* eslint-disable-next-line @next/next/no-img-element -- the stored file at its own size */}
      <img
        src={image.image_url}
        alt={image.alt ?? `${image.project.title} image`}
        className="mx-auto max-h-[60vh] w-auto rounded-md object-contain"
      />
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">Project</dt>
          <dd className="font-medium text-ink-900">{image.project.title}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Service</dt>
          <dd className="font-medium text-ink-900">{image.project.service_name}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Client</dt>
          <dd className="font-medium text-ink-900">{image.project.client_name}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Location</dt>
          <dd className="font-medium text-ink-900">{image.project.location}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Uploaded</dt>
          <dd className="font-medium text-ink-900">{formatDate(image.created_at)}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Status</dt>
          <dd>
            <StatusBadge enabled={image.is_enabled} />
          </dd>
        </div>
      </dl>
      <GalleryAltForm image={image} />
    </Modal>
  );
}
