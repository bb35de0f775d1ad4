/**
 * The contact form's spam defence, without a third-party CAPTCHA: a honeypot field, a minimum
 * time between starting the form and sending it (measured with a token the server signs, so a
 * program cannot claim it started earlier), the number of links and known spam phrases. A
 * submission they catch is stored as spam, answered like any other and never announced.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Db } from '@kasar/db';

/** A person needs longer than this from first touching the form to sending it. */
export const MIN_FILL_MS = 3_000;
/** More links than this in the subject and message together mark spam. */
export const MAX_LINKS = 2;

/** Which rule caught a submission (stored with it, shown to staff). */
export type SpamReason =
  | 'honeypot'
  | 'bad-token'
  | 'reused-token'
  | 'too-fast'
  | 'no-token'
  | 'links'
  | 'pattern'
  | 'marked-by-staff';

/** Phrases and markup that legitimate inquiries to a construction firm do not contain. */
const SPAM_PATTERNS: readonly RegExp[] = [
  // Link markup of forum and comment spam bots.
  /\[(url|link)=|<a\s+href/i,
  /\b(viagra|cialis|levitra|casino|porn|xxx|escort|payday loans?|forex|binary options|bitcoin|crypto ?currency)\b/i,
  /\b(seo (services?|agency|expert|packages?)|backlinks?|guest posts?|link building|domain authority|first page of google|web(site)? traffic)\b/i,
];

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** The content rules: too many links or a known spam phrase. */
export function contentSpamReason(fields: { subject: string; message: string }): SpamReason | null {
  const text = `${fields.subject}\n${fields.message}`;
  if (countLinks(text) > MAX_LINKS) return 'links';
  if (SPAM_PATTERNS.some((pattern) => pattern.test(text))) return 'pattern';
  return null;
}

export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// Form tokens: `<issued at, ms>.<nonce>.<HMAC-SHA256 of both>`, signed with the database's own
// random key (installation.form_key), so every instance on the database issues and checks the
// same tokens with nothing to configure. The page itself is cached and shared by every visitor,
// so the token is fetched by the visitor's browser when the form is first used, never rendered
// into the page. Each token is accepted once (its nonce is stored with the submission).
// ---------------------------------------------------------------------------------------------

async function formKey(db: Db): Promise<Buffer> {
  const row = await db.installation.findUnique({ where: { id: 1 }, select: { formKey: true } });
  if (!row) throw new Error('The installation row is missing: run the migrations');
  return Buffer.from(row.formKey, 'utf8');
}

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export async function issueFormToken(db: Db, now: Date): Promise<string> {
  const payload = `${now.getTime()}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(await formKey(db), payload)}`;
}

export type FormTokenCheck = { valid: true; issuedAt: Date; nonce: string } | { valid: false };

const TOKEN_SHAPE = /^(\d{1,15})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;

export async function checkFormToken(db: Db, token: unknown): Promise<FormTokenCheck> {
  const match = typeof token === 'string' ? TOKEN_SHAPE.exec(token.trim()) : null;
  if (!match) return { valid: false };
  const [, issued = '', nonce = '', mac = ''] = match;
  const expected = Buffer.from(sign(await formKey(db), `${issued}.${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false };
  }
  return { valid: true, issuedAt: new Date(Number(issued)), nonce };
}

/**
 * Judges a submission by how it was sent: the honeypot, then the form token. The site's own form
 * always sends a token, so one that comes through the site's channel without it did not come
 * from the form; API clients (apps, scripts) may leave it out.
 */
export async function formSpamReason(
  db: Db,
  submission: { website?: unknown; form_token?: unknown },
  context: { channel: 'web' | 'rest'; now: Date },
): Promise<{ reason: SpamReason | null; nonce: string | null }> {
  if (honeypotFilled(submission.website)) return { reason: 'honeypot', nonce: null };
  const token = submission.form_token;
  if (token === undefined || token === null || token === '') {
    return { reason: context.channel === 'web' ? 'no-token' : null, nonce: null };
  }
  const checked = await checkFormToken(db, token);
  if (!checked.valid) return { reason: 'bad-token', nonce: null };
  const used = await db.contactSubmission.findUnique({
    where: { formNonce: checked.nonce },
    select: { id: true },
  });
  if (used) return { reason: 'reused-token', nonce: null };
  const elapsed = context.now.getTime() - checked.issuedAt.getTime();
  return { reason: elapsed < MIN_FILL_MS ? 'too-fast' : null, nonce: checked.nonce };
}
