// Session loss as the browser sees it over /api/trpc: a typed reason, not a message to parse.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../../test/harness';
import { createContext } from '../context';
import { appRouter } from '../root';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

interface ErrorBody {
  error: { json: { message: string; data: { httpStatus: number; reason: string | null } } };
}

/** Calls a procedure the way the dashboard's tRPC client does, with the session token given. */
async function callOverHttp(path: string, authToken: string | null, body?: unknown) {
  const response = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: new Request(`http://localhost/api/trpc/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify({ json: body }),
    }),
    router: appRouter,
    createContext: () =>
      createContext(h.services, { clientAddress: '198.51.100.4', channel: 'web', authToken }),
  });
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

describe('authedProcedure', () => {
  it("answers 'SESSION_ENDED' when no session comes with the call", async () => {
    const { status, body } = await callOverHttp('auth.me', null);
    expect(status).toBe(401);
    expect(body.error.json.data.reason).toBe('SESSION_ENDED');
  });

  it("answers 'SESSION_ENDED' when the session was revoked", async () => {
    const { status, body } = await callOverHttp('services.list', await h.revokedToken());
    expect(status).toBe(401);
    expect(body.error.json.data.reason).toBe('SESSION_ENDED');
    expect(body.error.json.message).toMatch(/token/i);
  });

  it('gives no reason to a wrong password, which is no session loss', async () => {
    const { status, body } = await callOverHttp('auth.login', null, {
      email: h.admin.email,
      password: 'not the password',
    });
    expect(status).toBe(401);
    expect(body.error.json.data.reason).toBeNull();
  });
});
