'use client';

/**
 * The frame of the dashboard's edit dialogs: a modal (large by default) around the form's
 * fields, the submit error and the Cancel / 'Update …' buttons ('Updating...' while saving).
 */
import { Button, FormActions, Modal, type ModalSize } from '@kasar/ui';
import type { FormEventHandler, ReactNode } from 'react';

export function EditDialog({
  title,
  submitLabel,
  savingLabel = 'Updating...',
  size = 'lg',
  saving,
  submitError,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  savingLabel?: string;
  size?: ModalSize;
  saving: boolean;
  submitError?: string;
  /** The form's handleSubmit(...), which also keeps the browser from submitting. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open onClose={onClose} title={title} size={size}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        {children}
        <FormActions
          cancel={
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          }
          submitLabel={submitLabel}
          busyLabel={savingLabel}
          busy={saving}
          error={submitError}
        />
      </form>
    </Modal>
  );
}
