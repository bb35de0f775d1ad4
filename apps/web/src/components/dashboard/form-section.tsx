/** A titled group of fields in a dashboard form. */
import type { ReactNode } from 'react';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-ink-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-ink-900">{title}</legend>
      {children}
    </fieldset>
  );
}
