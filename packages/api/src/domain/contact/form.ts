/**
 * The public contact form: its token, a visitor's submission judged for spam, and the mails that
 * announce it to the firm and acknowledge it to the visitor (through the outbox).
 */
import { ContactStatus, InquiryMailKind, isPoolClient, type Db, type Prisma } from '@kasar/db';
import type { ContactSubmissionData } from '@kasar/validators';

import { MESSAGES } from '../../messages';
import { INQUIRY_MAIL_CHANNEL } from '../../outbox/channel';
import type { ApiServices, TransactionServices } from '../../services';
import {
  contentSpamReason,
  formSpamReason,
  issueFormToken,
  type SpamReason,
} from '../contact-spam';

/** Runs `work` in a transaction: the caller's, when `db` already is one, or a new one. */
function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return isPoolClient(db) ? db.$transaction(work) : work(db);
}

/** A token for the contact form, fetched by the visitor's browser when the form is first used. */
export async function issueContactFormToken({ db, now }: Pick<ApiServices, 'db' | 'now'>) {
  return { token: await issueFormToken(db, now()) };
}

/** Loggers already told that no one is announced to (once per composition root). */
const toldNoRecipient = new WeakSet<object>();

/** INQUIRY_NOTIFY_TO, else the organization's e-mail, else nobody. */
async function notificationRecipients({
  db,
  inquiries,
  log,
}: Pick<TransactionServices, 'db' | 'inquiries' | 'log'>): Promise<string | null> {
  if (inquiries.notifyTo?.length) return inquiries.notifyTo.join(', ');
  const organization = await db.organization.findUnique({
    where: { id: 1 },
    select: { email: true },
  });
  if (organization?.email) return organization.email;
  if (!toldNoRecipient.has(log)) {
    toldNoRecipient.add(log);
    log.info(
      "contact submissions are not announced by e-mail: set INQUIRY_NOTIFY_TO or the organization's e-mail",
    );
  }
  return null;
}

/**
 * At most this many acknowledgements (INQUIRY_ACK) go to one address in ACKNOWLEDGEMENT_WINDOW_MS,
 * however many addresses the submissions come from: the form cannot be used to mail someone else
 * over and over. Later submissions are stored and announced to the firm as usual.
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = 3;
export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether `recipient` may get one more acknowledgement now (counted under a lock on it). */
async function mayAcknowledge(tx: Db, recipient: string, now: Date) {
  const address = recipient.trim().toLowerCase();
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`inquiry-ack:${address}`}, 0))`;
  const sent = await tx.inquiryMail.count({
    where: {
      kind: InquiryMailKind.ACKNOWLEDGEMENT,
      recipient: { equals: address, mode: 'insensitive' },
      createdAt: { gt: new Date(now.getTime() - ACKNOWLEDGEMENT_WINDOW_MS) },
    },
  });
  return sent < ACKNOWLEDGEMENTS_PER_RECIPIENT;
}

/**
 * Stores a visitor's submission (the contact form's rate limit is the procedure's). One judged
 * spam is stored with its reason and answered exactly like the others, and no mail goes out for
 * it; the others are stored with their e-mails in the outbox, in one transaction, and the mail
 * workers are woken once it commits. The visitor's answer never waits for SMTP.
 */
export async function submitContact(
  services: TransactionServices | ApiServices,
  input: ContactSubmissionData,
  meta: { clientAddress: string; channel: 'web' | 'rest' },
) {
  const now = services.now();
  const id = await inTransaction(services.db, async (tx) => {
    const judged = await formSpamReason(tx, input, { channel: meta.channel, now });
    const spamReason: SpamReason | null = judged.reason ?? contentSpamReason(input);
    const mails: Prisma.InquiryMailCreateWithoutSubmissionInput[] = [];
    if (!spamReason) {
      const recipient = await notificationRecipients({ ...services, db: tx });
      if (recipient) mails.push({ kind: InquiryMailKind.NOTIFICATION, recipient });
      if (services.inquiries.acknowledge) {
        if (await mayAcknowledge(tx, input.email, now)) {
          mails.push({
            kind: InquiryMailKind.ACKNOWLEDGEMENT,
            recipient: input.email,
            createdAt: now,
          });
        } else {
          services.log.info('acknowledgement not sent: its address had enough today');
        }
      }
    }
    const row = await tx.contactSubmission.create({
      data: {
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        subject: input.subject,
        message: input.message,
        purpose: input.purpose,
        clientAddress: meta.clientAddress.slice(0, 64),
        status: spamReason ? ContactStatus.SPAM : ContactStatus.NEW,
        spamReason,
        formNonce: judged.nonce,
        createdAt: now,
        mails: { create: mails },
      },
      select: { id: true },
    });
    // Delivered to the listening workers when this transaction commits, not before.
    if (mails.length > 0) await tx.$executeRaw`SELECT pg_notify(${INQUIRY_MAIL_CHANNEL}, '')`;
    if (spamReason) services.log.info('contact submission stored as spam', { spamReason });
    return row.id;
  });
  return { id, message: MESSAGES.contactSubmitted };
}
