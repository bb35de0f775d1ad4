'use client';

import { Button } from '@kasar/ui';
import { X } from 'lucide-react';

import { useObjectUrl } from '../image-url';

/** One chosen file on the upload page: preview, name, size, its own error and Remove. */
export function SelectedImage({
  file,
  error,
  onRemove,
}: {
  file: File;
  error?: string;
  onRemove: () => void;
}) {
  const url = useObjectUrl(file);
  return (
    <li className="flex flex-col overflow-hidden rounded-md border border-ink-200 bg-white">
      <div className="relative aspect-square bg-ink-100">
        {url ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL
          <img src={url} alt={file.name} className="size-full object-cover" />
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className="absolute top-1 right-1 px-1.5 py-1"
          onClick={onRemove}
          aria-label={`Remove ${file.name}`}
        >
          <X size={14} aria-hidden />
        </Button>
      </div>
      <div className="p-2">
        <p className="truncate text-xs font-medium text-ink-900">{file.name}</p>
        <p className="text-xs text-ink-600">{(file.size / 1024).toFixed(1)} KB</p>
        {error ? <p className="mt-1 text-xs text-red-700">{error}</p> : null}
      </div>
    </li>
  );
}
