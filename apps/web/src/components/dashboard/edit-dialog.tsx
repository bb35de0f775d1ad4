'use client';

/**
 * The frames of the dashboard's create and edit forms around their fields: the edit dialog (a
 * modal, large by default, with Cancel / 'Update …', 'Updating...' while saving) and the form of
 * an add page (Cancel back to the list / 'Create …', 'Saving...' while saving). Both end with the
 * submit error.
 */
import { Button, FormActions, Modal, type ModalSize } from '@kasar/ui';
import type { ReactNode } from 'react';

import { CancelLink } from './cancel-link';
import { StaleSaveNotice } from './history/stale-save';
import type { FormSave } from './use-form-save';

interface FormFrameProps {
  submitLabel: string;
  savingLabel?: string;
  /** The form's submit handler and state, from useFormSave. */
  save: FormSave;
  /** The gap between the fields and the actions (the banner form is denser). */
  spacing?: 'space-y-5' | 'space-y-6';
  /** Puts the item's current values in the form after a stale save was refused. */
  onReload?: () => void;
  /** Above the fields, at the right: the 'History' button of an edit form. */
  history?: ReactNode;
  /** Drafts of a live item (drafts/draft-controls.tsx): the notice above the actions, the button. */
  draft?: { notice: ReactNode; button: ReactNode; error: string | undefined };
  children: ReactNode;
}

function FormFrame({
  submitLabel,
  savingLabel,
  save,
  spacing = 'space-y-6',
  cancel,
  onReload,
  history,
  draft,
  children,
}: FormFrameProps & { savingLabel: string; cancel: ReactNode }) {
  const stale = onReload ? save.staleSave : null;
  return (
    <form onSubmit={save.onSubmit} noValidate className={spacing}>
      {history ? <div className="flex justify-end">{history}</div> : null}
      {children}
      {draft?.notice}
      {stale && onReload ? <StaleSaveNotice conflict={stale} onReload={onReload} /> : null}
      <FormActions
        cancel={cancel}
        submitLabel={submitLabel}
        busyLabel={savingLabel}
        busy={save.saving}
        error={stale ? undefined : (save.submitError ?? draft?.error)}
        extra={draft?.button}
      />
    </form>
  );
}

export function EditDialog({
  title,
  size = 'lg',
  savingLabel = 'Updating...',
  onClose,
  ...frame
}: FormFrameProps & { title: string; size?: ModalSize; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={title} size={size}>
      <FormFrame
        {...frame}
        savingLabel={savingLabel}
        cancel={
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </Modal>
  );
}

export function PageForm({
  listPath,
  savingLabel = 'Saving...',
  ...frame
}: FormFrameProps & { listPath: string }) {
  return <FormFrame {...frame} savingLabel={savingLabel} cancel={<CancelLink href={listPath} />} />;
}
