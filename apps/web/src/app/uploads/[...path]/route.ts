// Serves uploaded files at /uploads/<folder>/<file> from the configured store (local disk or S3),
// except those the trash withholds (~/server/withheld-files).
import { serveUploadedFile } from '~/server/withheld-files';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await params;
  return serveUploadedFile(path.join('/'), request);
}

export const HEAD = GET;
