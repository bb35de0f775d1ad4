/** Swagger UI's files, served from the swagger-ui-dist package, plus its start-up script. */
import fs from 'node:fs/promises';
import path from 'node:path';

import { getAbsoluteFSPath } from 'swagger-ui-dist';

const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// Tags start closed: with every one of the 100+ routes laid out at once, Swagger UI stopped after
// the first tag (measured with this document), and a reader opens the tag they need.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'none' });`;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const headers = { 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' };
  if (file === 'init.js') {
    return new Response(INIT, {
      headers: { ...headers, 'content-type': 'text/javascript; charset=utf-8' },
    });
  }
  const contentType = FILES[file];
  if (!contentType) return new Response('Not found', { status: 404 });
  const body = await fs.readFile(path.join(getAbsoluteFSPath(), file));
  return new Response(body, { headers: { ...headers, 'content-type': contentType } });
}
