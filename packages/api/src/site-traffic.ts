/**
 * The site traffic one server process counts without slowing a response down (decision 035): the
 * unknown addresses visitors asked for (the 404 log) and the requests each redirect answered.
 * Both are counted in memory and written in one batch every `flushEveryMs`, never awaited on the
 * response's path; the buffer and the stored log are bounded (domain/not-found-log.ts).
 */
import { normaliseFromPath } from '@kasar/validators';

import { NotFoundBuffer, writeSiteTraffic } from './domain/not-found-log';
import type { ApiServices } from './services';

/** How often the counts of a process are written (and so how late the 404 log may be). */
export const SITE_TRAFFIC_FLUSH_MS = 5000;

export interface SiteTraffic {
  /**
   * A 404 of `path` (as requested, with its query) from the page `referrer`: counted under its
   * normalised path, unless no redirect could start there (the API, build files, uploads, the
   * dashboard, a path with a control character: NotFoundBuffer).
   */
  notFound(path: string, referrer: string | null): void;
  /** A request a redirect answered, by its "from" path. */
  redirected(from: string): void;
  /** Writes what was counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes the last counts. */
  stop(): Promise<void>;
}

export function startSiteTraffic(
  services: Pick<ApiServices, 'db' | 'log' | 'now'>,
  options: { flushEveryMs?: number } = {},
): SiteTraffic {
  const notFound = new NotFoundBuffer();
  let redirectHits = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const hits = notFound.take();
    const redirects = redirectHits;
    redirectHits = new Map();
    if (hits.length === 0 && redirects.size === 0) return writing;
    writing = writing
      .then(() => writeSiteTraffic(services.db, hits, redirects))
      .catch((error: unknown) =>
        services.log.error('the 404 log and redirect hits could not be written', {
          error: String(error),
        }),
      );
    return writing;
  };
  const timer = setInterval(() => void flush(), options.flushEveryMs ?? SITE_TRAFFIC_FLUSH_MS);
  timer.unref();
  return {
    notFound(path, referrer) {
      notFound.record(normaliseFromPath(path), referrer, services.now());
    },
    redirected(from) {
      redirectHits.set(from, (redirectHits.get(from) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
