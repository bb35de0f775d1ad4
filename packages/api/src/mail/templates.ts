// E-mail templates: a plain-text part and an accessible, inline-styled HTML part for each mail.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface PasswordResetMailInput {
  name: string;
  resetUrl: string;
  expiresInMinutes: number;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The frame of every HTML e-mail: a light page with one white, rounded card of at most `maxWidth`
 * pixels, built from tables as mail programs need, holding `body` in a cell styled `cellStyle`.
 */
export function emailPage(
  title: string,
  body: string,
  { maxWidth, cellStyle }: { maxWidth: number; cellStyle: string },
): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f5f5f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f5f5f4;">
<tr>
<td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:${maxWidth}px;background-color:#ffffff;border-radius:8px;">
<tr>
<td style="${cellStyle}">
${body}
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}

/** One line of plain text: control characters (line breaks included) become spaces. */
function plainLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim();
}

function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

export function passwordResetMail(input: PasswordResetMailInput): MailContent {
  const url = new URL(input.resetUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('The password reset link must be an http(s) URL');
  }
  const resetUrl = url.href;
  const name = plainLine(input.name);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const expiry = `This link expires in ${minutes(input.expiresInMinutes)} and can be used once.`;
  const ignore = 'If you did not ask for this, you can ignore this e-mail.';
  const subject = 'Reset your password';

  const text = [
    greeting,
    '',
    'We received a request to reset the password of your account.',
    'Open this link to choose a new password:',
    '',
    resetUrl,
    '',
    expiry,
    '',
    ignore,
    '',
  ].join('\n');

  const font = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
  const paragraph = `margin:0 0 16px;${font};font-size:16px;line-height:24px;color:#1c1917;`;
  const small = `margin:0 0 12px;${font};font-size:14px;line-height:20px;color:#57534e;`;
  const href = escapeHtml(resetUrl);

  const html = emailPage(
    subject,
    `<h1 style="margin:0 0 24px;${font};font-size:24px;line-height:32px;font-weight:bold;color:#1c1917;">${escapeHtml(subject)}</h1>
<p style="${paragraph}">${escapeHtml(greeting)}</p>
<p style="${paragraph}">We received a request to reset the password of your account. Choose a new password with the button below.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr>
<td align="center" bgcolor="#c2410c" style="border-radius:6px;background-color:#c2410c;">
<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;${font};font-size:16px;line-height:24px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">Reset password</a>
</td>
</tr>
</table>
<p style="${small}">If the button does not work, copy this link into your browser:</p>
<p style="${small}word-break:break-all;"><a href="${href}" style="color:#c2410c;text-decoration:underline;">${href}</a></p>
<p style="${small}">${escapeHtml(expiry)}</p>
<p style="${small}">${escapeHtml(ignore)}</p>`,
    { maxWidth: 560, cellStyle: 'padding:32px;' },
  );

  return { subject, text, html };
}
