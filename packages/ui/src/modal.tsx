'use client';

/**
 * A dialog over the page: title, close button, Escape and a focus trap (Headless UI). Below the
 * `sm` breakpoint (640 px) its close button and footer buttons are 44 × 44 px touch targets.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

import { cn } from './class-names';
import { CloseIcon } from './icons';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

const widths: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-3xl',
  xl: 'max-w-5xl',
};

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
}

export function Modal({ open, onClose, title, size = 'md', children, footer }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ink-950/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className={cn('w-full rounded-lg bg-white shadow-xl', widths[size])}>
            <div className="flex items-center justify-between gap-4 border-b border-ink-200 px-5 py-4">
              <DialogTitle as="h2" className="text-lg font-semibold text-ink-900">
                {title}
              </DialogTitle>
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="rounded-md p-1 text-ink-600 max-sm:p-3 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <CloseIcon />
              </button>
            </div>
            <div className="px-5 py-4">{children}</div>
            {footer ? (
              // On a phone the buttons stack, full width and 44 px high, the last (the main one)
              // on top, nearest the thumb's reach of the content.
              <div className="flex justify-end gap-3 border-t border-ink-200 px-5 py-4 max-sm:flex-col-reverse max-sm:*:min-h-11">
                {footer}
              </div>
            ) : null}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
