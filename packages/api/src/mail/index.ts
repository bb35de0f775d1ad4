// Outgoing e-mail: SMTP when configured, otherwise complete .eml files in a local outbox.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';

export { passwordResetMail } from './templates';
export type { MailContent, PasswordResetMailInput } from './templates';

export interface MailMessage {
  to: string;
  /** Where replies go, when not to the sender (MAIL_FROM). */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

export interface SendResult {
  delivered: 'smtp' | 'outbox';
  /** Absolute path of the written .eml file (outbox only). */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SendResult>;
}

export interface MailerConfig {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: (line: string) => void;
}

function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * What nodemailer is given: the message's own fields and nothing a caller could slip in from
 * untyped data (attachments, `raw`, alternatives by path or URL); and no transport may read a
 * local file or fetch a URL into a message.
 */
const NO_EXTERNAL_CONTENT = { disableFileAccess: true, disableUrlAccess: true } as const;

function mailOf(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl, NO_EXTERNAL_CONTENT);
  return {
    async send(message) {
      await transport.sendMail(mailOf(from, message));
      return { delivered: 'smtp' };
    },
  };
}

function createOutboxMailer(outboxDir: string, from: string, log: (line: string) => void): Mailer {
  const transport = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    ...NO_EXTERNAL_CONTENT,
  });
  const directory = path.resolve(outboxDir);
  return {
    async send(message) {
      const info = await transport.sendMail(mailOf(from, message));
      if (!Buffer.isBuffer(info.message)) {
        throw new Error('Mail stream transport did not return a buffered message');
      }
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, outboxFileName(new Date()));
      // Written under a name without the .eml suffix first, so readers never see half a message.
      const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(temp, info.message, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      log(`[mail] no SMTP_URL set: mail to ${message.to} written to ${file}`);
      return { delivered: 'outbox', file };
    },
  };
}

/** Builds the mailer for the configuration: SMTP when `smtpUrl` is set, else the outbox. */
export function createMailer(config: MailerConfig): Mailer {
  const smtpUrl = config.smtpUrl?.trim();
  if (smtpUrl) return createSmtpMailer(smtpUrl, config.from);
  const log = config.log ?? ((line: string) => console.log(line));
  return createOutboxMailer(config.outboxDir, config.from, log);
}
