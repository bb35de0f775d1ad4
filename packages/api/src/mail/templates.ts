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

/** A mail whose point is one link: greeting, why, a button, the link spelled out, the fine print. */
interface LinkMailInput {
  subject: string;
  name: string;
  url: string;
  /** Plain text; the HTML part says the same in one paragraph with the button below it. */
  textIntro: string[];
  htmlIntro: string;
  button: string;
  notes: string[];
}

function linkMail(input: LinkMailInput): MailContent {
  const url = new URL(input.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('The link of an e-mail must be an http(s) URL');
  }
  const link = url.href;
  const name = plainLine(input.name);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const { subject } = input;

  const text = [
    greeting,
    '',
    ...input.textIntro,
    '',
    link,
    '',
    ...input.notes.flatMap((note) => [note, '']),
  ].join('\n');

  const font = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
  const paragraph = `margin:0 0 16px;${font};font-size:16px;line-height:24px;color:#1c1917;`;
  const small = `margin:0 0 12px;${font};font-size:14px;line-height:20px;color:#57534e;`;
  const href = escapeHtml(link);
  const notes = input.notes.map((note) => `<p style="${small}">${escapeHtml(note)}</p>`).join('\n');

  const html = emailPage(
    subject,
    `<h1 style="margin:0 0 24px;${font};font-size:24px;line-height:32px;font-weight:bold;color:#1c1917;">${escapeHtml(subject)}</h1>
<p style="${paragraph}">${escapeHtml(greeting)}</p>
<p style="${paragraph}">${escapeHtml(input.htmlIntro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr>
<td align="center" bgcolor="#c2410c" style="border-radius:6px;background-color:#c2410c;">
<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;${font};font-size:16px;line-height:24px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(input.button)}</a>
</td>
</tr>
</table>
<p style="${small}">If the button does not work, copy this link into your browser:</p>
<p style="${small}word-break:break-all;"><a href="${href}" style="color:#c2410c;text-decoration:underline;">${href}</a></p>
${notes}`,
    { maxWidth: 560, cellStyle: 'padding:32px;' },
  );

  return { subject, text, html };
}

export function passwordResetMail(input: PasswordResetMailInput): MailContent {
  return linkMail({
    subject: 'Reset your password',
    name: input.name,
    url: input.resetUrl,
    textIntro: [
      'We received a request to reset the password of your account.',
      'Open this link to choose a new password:',
    ],
    htmlIntro:
      'We received a request to reset the password of your account. Choose a new password with the button below.',
    button: 'Reset password',
    notes: [
      `This link expires in ${minutes(input.expiresInMinutes)} and can be used once.`,
      'If you did not ask for this, you can ignore this e-mail.',
    ],
  });
}

export interface InvitationMailInput {
  /** The invited person's name, as the inviter typed it. */
  name: string;
  /** Who sent the invitation. */
  invitedBy: string;
  /** The site's address, so the invitee knows which dashboard this is. */
  siteUrl: string;
  acceptUrl: string;
  expiresInHours: number;
}

/** An invitation to the dashboard: a link to choose one's password. */
export function invitationMail(input: InvitationMailInput): MailContent {
  const invitedBy = plainLine(input.invitedBy) || 'A colleague';
  const site = plainLine(input.siteUrl);
  return linkMail({
    subject: 'You are invited to the dashboard',
    name: input.name,
    url: input.acceptUrl,
    textIntro: [
      `${invitedBy} invited you to manage the website ${site}.`,
      'Open this link to choose your password:',
    ],
    htmlIntro: `${invitedBy} invited you to manage the website ${site}. Choose your password with the button below, then sign in with this e-mail address.`,
    button: 'Set your password',
    notes: [
      `This link expires in ${input.expiresInHours} hours and can be used once.`,
      'If you did not expect this invitation, you can ignore this e-mail.',
    ],
  });
}

export interface AccountLockedMailInput {
  name: string;
  /** The client address of the attempt that locked the account. */
  lastAddress: string;
  until: Date;
  /** How many failures within how many minutes locked it. */
  failures: number;
  windowMinutes: number;
  /**
   * What failed: 'password' at sign-in; 'second_factor': the password was right, then the code
   * or passkey of the second step was wrong; 'confirmation': someone signed in gave a wrong
   * password or code when asked to confirm it was them.
   */
  reason: 'password' | 'second_factor' | 'confirmation';
  /** Where the owner can sign in or ask for a reset link. */
  resetUrl: string;
}

/** What the lock-out mail says happened, and what to do, for each reason. */
function lockoutLines(input: AccountLockedMailInput, until: string, address: string): string[] {
  const refused = `so signing in to it is refused until ${until}, from every address.`;
  const last = `The last attempt came from the address ${address}.`;
  switch (input.reason) {
    case 'password':
      return [
        `Someone failed to sign in to your account ${input.failures} times within ${minutes(input.windowMinutes)},`,
        refused,
        last,
        'If this was not you, someone may be guessing your password: once sign-in opens again,',
        `change it, or ask for a reset link at ${input.resetUrl}.`,
      ];
    case 'second_factor':
      return [
        `Someone typed your password correctly, then a wrong authenticator code, recovery code or passkey ${input.failures} times within ${minutes(input.windowMinutes)},`,
        refused,
        last,
        'If this was not you, someone knows your password: change it now,',
        `or ask for a reset link at ${input.resetUrl}.`,
      ];
    case 'confirmation':
      return [
        `Someone signed in to your account gave a wrong password or code ${input.failures} times within ${minutes(input.windowMinutes)} when asked to confirm it was you,`,
        refused,
        last,
        'If this was not you, someone is signed in as you: end the sessions you do not know on the Security screen and change your password,',
        `or ask for a reset link at ${input.resetUrl}.`,
      ];
  }
}

/** Tells an account's owner that sign-in was locked after many failed attempts. */
export function accountLockedMail(input: AccountLockedMailInput): MailContent {
  const name = plainLine(input.name);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const subject = 'Sign-in to your account was locked';
  const until = `${input.until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = lockoutLines(input, until, plainLine(input.lastAddress).slice(0, 100));
  const text = [greeting, '', ...lines, ''].join('\n');
  const font = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
  const paragraph = `margin:0 0 16px;${font};font-size:16px;line-height:24px;color:#1c1917;`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:32px 16px;background-color:#f5f5f4;">
<h1 style="margin:0 0 24px;${font};font-size:24px;line-height:32px;color:#1c1917;">${escapeHtml(subject)}</h1>
<p style="${paragraph}">${escapeHtml(greeting)}</p>
<p style="${paragraph}">${escapeHtml(lines.join(' '))}</p>
</body>
</html>
`;
  return { subject, text, html };
}

export interface NewDeviceSignInMailInput {
  name: string;
  /** The device and browser, as the Security screen names them ('Chrome on Linux'). */
  device: string;
  address: string;
  at: Date;
  /** The Security screen, where the session can be ended. */
  securityUrl: string;
}

/** Tells an account's owner that it was signed in to from a device or browser not seen before. */
export function newDeviceSignInMail(input: NewDeviceSignInMailInput): MailContent {
  const at = `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const device = plainLine(input.device).slice(0, 200);
  const address = plainLine(input.address).slice(0, 100);
  return linkMail({
    subject: 'New sign-in to your account',
    name: input.name,
    url: input.securityUrl,
    textIntro: [
      `Your account was signed in to from ${device} (address ${address}) at ${at},`,
      'a device or browser it was not signed in from before.',
      'If this was you, there is nothing to do. If not, end that session and change your password:',
    ],
    htmlIntro: `Your account was signed in to from ${device} (address ${address}) at ${at}, a device or browser it was not signed in from before. If this was you, there is nothing to do. If not, end that session on the Security screen and change your password.`,
    button: 'Open Security',
    notes: [
      'You receive this e-mail for every device or browser your account first signs in from.',
    ],
  });
}

/** A change of how an account signs in, as the mail to its holder names it. */
export type SecurityChange =
  | { kind: 'passkey_added'; passkeyName: string }
  | { kind: 'recovery_codes_regenerated' }
  | { kind: 'two_factor_enabled' }
  | { kind: 'two_factor_disabled' }
  /** `by`: the colleague's name and e-mail, or null for the server's operator. */
  | { kind: 'two_factor_reset'; by: { name: string; email: string } | null };

export interface SecurityChangeMailInput {
  name: string;
  change: SecurityChange;
  at: Date;
  /** Where the change was made from (absent for the operator's command). */
  client?: { device: string; address: string };
  /** The Security screen. */
  securityUrl: string;
}

function securityChangeText(change: SecurityChange): { subject: string; what: string } {
  switch (change.kind) {
    case 'passkey_added':
      return {
        subject: 'A passkey was added to your account',
        what: `A passkey named “${plainLine(change.passkeyName).slice(0, 100)}” was added to your account: it can sign in to it.`,
      };
    case 'recovery_codes_regenerated':
      return {
        subject: 'New recovery codes were made for your account',
        what: 'Ten new recovery codes were made for your account; the earlier ones no longer work.',
      };
    case 'two_factor_enabled':
      return {
        subject: 'Two-factor sign-in was turned on',
        what: 'Two-factor sign-in with an authenticator app was turned on for your account.',
      };
    case 'two_factor_disabled':
      return {
        subject: 'Two-factor sign-in was turned off',
        what: 'Two-factor sign-in with an authenticator app was turned off for your account: signing in no longer asks for its code.',
      };
    case 'two_factor_reset': {
      const who = change.by
        ? `${plainLine(change.by.name).slice(0, 100)} (${plainLine(change.by.email).slice(0, 255)})`
        : 'the server’s operator';
      return {
        subject: 'Your two-factor sign-in was reset',
        what: `${who} reset your two-factor sign-in: your authenticator app, recovery codes and passkeys were removed and every session of your account was signed out. Your next sign-in asks for your password alone; set up two-factor sign-in again on the Security screen.`,
      };
    }
  }
}

/**
 * Tells an account's holder that a way of signing in to it was added, replaced or removed, so
 * that a change they did not make (a stolen session) does not go unnoticed.
 */
export function securityChangeMail(input: SecurityChangeMailInput): MailContent {
  const { subject, what } = securityChangeText(input.change);
  const at = `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const from = input.client
    ? ` from ${plainLine(input.client.device).slice(0, 200)} (address ${plainLine(input.client.address).slice(0, 100)})`
    : '';
  const when = `This happened at ${at}${from}.`;
  const advice =
    'If this was you, there is nothing to do. If not, someone may be signed in as you: open Security, end the sessions you do not know, change your password and check your passkeys.';
  return linkMail({
    subject,
    name: input.name,
    url: input.securityUrl,
    textIntro: [what, when, advice],
    htmlIntro: `${what} ${when} ${advice}`,
    button: 'Open Security',
    notes: ['You receive this e-mail for every change of how your account signs in.'],
  });
}

export interface ChangesRequestedMailInput {
  /** The draft's author. */
  name: string;
  /** Who asked for the changes. */
  reviewer: string;
  /** What the item is ('project') and what it is called. */
  noun: string;
  label: string;
  comment: string;
  /** The dashboard's list of such items, where the draft shows the comment. */
  itemUrl: string;
}

/** A reviewer asked for changes to a draft submitted for review: their comment, and the way back. */
export function changesRequestedMail(input: ChangesRequestedMailInput): MailContent {
  const reviewer = plainLine(input.reviewer) || 'A reviewer';
  const label = plainLine(input.label);
  const item = label ? `the ${input.noun} "${label}"` : `a ${input.noun}`;
  return linkMail({
    subject: `Changes requested: ${label || input.noun}`,
    name: input.name,
    url: input.itemUrl,
    textIntro: [
      `${reviewer} reviewed your draft of ${item} and asked for changes:`,
      '',
      input.comment,
      '',
      'The draft is not public. Edit it, then submit it for review again:',
    ],
    htmlIntro: `${reviewer} reviewed your draft of ${item} and asked for changes: “${plainLine(input.comment)}”. The draft is not public; edit it, then submit it for review again.`,
    button: 'Open the dashboard',
    notes: ['The comment is shown on the item too, until the draft is submitted again.'],
  });
}

export interface ScheduleFailedMailInput {
  /** Who scheduled the change. */
  name: string;
  /** What was to happen ('publish the draft'), of what ('project') called what. */
  action: string;
  noun: string;
  label: string;
  /** Its time in the firm time zone, with the offset. */
  when: string;
  /** Why it could not be made. */
  reason: string;
  /** The Review screen, which lists it. */
  reviewUrl: string;
}

/** A change someone scheduled could not be made at its time: what, why, and where to act. */
export function scheduleFailedMail(input: ScheduleFailedMailInput): MailContent {
  const label = plainLine(input.label);
  const item = label ? `the ${input.noun} "${label}"` : `a ${input.noun}`;
  const what = `The change of ${item} scheduled for ${input.when} (${input.action}) could not be made:`;
  const reason = plainLine(input.reason);
  return linkMail({
    subject: `Scheduled change failed: ${label || input.noun}`,
    name: input.name,
    url: input.reviewUrl,
    textIntro: [what, '', reason, '', 'Nothing of it was published. See it on the Review screen:'],
    htmlIntro: `${what} ${reason} Nothing of it was published.`,
    button: 'Open the Review screen',
    notes: ['Fix what it names, then schedule it again or publish it by hand.'],
  });
}
