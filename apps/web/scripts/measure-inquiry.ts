/**
 * `npm run measure:inquiry`: how long a visitor waits for the contact form's answer, and how long
 * until the firm's notification arrives by e-mail. It starts a real SMTP server (smtp-server) on
 * a local port and the production site (port 3520, a fresh data folder) mailing through it,
 * then sends MEASURE_COUNT messages (default 5) exactly as the form does: a form token when the
 * form is first used, the message 3.2 s later over tRPC. For each it prints the form's answer
 * time and the time from sending until the mail was in the SMTP server, and fails when an answer
 * takes 300 ms or more or a mail 5 s or more. MEASURE_DIST_DIR chooses the build folder.
 */
/* eslint-disable no-restricted-properties -- a developer tool: its own MEASURE_* knobs. */
import net from 'node:net';

import type { AppRouter } from '@kasar/api';
import { createTRPCClient, httpLink } from '@trpc/client';
import { SMTPServer } from 'smtp-server';
import superjson from 'superjson';

import { productionServer } from './production-server';

const SITE_PORT = 3520;
const ANSWER_BUDGET_MS = 300;
const MAIL_BUDGET_MS = 5_000;
const count = Number(process.env.MEASURE_COUNT ?? 5) || 5;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Arrival time (Date.now()) of each message, by the text that marks it. */
const arrivals = new Map<string, number>();
const waiting = new Map<string, (at: number) => void>();

const sink = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const at = Date.now();
      const raw = Buffer.concat(chunks).toString('utf8');
      const marker = /Measured Visitor ([a-j]+)/.exec(raw)?.[1];
      if (marker) {
        arrivals.set(marker, at);
        waiting.get(marker)?.(at);
      }
      callback();
    });
  },
});

function arrival(marker: string): Promise<number> {
  const known = arrivals.get(marker);
  if (known) return Promise.resolve(known);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no mail for ${marker} within 30 s`)), 30_000);
    waiting.set(marker, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const letters = (value: number) =>
  String(value)
    .split('')
    .map((digit) => 'abcdefghij'[Number(digit)])
    .join('');

const smtpPort = await freePort();
await new Promise<void>((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));
const site = await productionServer({
  url: process.env.MEASURE_URL,
  port: SITE_PORT,
  distDir: process.env.MEASURE_DIST_DIR ?? '.next',
  label: 'measure-inquiry',
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    INQUIRY_NOTIFY_TO: 'office@firm.example',
    WEB_CONCURRENCY: '1',
  },
});

const results: { answerMs: number; mailMs: number }[] = [];
try {
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${site.baseUrl}/api/trpc`, transformer: superjson })],
  });
  // The first request of each route compiles nothing in production, but warms the database pool.
  await fetch(`${site.baseUrl}/contact-us`);
  for (let index = 0; index < count; index += 1) {
    const marker = letters(Date.now() * 10 + index);
    const { token } = await client.public.contactFormToken.query();
    await pause(3_200);
    const sent = performance.now();
    const sentAt = Date.now();
    await client.public.submitContact.mutate({
      name: `Measured Visitor ${marker}`,
      email: 'visitor@client.example',
      mobile: '+919876543210',
      subject: 'Timing check',
      message: 'How long until the firm hears of this message?',
      purpose: 'Other',
      form_token: token,
      website: '',
    });
    const answerMs = performance.now() - sent;
    const mailMs = (await arrival(marker)) - sentAt;
    results.push({ answerMs, mailMs });
    console.log(
      `message ${index + 1}: form answered in ${answerMs.toFixed(0)} ms, e-mail in the SMTP server after ${mailMs.toFixed(0)} ms`,
    );
  }
} finally {
  await site.stop();
  await new Promise((resolve) => sink.close(() => resolve(undefined)));
}

const worst = {
  answerMs: Math.max(...results.map((result) => result.answerMs)),
  mailMs: Math.max(...results.map((result) => result.mailMs)),
};
console.log(
  `worst of ${results.length}: answer ${worst.answerMs.toFixed(0)} ms (budget ${ANSWER_BUDGET_MS}), e-mail ${worst.mailMs.toFixed(0)} ms (budget ${MAIL_BUDGET_MS})`,
);
if (worst.answerMs >= ANSWER_BUDGET_MS || worst.mailMs >= MAIL_BUDGET_MS) process.exit(1);
