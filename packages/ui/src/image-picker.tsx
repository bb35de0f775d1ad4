'use client';

/**
 * Image inputs: ImagePicker (one image with preview, remove and replace) and FileDrop (a drop
 * zone for several files). Both leave checking the files to the form's schema.
 */
import { useId, useRef, useState, type DragEvent } from 'react';

import { Button } from './button';
import { cn } from './class-names';
import { describedBy, FieldMessages } from './field-messages';
import { FieldLabel } from './fields';
import { UploadIcon } from './icons';

export interface ImagePickerProps {
  label: string;
  /** What to show: the chosen file's object URL or the stored image's URL. */
  previewUrl: string | null;
  onSelect: (file: File) => void;
  /** Shown as a Remove button when given and a preview exists. */
  onRemove?: () => void;
  accept?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  chooseLabel?: string;
  changeLabel?: string;
}

export function ImagePicker({
  label,
  previewUrl,
  onSelect,
  onRemove,
  accept = 'image/jpeg,image/png,image/jpg,image/webp',
  error,
  hint,
  required,
  chooseLabel = 'Choose Image',
  changeLabel = 'Change Image',
}: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {previewUrl ? (
        <div className="relative inline-block">
          <img
            src={previewUrl}
            alt={`${label} preview`}
            className="h-40 max-w-full rounded-md border border-ink-200 object-contain"
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          // The visible button opens the chooser; one tab stop is enough.
          tabIndex={-1}
          className="sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onSelect(file);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" onClick={() => input.current?.click()}>
          <UploadIcon width={16} height={16} />
          {previewUrl ? changeLabel : chooseLabel}
        </Button>
        {previewUrl && onRemove ? (
          <Button variant="ghost" onClick={onRemove} className="text-red-700">
            Remove
          </Button>
        ) : null}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface FileDropProps {
  label: string;
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

export function FileDrop({
  label,
  onFiles,
  accept = 'image/jpeg,image/png,image/jpg,image/webp',
  multiple = true,
  error,
  hint,
  disabled,
}: FileDropProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div className="space-y-1">
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-10 text-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
          dragging ? 'border-brand-700 bg-brand-50' : 'border-ink-300 bg-white',
          error ? 'border-red-600' : '',
        )}
      >
        <UploadIcon width={32} height={32} className="text-ink-600" />
        <span className="text-sm font-medium text-ink-800">{label}</span>
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className="sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
