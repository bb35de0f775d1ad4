'use client';

/**
 * One submission, as staff open it (a New one becomes Read): its fields and message, Reply
 * (the staff member's own mail program, through mailto:) with an offer to mark it Replied, and
 * Delete.
 */
import type { RouterOutputs } from '@kasar/api';
import { Button, buttonClasses, Modal } from '@kasar/ui';
import { Reply } from 'lucide-react';
import { useState } from 'react';

import { DetailRow as Row } from '../detail-row';
import { formatDateTime } from '../format';
import { ContactStatusBadge, SPAM_REASONS } from './contact-status';
import { replyMailto } from './reply-link';

type Contact = RouterOutputs['contacts']['get'];

export function ContactViewDialog({
  contact,
  onClose,
  onDelete,
  onMarkReplied,
  markingReplied,
}: {
  contact: Contact;
  onClose: () => void;
  onDelete: () => void;
  onMarkReplied: () => void;
  markingReplied: boolean;
}) {
  const [replyStarted, setReplyStarted] = useState(false);
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
          <a
            href={replyMailto(contact)}
            onClick={() => setReplyStarted(true)}
            className={buttonClasses('primary')}
          >
            <Reply size={16} aria-hidden />
            Reply
          </a>
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <ContactStatusBadge status={contact.status} />
        {contact.status === 'spam' && contact.spam_reason ? (
          <span className="text-sm text-ink-700">
            Marked as spam: {SPAM_REASONS[contact.spam_reason] ?? contact.spam_reason}.
          </span>
        ) : null}
      </div>
      {replyStarted && contact.status !== 'replied' ? (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-900"
        >
          <span>Your mail program opened a reply. Sent it?</span>
          <Button size="sm" onClick={onMarkReplied} disabled={markingReplied}>
            {markingReplied ? 'Saving...' : 'Mark as Replied'}
          </Button>
        </div>
      ) : null}
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
