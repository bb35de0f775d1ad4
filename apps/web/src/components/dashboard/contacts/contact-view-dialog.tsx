'use client';

/**
 * One submission, as staff open it (a New one becomes Read): its status and a menu to change
 * it, the message first, then the sender with their e-mail and mobile as links; Reply (the staff
 * member's own mail program, through mailto:) with an offer to mark it Replied, Call when the
 * sender gave a mobile number, and Delete. On a phone the buttons stack (see Modal).
 */
import type { RouterOutputs } from '@kasar/api';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { CONTACT_STATUSES, type ContactStatusName } from '@kasar/validators';
import { Button, buttonClasses, cn, Modal } from '@kasar/ui';
import { ChevronDown, Phone, Reply } from 'lucide-react';
import { useState } from 'react';

import { DetailRow as Row } from '../detail-row';
import { formatDateTime } from '../format';
import { useCan } from '../permissions';
import { ContactStatusBadge, SPAM_REASONS, STATUS_LABELS } from './contact-status';
import { replyMailto } from './reply-link';

type Contact = RouterOutputs['contacts']['get'];

export function ContactViewDialog({
  contact,
  onClose,
  onDelete,
  onSetStatus,
  settingStatus,
}: {
  contact: Contact;
  onClose: () => void;
  onDelete: () => void;
  onSetStatus: (status: ContactStatusName) => void;
  settingStatus: boolean;
}) {
  const [replyStarted, setReplyStarted] = useState(false);
  const mayEdit = useCan('contacts.edit');
  const mayDelete = useCan('contacts.delete');
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
          {mayDelete ? (
            <Button variant="danger" onClick={onDelete}>
              Delete
            </Button>
          ) : null}
          {contact.mobile ? (
            <a href={`tel:${contact.mobile}`} className={buttonClasses('secondary')}>
              <Phone size={16} aria-hidden />
              Call
            </a>
          ) : null}
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
        {mayEdit ? (
          <StatusMenu current={contact.status} busy={settingStatus} onChoose={onSetStatus} />
        ) : null}
        {contact.status === 'spam' && contact.spam_reason ? (
          <span className="text-sm text-ink-700">
            Marked as spam: {SPAM_REASONS[contact.spam_reason] ?? contact.spam_reason}.
          </span>
        ) : null}
      </div>
      {mayEdit && replyStarted && contact.status !== 'replied' ? (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-900"
        >
          <span>Your mail program opened a reply. Sent it?</span>
          <Button
            size="sm"
            onClick={() => onSetStatus('replied')}
            disabled={settingStatus}
            className="max-md:min-h-11"
          >
            {settingStatus ? 'Saving...' : 'Mark as Replied'}
          </Button>
        </div>
      ) : null}
      <div>
        <h3 className="text-xs font-medium tracking-wide text-ink-600 uppercase">Message</h3>
        <p className="mt-1 text-base break-words whitespace-pre-line text-ink-900 md:text-sm">
          {contact.message}
        </p>
      </div>
      <dl className="mt-4 grid gap-4 border-t border-ink-200 pt-4 sm:grid-cols-2">
        <Row label="Name" value={contact.name} />
        <LinkRow label="Email" value={contact.email} href={`mailto:${contact.email}`} />
        <LinkRow
          label="Mobile"
          value={contact.mobile}
          href={contact.mobile ? `tel:${contact.mobile}` : null}
        />
        <Row label="Purpose" value={contact.purpose} />
        <Row label="Subject" value={contact.subject} />
        <Row label="Received" value={formatDateTime(contact.created_at)} />
      </dl>
    </Modal>
  );
}

/** A detail whose value is also a link (write to, call), 'N/A' when there is none. */
function LinkRow({
  label,
  value,
  href,
}: {
  label: string;
  value: string | null;
  href: string | null;
}) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink-900">
        {value && href ? (
          <a
            href={href}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline md:min-h-0"
          >
            {value}
          </a>
        ) : (
          'N/A'
        )}
      </dd>
    </div>
  );
}

/** Change status: every status but the current one, as a menu. */
function StatusMenu({
  current,
  busy,
  onChoose,
}: {
  current: ContactStatusName;
  busy: boolean;
  onChoose: (status: ContactStatusName) => void;
}) {
  return (
    <Menu as="div" className="relative ml-auto">
      <MenuButton
        disabled={busy}
        className={cn(buttonClasses('secondary', 'sm'), 'max-md:min-h-11')}
      >
        {busy ? 'Saving...' : 'Change status'}
        <ChevronDown size={16} aria-hidden />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-48 rounded-md border border-ink-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {CONTACT_STATUSES.filter((status) => status !== current).map((status) => (
          <MenuItem key={status}>
            <button
              type="button"
              onClick={() => onChoose(status)}
              className="flex min-h-11 w-full items-center rounded px-3 text-left text-sm text-ink-800 data-focus:bg-ink-100 md:min-h-9"
            >
              Mark as {STATUS_LABELS[status]}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
