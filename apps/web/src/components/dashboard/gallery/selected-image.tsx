'use client';

import { TEXT_LIMITS } from '@kasar/validators';
import { Button } from '@kasar/ui';
import { useId } from 'react';
import { X } from 'lucide-react';

import { useObjectUrl } from '../image-url';

/** One chosen file on the upload page: preview, name, size, alt text, its own errors and Remove. */
export function SelectedImage({
  file,
  error,
  alt,
  altError,
  onAltChange,
  onRemove,
}: {
  file: File;
  error?: string;
  alt: string;
  altError?: string;
  onAltChange: (value: string) => void;
  onRemove: () => void;
}) {
  const url = useObjectUrl(file);
  const altId = useId();
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
        <label htmlFor={altId} className="mt-2 block text-xs font-medium text-ink-800">
          Alt text<span className="sr-only"> for {file.name}</span>
        </label>
        <input
          id={altId}
          value={alt}
          maxLength={TEXT_LIMITS.imageAlt}
          onChange={(event) => onAltChange(event.target.value)}
          aria-invalid={altError ? true : undefined}
          className="mt-1 w-full rounded border border-ink-300 px-2 py-1 text-xs text-ink-900 max-md:min-h-11"
        />
        {altError ? <p className="mt-1 text-xs text-red-700">{altError}</p> : null}
      </div>
    </li>
  );
}
