/**
 * Inquiry e-mails end to end on real PostgreSQL and a real SMTP server (test/smtp-sink.ts): the
 * submission's transaction queues them, workers woken by NOTIFY send them, failures are retried
 * from the outbox until the server is back, and spam is never announced.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { contactInput } from '../../test/fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { createSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import type { Logger } from '../logger';
import { startInquiryMailWorker, type InquiryMailWorker } from './inquiry-mail-worker';

const FIRM = 'office@firm.example';

function addresses(field: ParsedMail['to'] | ParsedMail['replyTo']): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ''));
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Suite {
  h: Harness;
  sink: SmtpSink;
  logs: { level: 'info' | 'error'; message: string; meta?: Record<string, unknown> }[];
  workers: InquiryMailWorker[];
}

async function openSuite(options: {
  inquiries?: Harness['services']['inquiries'];
  sinkStarted?: boolean;
}): Promise<Suite> {
  const sink = await createSmtpSink({ started: options.sinkStarted });
  const logs: Suite['logs'] = [];
  const log: Logger = {
    info: (message, meta) => logs.push({ level: 'info', message, meta }),
    error: (message, meta) => logs.push({ level: 'error', message, meta }),
  };
  const h = await createHarness({ smtpUrl: sink.url, inquiries: options.inquiries, log });
  return { h, sink, logs, workers: [] };
}

function startWorker(suite: Suite, retryDelaysMs = [200, 400]) {
  const worker = startInquiryMailWorker(suite.h.services, {
    databaseUrl: suite.h.database.url,
    // Long: these tests see the NOTIFY wake the workers, not the poll.
    pollIntervalMs: 60_000,
    retryDelaysMs,
    sendTimeoutMs: 5_000,
  });
  suite.workers.push(worker);
  return worker;
}

async function closeSuite(suite: Suite) {
  await Promise.all(suite.workers.map((worker) => worker.stop()));
  await suite.sink.stop();
  await suite.h.close();
}

let addressCounter = 0;

/**
 * Sends the form as a visitor's browser does: a form token when the form is first used, the
 * submission `fillMs` later (on the harness clock) through the site's channel.
 */
async function submitThroughForm(
  h: Harness,
  fields: Parameters<typeof contactInput>[0] = {},
  options: { fillMs?: number; website?: string } = {},
) {
  addressCounter += 1;
  const visitor = await h.anonymous({
    clientAddress: `198.51.100.${addressCounter}`,
    channel: 'web',
  });
  const started = new Date();
  h.clock.now = started;
  const { token } = await visitor.public.contactFormToken();
  h.clock.now = new Date(started.getTime() + (options.fillMs ?? 8_000));
  try {
    return await visitor.public.submitContact({
      ...contactInput(fields),
      form_token: token,
      website: options.website ?? '',
    });
  } finally {
    h.resetClock();
  }
}

describe('with a working SMTP server', () => {
  let suite: Suite;
  beforeAll(async () => {
    suite = await openSuite({ inquiries: { notifyTo: [FIRM], acknowledge: false } });
    // Two processes (or instances) on one database.
    startWorker(suite);
    startWorker(suite);
  });
  afterAll(() => closeSuite(suite));

  it('mails one notification per submission to the firm, with Reply-To the visitor', async () => {
    const before = suite.sink.received.length;
    const { id } = await submitThroughForm(suite.h, {
      name: 'Zoë Müller',
      email: 'zoe@client.example',
      subject: 'Warehouse <roof> & walls',
      message: 'Our roof leaks.\n<script>alert(1)</script> Please call us.',
      purpose: 'Industrial Construction',
    });
    const [mail] = (await suite.sink.waitFor(before + 1)).slice(before);
    const parsed = mail?.parsed;
    expect(parsed?.subject).toBe('New inquiry: Industrial Construction from Zoë Müller');
    expect(addresses(parsed?.to)).toEqual([FIRM]);
    expect(mail?.rcptTo).toEqual([FIRM]);
    expect(addresses(parsed?.replyTo)).toEqual(['zoe@client.example']);
    expect(parsed?.replyTo?.value[0]?.name).toBe('Zoë Müller');
    expect(addresses(parsed?.from)).toEqual(['no-reply@test.local']);

    const link = `http://localhost:3999/dashboard/contacts?open=${id}`;
    expect(parsed?.text).toContain('Name: Zoë Müller');
    expect(parsed?.text).toContain('Email: zoe@client.example');
    expect(parsed?.text).toContain('Mobile: +919876543210');
    expect(parsed?.text).toContain('Purpose: Industrial Construction');
    expect(parsed?.text).toContain('Subject: Warehouse <roof> & walls');
    expect(parsed?.text).toContain('Our roof leaks.\n<script>alert(1)</script> Please call us.');
    expect(parsed?.text).toContain(link);
    const html = String(parsed?.html);
    expect(html).toContain('Warehouse &lt;roof&gt; &amp; walls');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`href="${link}"`);

    await eventually(async () => {
      const rows = await suite.h.database.db.inquiryMail.findMany({ where: { submissionId: id } });
      return rows.length === 1 && rows[0]?.status === 'SENT';
    });
    const [row] = await suite.h.database.db.inquiryMail.findMany({ where: { submissionId: id } });
    expect(row).toMatchObject({ kind: 'NOTIFICATION', recipient: FIRM, attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends each of many submissions exactly once with two workers claiming', async () => {
    const before = suite.sink.received.length;
    const subjects = Array.from({ length: 12 }, (_, index) => `Burst request ${index}`);
    // One after the other (they share the harness clock); the workers send meanwhile.
    for (const subject of subjects) await submitThroughForm(suite.h, { subject });
    const mails = (await suite.sink.waitFor(before + subjects.length)).slice(before);
    // Anything sent twice would arrive within this pause.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(suite.sink.received).toHaveLength(before + subjects.length);
    const bodies = mails.map((mail) => /Subject: (.*)/.exec(mail.parsed.text ?? '')?.[1]);
    expect(bodies.sort()).toEqual([...subjects].sort());
  });

  it('stores honeypot and too-fast submissions as spam and announces neither', async () => {
    const before = suite.sink.received.length;
    const trapped = await submitThroughForm(
      suite.h,
      { name: 'Honey Bot' },
      { website: 'http://x.example' },
    );
    const hasty = await submitThroughForm(suite.h, { name: 'Fast Bot' }, { fillMs: 1_200 });
    // Both answered like any submission.
    expect(trapped.message).toBe("Thank you for contacting us! We'll get back to you soon.");
    expect(hasty.message).toBe(trapped.message);
    const rows = await suite.h.database.db.contactSubmission.findMany({
      where: { id: { in: [trapped.id, hasty.id] } },
      include: { mails: true },
      orderBy: { name: 'asc' },
    });
    expect(rows.map((row) => [row.name, row.status, row.spamReason, row.mails.length])).toEqual([
      ['Fast Bot', 'SPAM', 'too-fast', 0],
      ['Honey Bot', 'SPAM', 'honeypot', 0],
    ]);
    // A genuine one after them is the only mail.
    await submitThroughForm(suite.h, { name: 'Real Person' });
    const [mail] = (await suite.sink.waitFor(before + 1)).slice(before);
    expect(mail?.parsed.subject).toBe('New inquiry: Commercial Projects from Real Person');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suite.sink.received).toHaveLength(before + 1);
  });
});

describe('with the SMTP server down', () => {
  let suite: Suite;
  beforeAll(async () => {
    suite = await openSuite({
      inquiries: { notifyTo: [FIRM], acknowledge: false },
      sinkStarted: false,
    });
  });
  afterAll(() => closeSuite(suite));

  it('keeps the submission, retries with back-off and sends once the server is back', async () => {
    startWorker(suite, [200, 400, 800, 1_600, 3_200]);
    const { id } = await submitThroughForm(suite.h, { name: 'Patient Person' });
    expect(await suite.h.database.db.contactSubmission.count({ where: { id } })).toBe(1);
    const outbox = () =>
      suite.h.database.db.inquiryMail.findFirstOrThrow({ where: { submissionId: id } });
    const retryLines = () =>
      suite.logs.filter(
        (line) =>
          line.level === 'error' &&
          line.message.startsWith('inquiry mail failed; it will be tried again'),
      );
    // The attempt is recorded before its failure is logged: wait for both.
    await eventually(async () => (await outbox()).attempts >= 2 && retryLines().length >= 2);
    const failing = await outbox();
    expect(failing.status).toBe('PENDING');
    expect(failing.lastError).toMatch(/ECONNREFUSED|connect/i);
    const retries = retryLines();
    expect(retries[0]?.meta).toMatchObject({ kind: 'NOTIFICATION', attempt: 1, retryInSeconds: 0 });

    await suite.sink.start();
    const [mail] = await suite.sink.waitFor(1, 15_000);
    expect(mail?.parsed.subject).toBe('New inquiry: Commercial Projects from Patient Person');
    await eventually(async () => (await outbox()).status === 'SENT');
    expect((await outbox()).lastError).toBeNull();
    expect(await suite.h.database.db.contactSubmission.count({ where: { id } })).toBe(1);
  });

  it('finds mail queued while no worker ran (a restart) and gives up after the last try', async () => {
    await Promise.all(suite.workers.splice(0).map((worker) => worker.stop()));
    await suite.sink.stop();
    const { id } = await submitThroughForm(suite.h, { name: 'Queued Person' });
    const outbox = () =>
      suite.h.database.db.inquiryMail.findFirstOrThrow({ where: { submissionId: id } });
    expect(await outbox()).toMatchObject({ status: 'PENDING', attempts: 0 });

    // A new process with 3 tries: all fail while the server is down.
    startWorker(suite, [100, 100]);
    await eventually(async () => (await outbox()).status === 'FAILED');
    expect((await outbox()).attempts).toBe(3);
    expect(
      suite.logs.some(
        (line) => line.level === 'error' && line.message.startsWith('inquiry mail failed for good'),
      ),
    ).toBe(true);
    expect(await suite.h.database.db.contactSubmission.count({ where: { id } })).toBe(1);

    // Queued while stopped, then a worker starts with the server up: sent at once.
    await Promise.all(suite.workers.splice(0).map((worker) => worker.stop()));
    await suite.sink.start();
    const before = suite.sink.received.length;
    await submitThroughForm(suite.h, { name: 'Later Person' });
    startWorker(suite);
    const [mail] = (await suite.sink.waitFor(before + 1)).slice(before);
    expect(mail?.parsed.subject).toBe('New inquiry: Commercial Projects from Later Person');
  });
});

describe('recipients and the acknowledgement', () => {
  let suite: Suite;
  beforeAll(async () => {
    suite = await openSuite({ inquiries: { acknowledge: true } });
    startWorker(suite);
  });
  afterAll(() => closeSuite(suite));
  afterEach(() => suite.h.resetClock());

  it('announces to nobody without INQUIRY_NOTIFY_TO or an organization e-mail, saying so once', async () => {
    const before = suite.sink.received.length;
    await submitThroughForm(suite.h, { name: 'First Visitor', email: 'first@client.example' });
    await submitThroughForm(suite.h, { name: 'Second Visitor', email: 'second@client.example' });
    const mails = (await suite.sink.waitFor(before + 2)).slice(before);
    // Only the two acknowledgements.
    expect(mails.map((mail) => mail.rcptTo[0]).sort()).toEqual([
      'first@client.example',
      'second@client.example',
    ]);
    const told = suite.logs.filter((line) => line.message.includes('not announced by e-mail'));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toBe(
      "contact submissions are not announced by e-mail: set INQUIRY_NOTIFY_TO or the organization's e-mail",
    );
  });

  it("announces to the organization's e-mail, and acknowledges without repeating the visitor's text", async () => {
    await suite.h.database.db.organization.upsert({
      where: { id: 1 },
      create: { id: 1, email: 'info@firm.example' },
      update: { email: 'info@firm.example' },
    });
    const before = suite.sink.received.length;
    await submitThroughForm(suite.h, {
      name: 'Third Visitor',
      email: 'third@client.example',
      subject: 'Buy cheap watches',
      message: 'Visit our shop for cheap watches today.',
    });
    const mails = (await suite.sink.waitFor(before + 2)).slice(before);
    const notification = mails.find((mail) => mail.rcptTo[0] === 'info@firm.example');
    const acknowledgement = mails.find((mail) => mail.rcptTo[0] === 'third@client.example');
    expect(notification?.parsed.subject).toBe(
      'New inquiry: Commercial Projects from Third Visitor',
    );
    expect(acknowledgement?.parsed.subject).toBe('We received your message');
    expect(acknowledgement?.parsed.text).toContain(
      "Thank you for contacting us! We'll get back to you soon.",
    );
    for (const text of ['Third Visitor', 'watches', 'Buy cheap']) {
      expect(acknowledgement?.parsed.text).not.toContain(text);
      expect(String(acknowledgement?.parsed.html)).not.toContain(text);
    }
    expect(acknowledgement?.parsed.replyTo).toBeUndefined();
  });

  it('acknowledges one address at most 3 times a day, whoever sends the form', async () => {
    const acknowledgements = () =>
      suite.h.database.db.inquiryMail.count({
        where: {
          kind: 'ACKNOWLEDGEMENT',
          recipient: { contains: 'target@victim.example', mode: 'insensitive' },
        },
      });
    for (const [index, email] of [
      'target@victim.example',
      'Target@Victim.example',
      'target@victim.example',
      'TARGET@victim.example',
    ].entries()) {
      // Each from another client address (submitThroughForm), with its own text.
      await submitThroughForm(suite.h, {
        name: `Sender ${['Ann', 'Bob', 'Cy', 'Di'][index]}`,
        email,
        message: `Inquiry number ${index + 1} about a house extension.`,
      });
    }
    expect(await acknowledgements()).toBe(3);
    // Every submission is stored, and the firm hears of each.
    expect(
      await suite.h.database.db.contactSubmission.count({
        where: { email: { contains: 'victim.example', mode: 'insensitive' } },
      }),
    ).toBe(4);
    expect(suite.logs.map((line) => line.message)).toContain(
      'acknowledgement not sent: its address had enough today',
    );

    // A day later the address is acknowledged again.
    const visitor = await suite.h.anonymous({ clientAddress: '198.51.100.250', channel: 'rest' });
    suite.h.clock.now = new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    await visitor.public.submitContact({
      ...contactInput({
        email: 'target@victim.example',
        message: 'One more inquiry, a day later.',
      }),
    });
    expect(await acknowledgements()).toBe(4);
  });
});
