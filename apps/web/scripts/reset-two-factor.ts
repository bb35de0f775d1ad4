/**
 * `npm run reset-two-factor -- <email>`: turns off an account's two-factor sign-in (its
 * authenticator secret and recovery codes are removed), for an operator who can reach the machine
 * when the account's owner lost every factor and no other staff member can use 'Reset two-factor'
 * on the Team screen. The password stays; the next sign-in asks for it alone. Recorded in the
 * activity log. It uses the site's database as `npm start` does (see set-password.ts).
 */

import { createServices, lineLogger } from '@kasar/api';
import { resetTwoFactorFromCommandLine } from '@kasar/api/domain';
import { loadConfiguration } from '@kasar/db/configuration';

import { openSiteDatabase } from './site-database';

const USAGE = 'usage: npm run reset-two-factor -- <email>';

/** Ends the command with one line on stderr. */
function fail(message: string): never {
  console.error(`reset-two-factor: ${message}`);
  process.exit(1);
}

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) fail(USAGE);

const { apiEnv } = await loadConfiguration(() => import('@kasar/api/env'));

const database = await openSiteDatabase(apiEnv, 'resetting two-factor sign-in', fail);

const services = createServices({
  databaseUrl: database.url,
  databasePoolSize: 1,
  settings: apiEnv,
  log: lineLogger('reset-two-factor:'),
});
let exitCode = 0;
try {
  const result = await resetTwoFactorFromCommandLine(services, email);
  console.log(
    `reset-two-factor: two-factor sign-in of ${result.email} is off; ` +
      'the next sign-in asks for the password alone.',
  );
} catch (error) {
  exitCode = 1;
  console.error(`reset-two-factor: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await services.close();
  await database.embedded?.stop();
}
// Explicitly: the embedded server's exit hook would otherwise end the process with 0.
process.exit(exitCode);
