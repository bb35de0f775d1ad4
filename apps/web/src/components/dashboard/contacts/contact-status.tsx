/** A submission's status as the dashboard names and shows it. */
import type { ContactStatusName } from '@kasar/validators';
import { cn } from '@kasar/ui';

export const STATUS_LABELS: Record<ContactStatusName, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
  spam: 'Spam',
};

const TONES: Record<ContactStatusName, string> = {
  new: 'bg-brand-100 text-brand-900',
  read: 'bg-ink-200 text-ink-800',
  replied: 'bg-green-100 text-green-800',
  archived: 'bg-ink-100 text-ink-700',
  spam: 'bg-red-100 text-red-800',
};

export function ContactStatusBadge({ status }: { status: ContactStatusName }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Why the spam rules caught a submission, in words. */
export const SPAM_REASONS: Record<string, string> = {
  honeypot: 'a hidden field people never see was filled in',
  'bad-token': 'its form token was not one this site issued',
  'reused-token': 'its form token had already been used',
  'too-fast': 'it was sent within 3 seconds of starting the form',
  'no-token': 'it did not come from the contact form',
  links: 'it contains more than two links',
  pattern: 'it contains a known spam phrase',
  'marked-by-staff': 'it was marked as spam by hand',
};
