/**
 * What the contact form shows when sending fails, for the errors a real tRPC client gets from the
 * app's router: over a database that cannot be reached (nothing listens on its port), and for a
 * refused input.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { appRouter, createContext, createServices, MESSAGES, type AppRouter } from '@kasar/api';
import { freePort } from '@kasar/db/embedded';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import superjson from 'superjson';
import { afterAll, describe, expect, it } from 'vitest';

import { contactFailure } from './contact-failure';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-contact-failure-'));
const port = await freePort();
const services = createServices({
  databaseUrl: `postgresql://kasar:kasar@127.0.0.1:${port}/kasar`,
  settings: {
    appUrl: 'http://localhost:3999',
    storage: { uploadsDir: path.join(scratch, 'uploads') },
    mailFrom: 'no-reply@test.local',
    mailOutboxDir: path.join(scratch, 'mail'),
  },
  log: { info: () => undefined, error: () => undefined },
});
afterAll(async () => {
  await services.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The site's tRPC endpoint in this process, and a client of it as the contact form has. */
const client = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: 'http://localhost:3999/api/trpc',
      transformer: superjson,
      fetch: (input, init) =>
        fetchRequestHandler({
          endpoint: '/api/trpc',
          req: new Request(input, init),
          router: appRouter,
          createContext: () =>
            createContext(services, { clientAddress: '203.0.113.9', channel: 'web' }),
        }),
    }),
  ],
});

const inquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  mobile: '+919876543210',
  subject: 'New office building',
  message: 'We would like a quote for a two-storey office.',
  purpose: 'Other',
  form_token: 'not-fetched',
  website: '',
};

describe('a failed contact submission', () => {
  it('tells the visitor the site is briefly unavailable while its database cannot be reached', async () => {
    const failure = contactFailure(
      await client.public.submitContact.mutate(inquiry).catch((error: unknown) => error),
    );
    expect(failure).toEqual({ ok: false, errors: {}, message: MESSAGES.brieflyUnavailable });
    // The token the form asks for first fails the same way.
    const token = await client.public.contactFormToken.query().catch((error: unknown) => error);
    expect(contactFailure(token).message).toBe(MESSAGES.brieflyUnavailable);
  });

  it('shows a refused field under it, and nothing of an unknown failure', async () => {
    const refused = contactFailure(
      await client.public.submitContact
        .mutate({ ...inquiry, email: 'not-an-email' })
        .catch((error: unknown) => error),
    );
    expect(refused.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(contactFailure(new TypeError('Failed to fetch'))).toEqual({
      ok: false,
      errors: {},
      message: '',
    });
  });
});
