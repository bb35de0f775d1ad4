/**
 * The stored files the trash withholds from the public, as this process knows them (@kasar/api's
 * withheld-files.ts: a set in memory, read again after the `trash` tag of the shared page cache
 * changed), for the upload route and for the HTTP server, which answers the optimized copies
 * Next keeps of them (`/_next/image?url=/uploads/…`) with a 404 before Next.js is asked.
 */
import 'server-only';

import {
  createWithheldFiles,
  publicityOf,
  serveUpload,
  withheldFilesUnavailable,
  withheldKeys,
  type WithheldFiles,
} from '@kasar/api';
import { storedFileNotFound } from '@kasar/api/storage';

import { pageCache } from '@kasar/server/page-cache';
import { answerOptimizedImagesWith, type RedirectAnswer } from '@kasar/server/process-state';

import { hasStaffSession } from './auth';
import { uploadKeyOfOptimizedImage } from './optimized-image';
import { services } from './services';

/** One set per process: the route's bundle and instrumentation's each load this module. */
const HELD = Symbol.for('kasar.withheldFiles');
const holder = globalThis as unknown as Record<symbol, WithheldFiles | undefined>;

function withheldFiles(): WithheldFiles {
  holder[HELD] ??= createWithheldFiles({
    readKeys: () => withheldKeys(services.db),
    trashChangedAt: () => pageCache().changedAt('trash'),
    log: services.log,
  });
  return holder[HELD];
}

/** GET or HEAD /uploads/<key>: the file, 404 while the trash withholds it (staff still get it). */
export function serveUploadedFile(key: string, request: Request): Promise<Response> {
  return serveUpload(
    {
      storage: services.storage,
      withheldFiles: withheldFiles(),
      log: services.log,
      hasStaffSession,
    },
    key,
    request,
  );
}

/**
 * The 404 answering a request for an optimized copy of a withheld file (a 503 while that cannot
 * be told), or null: Next answers. Staff get the 404 too: the dashboard shows stored files
 * unoptimized, from /uploads.
 */
export async function answerOptimizedImage(url: string): Promise<RedirectAnswer | null> {
  const key = uploadKeyOfOptimizedImage(url);
  if (key === null) return null;
  const publicity = await publicityOf({ withheldFiles: withheldFiles(), log: services.log }, key);
  if (publicity === 'public') return null;
  const refusal = publicity === 'withheld' ? storedFileNotFound() : withheldFilesUnavailable();
  const body = await refusal.text();
  return {
    status: refusal.status,
    headers: {
      ...Object.fromEntries(refusal.headers.entries()),
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  };
}

/** Has the HTTP server answer the optimized copies of withheld files. */
export function startOptimizedImageAnswers(): void {
  answerOptimizedImagesWith(answerOptimizedImage);
}
