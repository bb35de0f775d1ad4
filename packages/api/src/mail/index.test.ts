// Tests for the mailer's development outbox: complete, parseable .eml files.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createMailer, type MailMessage } from './index';

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Minimal RFC 822 / MIME reader: unfolded headers and a body. */
function parsePart(source: string): MimePart {
  const split = source.indexOf('\n\n');
  const head = split === -1 ? source : source.slice(0, split);
  const body = split === -1 ? '' : source.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

function childParts(message: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [];
  return message.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => parsePart(chunk.replace(/^\n/, '')));
}

let outboxDir: string;

beforeEach(async () => {
  outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'kasar-mail-')), 'mail');
});

afterEach(async () => {
  await rm(path.dirname(outboxDir), { recursive: true, force: true });
});

describe('createMailer without SMTP', () => {
  it('writes a complete .eml with text and HTML parts and logs the file and recipient', async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      from: 'no-reply@kasar.test',
      outboxDir,
      log: (line) => lines.push(line),
    });

    const result = await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Plain body with a link: http://localhost:3000/reset-password?token=abc',
      html: '<p>HTML body <a href="http://localhost:3000/reset-password?token=abc">link</a></p>',
    });

    expect(result.delivered).toBe('outbox');
    const entries = await readdir(outboxDir);
    expect(entries).toHaveLength(1);
    const name = entries[0] ?? '';
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[a-f0-9]{8}\.eml$/);
    expect(result.file).toBe(path.join(outboxDir, name));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ada@example.com');
    expect(lines[0]).toContain(result.file);

    const raw = await readFile(result.file ?? '', 'utf8');
    expect(raw).not.toContain('\r');
    const message = parsePart(raw);
    expect(message.headers.get('to')).toBe('ada@example.com');
    expect(message.headers.get('from')).toBe('no-reply@kasar.test');
    expect(message.headers.get('subject')).toBe('Reset your password');
    expect(message.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(message.headers.get('content-type')).toMatch(/^multipart\/alternative;/);

    const parts = childParts(message);
    const text = parts.find((part) => part.headers.get('content-type')?.startsWith('text/plain'));
    const html = parts.find((part) => part.headers.get('content-type')?.startsWith('text/html'));
    expect(text && decodeBody(text).trim()).toBe(
      'Plain body with a link: http://localhost:3000/reset-password?token=abc',
    );
    expect(html && decodeBody(html).trim()).toBe(
      '<p>HTML body <a href="http://localhost:3000/reset-password?token=abc">link</a></p>',
    );
  });

  it('gives every message its own file', async () => {
    const mailer = createMailer({ from: 'no-reply@localhost', outboxDir, log: () => undefined });
    const message = { to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
    const results = await Promise.all([1, 2, 3].map(() => mailer.send(message)));
    expect(new Set(results.map((result) => result.file)).size).toBe(3);
    expect((await readdir(outboxDir)).filter((name) => name.endsWith('.eml'))).toHaveLength(3);
    expect(await readdir(outboxDir)).toHaveLength(3);
  });
});

describe('createMailer and content from elsewhere', () => {
  it('sends only the message’s own fields: no file or URL is read into a mail', async () => {
    const secretFile = path.join(path.dirname(outboxDir), 'secret.txt');
    await writeFile(secretFile, 'SECRET FILE CONTENT');
    const mailer = createMailer({ from: 'no-reply@localhost', outboxDir, log: () => undefined });
    // What a caller could slip in from untyped data: nodemailer options that read files.
    const message = {
      to: 'a@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
      raw: { path: secretFile },
      attachments: [{ filename: 'leak.txt', path: secretFile }],
    } as MailMessage;
    const result = await mailer.send(message);
    const written = await readFile(result.file ?? '', 'utf8');
    expect(written).toContain('Subject: Hi');
    expect(written).not.toContain('SECRET FILE CONTENT');
    expect(written).not.toContain(Buffer.from('SECRET FILE CONTENT').toString('base64'));
  });
});

describe('createMailer with SMTP', () => {
  it('uses SMTP when a URL is configured and reports a failed delivery', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'no-reply@localhost',
      outboxDir,
    });
    await expect(
      mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }),
    ).rejects.toThrow();
    await expect(readdir(outboxDir)).rejects.toThrow();
  });
});
