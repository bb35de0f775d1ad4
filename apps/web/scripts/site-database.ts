/**
 * The database of an existing site, for the command-line tools that act on it (`set-password`,
 * `backup`): DATABASE_URL when set, else the embedded server in DATA_DIR/pg, started for the
 * command. A missing folder is refused rather than started, which would create an empty database.
 */
import fs from 'node:fs';
import path from 'node:path';

import { startEmbeddedPostgres, type EmbeddedServer } from '@kasar/db/embedded';

export interface SiteDatabase {
  url: string;
  /** The embedded server started for the command (stop it at the end); null with DATABASE_URL. */
  embedded: EmbeddedServer | null;
}

/**
 * `action` completes "stop the site before …" in the message given when the embedded server does
 * not start (usually because the site is running on it). Failures go to `fail`, which exits.
 */
export async function openSiteDatabase(
  configuration: { DATABASE_URL?: string; DATA_DIR: string },
  action: string,
  fail: (message: string) => never,
): Promise<SiteDatabase> {
  if (configuration.DATABASE_URL) return { url: configuration.DATABASE_URL, embedded: null };
  const dataDir = path.join(configuration.DATA_DIR, 'pg');
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fail(`there is no database in ${dataDir}: set DATA_DIR (or DATABASE_URL) to the site's`);
  }
  try {
    const embedded = await startEmbeddedPostgres({ dataDir, log: () => undefined });
    return { url: embedded.urlFor('kasar'), embedded };
  } catch (error) {
    fail(
      `${error instanceof Error ? error.message : String(error)} ` +
        `(the site's embedded database is in ${dataDir}; stop the site before ${action})`,
    );
  }
}
