/** An inline message box: a success banner or an error box. */
import type { ReactNode } from 'react';

import { cn } from './class-names';

export interface AlertProps {
  tone: 'success' | 'error';
  children: ReactNode;
  className?: string;
}

export function Alert({ tone, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        tone === 'success'
          ? 'border-green-300 bg-green-50 text-green-800'
          : 'border-red-300 bg-red-50 text-red-800',
        className,
      )}
    >
      {children}
    </div>
  );
}
