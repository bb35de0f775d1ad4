/**
 * A real SMTP server for the tests (smtp-server, from the nodemailer project), on a local port:
 * it accepts every message, parses it with mailparser and keeps it. It can be stopped and
 * started again on the same port, to play a mail server that is down for a while.
 */
import net from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  rcptTo: string[];
  parsed: ParsedMail;
  /** When the server had the whole message (Date.now()). */
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Starts accepting connections (again). */
  start(): Promise<void>;
  /** Closes the port: connections are refused until `start`. */
  stop(): Promise<void>;
  /** Resolves with the first `count` messages once that many have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function createSmtpSink(options: { started?: boolean } = {}): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;

  const newServer = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({
              rcptTo: session.envelope.rcptTo.map((to) => to.address),
              parsed,
              receivedAt: Date.now(),
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });

  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      if (server) return;
      const next = newServer();
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject);
        next.listen(port, '127.0.0.1', () => resolve());
      });
      server = next;
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} mails arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
  if (options.started !== false) await sink.start();
  return sink;
}
