'use client';

/** Asks before a permanent or important action; the confirm button shows a busy label. */
import type { ReactNode } from 'react';

import { Button, type ButtonVariant } from './button';
import { cn } from './class-names';
import { AlertIcon, InfoIcon } from './icons';
import { Modal } from './modal';

export type ConfirmDialogType = 'danger' | 'warning' | 'info';

const tones: Record<ConfirmDialogType, { icon: string; button: ButtonVariant }> = {
  danger: { icon: 'bg-red-100 text-red-700', button: 'danger' },
  warning: { icon: 'bg-amber-100 text-amber-800', button: 'primary' },
  info: { icon: 'bg-sky-100 text-sky-800', button: 'primary' },
};

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  message: ReactNode;
  type?: ConfirmDialogType;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While true the buttons are disabled and the confirm button reads `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
}

export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  type = 'danger',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  const tone = tones[type];
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone.button} onClick={onConfirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            tone.icon,
          )}
        >
          {type === 'info' ? <InfoIcon /> : <AlertIcon />}
        </span>
        <div className="text-sm text-ink-700">{message}</div>
      </div>
    </Modal>
  );
}
