'use client';

import type { RouterOutputs } from '@kasar/api';
import { Button, Modal } from '@kasar/ui';

import { formatDateTime } from '../format';

type Contact = RouterOutputs['contacts']['get'];

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink-900">{value || 'N/A'}</dd>
    </div>
  );
}

export function ContactViewDialog({
  contact,
  onClose,
  onDelete,
}: {
  contact: Contact;
  onClose: () => void;
  onDelete: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Contact Submission"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
        </>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <Row label="Name" value={contact.name} />
        <Row label="Email" value={contact.email} />
        <Row label="Mobile" value={contact.mobile} />
        <Row label="Purpose" value={contact.purpose} />
        <Row label="Subject" value={contact.subject} />
        <Row label="Received" value={formatDateTime(contact.created_at)} />
      </dl>
      <div className="mt-4">
        <h3 className="text-xs font-medium tracking-wide text-ink-600 uppercase">Message</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-ink-900">{contact.message}</p>
      </div>
    </Modal>
  );
}
