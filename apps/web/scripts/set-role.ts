/**
 * `npm run set-role -- <email> <role>`: gives an account a role ('owner', 'admin', 'editor',
 * 'contributor', 'inquiries', or a custom role's name), for an operator who can reach the machine
 * when no Owner can sign in. Together with `npm run set-password` it makes a new Owner after the
 * last one left. At least one Owner always remains. Recorded in the activity log. It uses the
 * site's database as `npm start` does (see set-password.ts).
 */

import { createServices, lineLogger } from '@kasar/api';
import { setRoleFromCommandLine } from '@kasar/api/domain';
import { loadConfiguration } from '@kasar/db/configuration';

import { openSiteDatabase } from './site-database';

const USAGE = 'usage: npm run set-role -- <email> <role>';

/** Ends the command with one line on stderr. */
function fail(message: string): never {
  console.error(`set-role: ${message}`);
  process.exit(1);
}

const email = process.argv[2]?.trim();
const role = process.argv[3]?.trim();
if (!email || !role || process.argv.length > 4) fail(USAGE);

const { apiEnv } = await loadConfiguration(() => import('@kasar/api/env'));

const database = await openSiteDatabase(apiEnv, 'setting a role', fail);

const services = createServices({
  databaseUrl: database.url,
  databasePoolSize: 1,
  settings: apiEnv,
  log: lineLogger('set-role:'),
});
let exitCode = 0;
try {
  const result = await setRoleFromCommandLine(services, email, role);
  console.log(
    result.changed
      ? `set-role: ${result.email} is now ${result.role}, from their next request on.`
      : `set-role: ${result.email} is already ${result.role}.`,
  );
} catch (error) {
  exitCode = 1;
  console.error(`set-role: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await services.close();
  await database.embedded?.stop();
}
// Explicitly: the embedded server's exit hook would otherwise end the process with 0.
process.exit(exitCode);
