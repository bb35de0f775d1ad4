/**
 * The end of a form: the submit error (when there is one), then Cancel (when the form has one)
 * and the submit button, which shows `busyLabel` and is disabled while the form is being sent.
 */
import type { ReactNode } from 'react';

import { Alert } from './alert';
import { Button, type ButtonSize } from './button';

export interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  size?: ButtonSize;
  className?: string;
}

/** A submit button that says `busyLabel` and is disabled while the form is being sent. */
export function SubmitButton({ label, busyLabel, busy, size, className }: SubmitButtonProps) {
  return (
    <Button type="submit" size={size} className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

export interface FormActionsProps {
  /** A Cancel button or link. */
  cancel?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string;
  /** Beside the submit button, before it: another way to send the form ('Save draft'). */
  extra?: ReactNode;
}

export function FormActions({
  cancel,
  submitLabel,
  busyLabel,
  busy,
  error,
  extra,
}: FormActionsProps) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {cancel}
        {extra}
        <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} />
      </div>
    </>
  );
}
