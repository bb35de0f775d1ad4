/** A labelled form control with its error message, wired for assistive technology. */
import type { ReactNode } from 'react';
import { cx } from '@kasar/ui';

export const controlClass = (invalid: boolean) =>
  cx(
    'block w-full rounded-lg border bg-white px-4 py-3 text-ink-900 shadow-sm focus:ring-2 focus:outline-none',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
      : 'border-ink-300 focus:border-brand-600 focus:ring-brand-200',
  );

export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          {label}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        {hint}
      </div>
      <div className="mt-1.5">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
