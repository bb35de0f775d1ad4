/** The mailto: address of a reply: the visitor, 'Re: <subject>' and their message quoted. */
import { formatDateTime } from '../format';

export function replyMailto(contact: {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  created_at: string;
}): string {
  const subject = `Re: ${contact.subject || 'Your inquiry'}`;
  const quoted = contact.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${formatDateTime(contact.created_at)}, ${contact.name} wrote:\n${quoted}\n`;
  return `mailto:${encodeURIComponent(contact.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
