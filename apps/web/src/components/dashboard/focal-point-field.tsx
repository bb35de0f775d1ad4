'use client';

/**
 * The focal point of an image: click the spot that must stay in frame, or focus the picture and
 * move the marker with the arrow keys (Shift for larger steps). 'Reset to centre' clears it, and
 * the site's crops are centred again. The form field holds the "x,y" text the API takes ('' for
 * none), so the value travels in the multipart body like the other fields (decision 036).
 */
import { parseFocalPoint, type FocalPoint } from '@kasar/validators';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

const CENTRE: FocalPoint = { x: 50, y: 50 };
const STEP = 5;
const LARGE_STEP = 20;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export function FocalPointField<TFieldValues extends FieldValues, TOutput>({
  control,
  name,
  imageUrl,
}: {
  control: Control<TFieldValues, unknown, TOutput>;
  /** The form field holding "x,y" or ''. */
  name: FieldPathByValue<TFieldValues, string | null | undefined>;
  /** The image shown (the chosen file's preview or the stored one); none: nothing to pick on. */
  imageUrl: string | null;
}) {
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const hintId = useId();
  const text: unknown = field.value;
  const point = typeof text === 'string' ? parseFocalPoint(text) : undefined;
  const shown = point ?? CENTRE;
  const set = (next: FocalPoint) => field.onChange(`${clamp(next.x)},${clamp(next.y)}`);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    set({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? LARGE_STEP : STEP;
    const moves: Record<string, FocalPoint> = {
      ArrowLeft: { x: shown.x - step, y: shown.y },
      ArrowRight: { x: shown.x + step, y: shown.y },
      ArrowUp: { x: shown.x, y: shown.y - step },
      ArrowDown: { x: shown.x, y: shown.y + step },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    set(next);
  };

  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-ink-800">
        Focal point
      </p>
      <p id={hintId} className="text-sm text-ink-600">
        {imageUrl
          ? 'Click the spot that must stay in view when the site crops this image, or focus the image and use the arrow keys. Without one, crops are centred.'
          : 'Choose an image to set its focal point.'}
      </p>
      {imageUrl ? (
        <>
          <div
            role="slider"
            tabIndex={0}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={shown.x}
            aria-valuetext={
              point
                ? `${point.x}% from the left, ${point.y}% from the top`
                : 'Not set: crops are centred'
            }
            data-testid="focal-point-picker"
            onClick={onClick}
            onKeyDown={onKeyDown}
            className="relative w-full max-w-md cursor-crosshair touch-manipulation overflow-hidden rounded-lg border border-ink-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview, not a site image */}
            <img
              src={imageUrl}
              alt=""
              className="block h-auto w-full select-none"
              draggable={false}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600/70 shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
              style={{ left: `${shown.x}%`, top: `${shown.y}%` }}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
            <span aria-live="polite">
              {point ? `Focal point: ${point.x}%, ${point.y}%` : 'Focal point: centre (not set)'}
            </span>
            <button
              type="button"
              onClick={() => field.onChange('')}
              disabled={!point}
              className="min-h-11 rounded-lg border border-ink-300 px-3 py-2 font-medium text-ink-800 hover:bg-ink-50 disabled:opacity-50"
            >
              Reset to centre
            </button>
          </div>
        </>
      ) : null}
      {fieldState.error?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {fieldState.error.message}
        </p>
      ) : null}
    </div>
  );
}
