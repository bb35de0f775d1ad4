// Serves files stored on local disk (the default storage driver) at /uploads/<folder>/<file>.
import { apiEnv } from '@kasar/api/env';
import { serveLocalFile } from '@kasar/api/storage';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await params;
  return serveLocalFile(apiEnv.uploadsDir, path.join('/'), request);
}
