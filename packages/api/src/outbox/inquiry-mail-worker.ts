/**
 * The inquiry mail worker: sends the e-mails contact submissions queued in the outbox
 * (inquiry_mail_outbox), one loop in every server process. It is woken by PostgreSQL NOTIFY when
 * a submission commits (on every instance; the one that claims a row first sends it), and also
 * looks on its own every `pollIntervalMs`, and when the next retry falls due.
 *
 * Rows are claimed with FOR UPDATE SKIP LOCKED: the claim moves next_attempt_at a lease ahead
 * and counts the attempt, so no other process takes the row while it is being sent, and the
 * connection is not held during SMTP. A send that fails is retried after the next back-off delay
 * and, after the last, the row is marked FAILED; all of it is logged. A process that dies while
 * sending leaves its row due again when the lease ends: a mail is sent at least once, and twice
 * only if a process dies between the SMTP server's acceptance and the row's update.
 */
import { InquiryMailKind, listenForNotifications, type NotificationListener } from '@kasar/db';

import { inquiryAcknowledgementMail, inquiryNotificationMail } from '../mail/inquiry-templates';
import type { ApiServices } from '../services';
import { INQUIRY_MAIL_CHANNEL } from './channel';

export interface InquiryMailWorkerOptions {
  /** The database to LISTEN on (the services' own). */
  databaseUrl: string;
  /** Looks for due mail at least this often (default 15 s). */
  pollIntervalMs?: number;
  /** Waits between attempts; their count + 1 is the number of attempts (default 6 attempts). */
  retryDelaysMs?: readonly number[];
  /** A claimed row is not taken by another process for this long (default 5 min). */
  leaseMs?: number;
  /** A send that takes longer counts as failed (default 60 s; below the lease). */
  sendTimeoutMs?: number;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
];

const BATCH_SIZE = 10;

export interface InquiryMailWorker {
  /** Looks for due mail now (as a NOTIFY does). */
  wake(): void;
  /** Resolves once no pass is running. */
  idle(): Promise<void>;
  /** Stops looking, waits for the mail being sent (at most its timeout) and stops listening. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: bigint;
  submission_id: string;
  kind: InquiryMailKind;
  recipient: string;
  attempts: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function startInquiryMailWorker(
  services: Pick<ApiServices, 'db' | 'mailer' | 'log' | 'appUrl'>,
  options: InquiryMailWorkerOptions,
): InquiryMailWorker {
  const { db, log } = services;
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = retryDelays.length + 1;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const sendTimeoutMs = Math.min(options.sendTimeoutMs ?? 60_000, leaseMs);

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function claim(): Promise<ClaimedRow[]> {
    return db.$queryRaw<ClaimedRow[]>`
      UPDATE inquiry_mail_outbox
         SET next_attempt_at = now() + ${leaseMs} * interval '1 millisecond',
             attempts = attempts + 1
       WHERE id IN (SELECT id FROM inquiry_mail_outbox
                     WHERE status = 'PENDING' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at, id
                     LIMIT ${BATCH_SIZE}
                     FOR UPDATE SKIP LOCKED)
      RETURNING id, submission_id, kind, recipient, attempts`;
  }

  async function send(row: ClaimedRow) {
    const submission = await db.contactSubmission.findUnique({ where: { id: row.submission_id } });
    // Deleted meanwhile: its outbox rows went with it.
    if (!submission) return;
    if (row.kind === InquiryMailKind.NOTIFICATION) {
      const dashboardUrl = `${services.appUrl}/dashboard/contacts?open=${encodeURIComponent(submission.id)}`;
      await services.mailer.send({
        to: row.recipient,
        replyTo: { name: submission.name, address: submission.email },
        ...inquiryNotificationMail({ ...submission, dashboardUrl }),
      });
    } else {
      await services.mailer.send({ to: row.recipient, ...inquiryAcknowledgementMail() });
    }
  }

  async function deliver(row: ClaimedRow) {
    const about = { mail: String(row.id), kind: row.kind, attempt: row.attempts };
    try {
      await withTimeout(send(row), sendTimeoutMs);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (row.attempts >= maxAttempts) {
        await db.inquiryMail.update({
          where: { id: row.id },
          data: { status: 'FAILED', lastError: reason.slice(0, 2000) },
        });
        log.error('inquiry mail failed for good; the submission is in the dashboard', {
          ...about,
          error: reason,
        });
        return;
      }
      const delay = retryDelays[row.attempts - 1] ?? retryDelays[retryDelays.length - 1] ?? 0;
      await db.$executeRaw`
        UPDATE inquiry_mail_outbox
           SET next_attempt_at = now() + ${delay} * interval '1 millisecond',
               last_error = ${reason.slice(0, 2000)}
         WHERE id = ${row.id}`;
      log.error('inquiry mail failed; it will be tried again', {
        ...about,
        retryInSeconds: Math.round(delay / 1000),
        error: reason,
      });
      return;
    }
    await db.$executeRaw`
      UPDATE inquiry_mail_outbox
         SET status = 'SENT', sent_at = now(), last_error = NULL
       WHERE id = ${row.id}`;
    log.info('inquiry mail sent', about);
  }

  /** Milliseconds until the next pending row falls due (within the poll interval). */
  async function nextWait(): Promise<number> {
    const [due] = await db.$queryRaw<{ wait_ms: number | null }[]>`
      SELECT (EXTRACT(EPOCH FROM (min(next_attempt_at) - now())) * 1000)::float8 AS wait_ms
        FROM inquiry_mail_outbox WHERE status = 'PENDING'`;
    const wait = due?.wait_ms;
    return wait === null || wait === undefined
      ? pollIntervalMs
      : Math.min(pollIntervalMs, Math.max(50, Math.ceil(wait)));
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, ms);
    timer.unref();
  }

  async function pass() {
    let wait = pollIntervalMs;
    try {
      for (;;) {
        again = false;
        const rows = await claim();
        for (const row of rows) await deliver(row);
        if (stopped || (rows.length < BATCH_SIZE && !again)) break;
      }
      wait = await nextWait();
    } catch (error) {
      log.error('the inquiry mail outbox could not be read', { error: String(error) });
    }
    schedule(wait);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
      if (again && !stopped) wake();
    });
  }

  const listener: NotificationListener = listenForNotifications(
    options.databaseUrl,
    INQUIRY_MAIL_CHANNEL,
    {
      onNotification: wake,
      // Whatever was queued while not listening is found now.
      onConnected: wake,
      onError: (error) =>
        log.error('inquiry mail worker: listening for new mail failed', { error: String(error) }),
    },
  );
  wake();

  return {
    wake,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await listener.close();
      while (running) await running;
    },
  };
}
