/** A real HTTP server and a raw client for the tests of this server's layers. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

import { afterEach } from 'vitest';

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const servers: http.Server[] = [];

afterEach(async () => {
  const running = servers.splice(0);
  await Promise.all(running.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Serves `handler` on a free local port until the test ends; returns its base URL. */
export async function listen(handler: Handler): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (compressed when the response says so). */
  body: Buffer;
}

/** A request whose answer is kept as sent: no decompression, no redirects. */
export function fetchRaw(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The body of a raw response with its content encoding undone. */
export function decodedBody(response: RawResponse): string {
  const decode: Record<string, (body: Buffer) => Buffer> = {
    gzip: zlib.gunzipSync,
    deflate: zlib.inflateSync,
    br: zlib.brotliDecompressSync,
  };
  const encoding = response.headers['content-encoding'];
  return (encoding ? decode[encoding]!(response.body) : response.body).toString('utf8');
}
