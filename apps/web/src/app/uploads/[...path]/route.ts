// Serves uploaded files at /uploads/<folder>/<file> from the configured store (local disk or S3).
import { serveStoredFile } from '@kasar/api/storage';

import { services } from '~/server/services';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await params;
  return serveStoredFile(services.storage, path.join('/'), request);
}

export const HEAD = GET;
