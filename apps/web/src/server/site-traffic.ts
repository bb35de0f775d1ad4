/**
 * The site traffic this server process counts (see @kasar/api's site-traffic): the 404s the HTTP
 * server reports (@kasar/server's process-state) and the requests redirects answer (the proxy).
 * Started once by instrumentation.ts; serve.mjs stops it on shutdown, which writes the last
 * counts before the database pool closes.
 */
import { startSiteTraffic, type SiteTraffic } from '@kasar/api';

import { listenForNotFound } from '@kasar/server/process-state';

import { services } from './services';

/** Where the process keeps it, for serve.mjs to stop it and for the proxy's module to use. */
const TRAFFIC = Symbol.for('kasar.siteTraffic');

/** This process's counts, started on first use. */
export function siteTraffic(): SiteTraffic {
  const holder = globalThis as unknown as Record<symbol, SiteTraffic | undefined>;
  holder[TRAFFIC] ??= startSiteTraffic(services);
  return holder[TRAFFIC];
}

/** Starts the counts and has the HTTP server's 404s counted in the 404 log. */
export function startSiteTrafficOnce(): SiteTraffic {
  const traffic = siteTraffic();
  listenForNotFound((path, referrer) => traffic.notFound(path, referrer));
  return traffic;
}
