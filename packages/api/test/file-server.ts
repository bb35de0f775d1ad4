/**
 * A real HTTP server answering /uploads/<key> as the web app's route does (serveUpload), for tests
 * of what a visitor and a staff member get over the network.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { serveUpload, type UploadServing } from '../src/withheld-files';

export interface FileServer {
  /** The server's origin: files are at `${origin}/uploads/<key>`. */
  origin: string;
  close(): Promise<void>;
}

export async function startFileServer(serving: UploadServing): Promise<FileServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answer = url.pathname.startsWith('/uploads/')
      ? serveUpload(
          serving,
          // As Next.js hands the route its [...path] segments: each one decoded.
          url.pathname.slice('/uploads/'.length).split('/').map(decodeURIComponent).join('/'),
          new Request(url, { method: req.method, headers: req.headers as Record<string, string> }),
        )
      : Promise.resolve(new Response('Not found', { status: 404 }));
    void answer.then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
