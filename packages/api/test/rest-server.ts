/** A real HTTP server around the REST handler, for contract tests over the network. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

import type { ApiServices } from '../src/services';
import { createRestHandler } from '../src/rest';

export interface RestServer {
  url: string;
  /** Every error line the handler logged. */
  errors: string[];
  close(): Promise<void>;
}

export async function startRestServer(
  services: ApiServices,
  options: { corsOrigins?: string[] } = {},
): Promise<RestServer> {
  const errors: string[] = [];
  const handle = createRestHandler({
    services: {
      ...services,
      log: {
        info: () => {},
        error: (message, meta) => errors.push(`${message} ${JSON.stringify(meta)}`),
      },
    },
    basePath: '/api/v1',
    corsOrigins: options.corsOrigins ?? [],
    // Tests pick their client address, so rate-limit cases stay independent.
    clientAddress: (request) => request.headers.get('x-test-client') ?? '127.0.0.1',
  });
  const server = http.createServer((req, res) => {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    void handle(request).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    errors,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
