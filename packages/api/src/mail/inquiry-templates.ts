// The e-mails of a contact submission: the firm's notification and the visitor's acknowledgement.
import type { MailContent } from './templates';
import { emailPage, escapeHtml } from './templates';

export interface InquiryMailInput {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  subject: string | null;
  message: string;
  purpose: string | null;
  createdAt: Date;
  /** Where staff open the submission: APP_URL/dashboard/contacts?open=<id>. */
  dashboardUrl: string;
}

/** One line of text: control characters (line breaks included) become spaces. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim();
}

/** '2026-11-23 10:34 UTC': the same for every reader, whatever their time zone. */
function received(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const font = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
const page = (title: string, body: string) =>
  emailPage(title, body, { maxWidth: 600, cellStyle: `padding:32px;${font};color:#1c1917;` });

export function inquiryNotificationMail(input: InquiryMailInput): MailContent {
  const name = oneLine(input.name);
  const purpose = oneLine(input.purpose ?? '') || 'Other';
  const subject = `New inquiry: ${purpose} from ${name}`;
  const fields: [string, string][] = [
    ['Name', name],
    ['Email', oneLine(input.email)],
    ['Mobile', oneLine(input.mobile ?? '') || 'N/A'],
    ['Purpose', purpose],
    ['Subject', oneLine(input.subject ?? '') || 'N/A'],
    ['Received', received(input.createdAt)],
  ];
  const url = new URL(input.dashboardUrl).href;

  const text = [
    'A new inquiry came in through the website contact form.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    input.message,
    '',
    `Open it in the dashboard: ${url}`,
    `Reply to this e-mail to answer ${name} directly.`,
    '',
  ].join('\n');

  const cell = `padding:6px 12px 6px 0;${font};font-size:14px;line-height:20px;vertical-align:top;`;
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" style="${cell}color:#57534e;font-weight:normal;white-space:nowrap;">${label}</th><td style="${cell}color:#1c1917;">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const href = escapeHtml(url);
  const html = page(
    subject,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;">New inquiry from ${escapeHtml(name)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">
${rows}
</table>
<h2 style="margin:0 0 8px;font-size:16px;line-height:24px;">Message</h2>
<p style="margin:0 0 24px;font-size:15px;line-height:22px;white-space:pre-wrap;">${escapeHtml(input.message)}</p>
<p style="margin:0 0 16px;"><a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:10px 20px;background-color:#c2410c;border-radius:6px;color:#ffffff;font-weight:bold;text-decoration:none;">Open in the dashboard</a></p>
<p style="margin:0;font-size:13px;line-height:20px;color:#57534e;">Reply to this e-mail to answer ${escapeHtml(name)} directly.</p>`,
  );
  return { subject, text, html };
}

/**
 * The visitor's acknowledgement. It repeats nothing the visitor typed, so the form cannot be used
 * to send a message of someone else's choosing to an address of their choosing.
 */
export function inquiryAcknowledgementMail(): MailContent {
  const subject = 'We received your message';
  const lines = [
    'Hello,',
    "Thank you for contacting us! We'll get back to you soon.",
    'This is an automatic reply: there is no need to answer it.',
  ];
  const text = `${lines.join('\n\n')}\n`;
  const html = page(
    subject,
    lines
      .map(
        (line) =>
          `<p style="margin:0 0 16px;font-size:16px;line-height:24px;">${escapeHtml(line)}</p>`,
      )
      .join('\n'),
  );
  return { subject, text, html };
}
