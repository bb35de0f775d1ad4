/**
 * The end of a form: the submit error (when there is one), then Cancel and the submit button,
 * which shows `busyLabel` and is disabled while the form is being sent.
 */
import type { ReactNode } from 'react';

import { Alert } from './alert';
import { Button } from './button';

export interface FormActionsProps {
  /** A Cancel button or link. */
  cancel: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string;
}

export function FormActions({ cancel, submitLabel, busyLabel, busy, error }: FormActionsProps) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex justify-end gap-3">
        {cancel}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
