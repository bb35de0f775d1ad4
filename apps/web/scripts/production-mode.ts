/**
 * Production mode (NODE_ENV=production, or an APP_URL that is not a loopback address) refuses
 * every development default the launcher would otherwise fill in: a generated AUTH_SECRET, the
 * development admin, an account that still has its password (from an earlier development start on
 * the same database), and listening on loopback only. Demo content is off there unless
 * SEED_DEMO=true (the seed env module).
 */
import { DEVELOPMENT_ADMIN_PASSWORD } from '@kasar/api/auth';

export interface StartSettings {
  /** Why production mode applies (productionMode of @kasar/api/env); null: it does not. */
  productionMode: string | null;
  authSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** The database is known to have no account yet (a new embedded database). */
  freshDatabase: boolean;
}

/** The one start-up message naming every variable to set, or null when the start may go on. */
export function developmentDefaultsRefusal(settings: StartSettings): string | null {
  if (settings.productionMode === null) return null;
  const missing: string[] = [];
  if (!settings.authSecret) {
    missing.push('AUTH_SECRET (at least 32 random characters, e.g. `openssl rand -base64 32`)');
  }
  if (settings.adminPassword === DEVELOPMENT_ADMIN_PASSWORD) {
    missing.push(`ADMIN_PASSWORD to a password other than the development one`);
  } else if (settings.freshDatabase && (!settings.adminEmail || !settings.adminPassword)) {
    missing.push('ADMIN_EMAIL and ADMIN_PASSWORD (the first admin account)');
  }
  if (missing.length === 0) return null;
  return (
    `Refusing to start with development defaults in production mode (${settings.productionMode}). ` +
    `Set ${missing.join('; and ')}. Demo content is seeded only with SEED_DEMO=true. ` +
    'To try the site on this machine instead, leave NODE_ENV unset and APP_URL unset or on localhost.'
  );
}

/**
 * The one start-up message for accounts that still have the development password, or null. In
 * production mode the site does not start until each has a new one.
 */
export function developmentPasswordRefusal(
  productionMode: string | null,
  emails: readonly string[],
): string | null {
  if (productionMode === null || emails.length === 0) return null;
  const accounts =
    emails.length === 1
      ? `the account ${emails[0]} still has`
      : `the accounts ${emails.join(', ')} still have`;
  const commands = emails.map((email) => `\`npm run set-password -- ${email}\``).join(', ');
  return (
    `Refusing to start in production mode (${productionMode}): ${accounts} the development ` +
    `password, which anyone can read in the code. Set a new one with ${commands} on this ` +
    'server (same DATA_DIR or DATABASE_URL), then start again.'
  );
}

/**
 * The address the HTTP server listens on (its HOST variable): HOST when set; otherwise every
 * interface in production mode (the server is meant to be reached) and 'localhost', loopback
 * only, for a development start, which would otherwise offer the development admin to the
 * network.
 */
export function listenHost(settings: { host: string | undefined; productionMode: string | null }) {
  if (settings.host) return settings.host;
  return settings.productionMode === null ? 'localhost' : '';
}
