/**
 * `npm run set-password -- <email>`: sets an account's password on the server, for an operator
 * who can reach the machine but no one who can sign in (a lost password while mail is down, or
 * the development password that production mode refuses to start with). The password is asked
 * for twice without echo, or read from the first line of standard input when that is not a
 * terminal. It uses the site's database as `npm start` does: DATABASE_URL, or the embedded one in
 * DATA_DIR, which the site must not be running on at the same time.
 */

import { createServices, lineLogger } from '@kasar/api';
import { setPasswordFromCommandLine } from '@kasar/api/domain';
import { loadConfiguration } from '@kasar/db/configuration';
import { newPasswordInput } from '@kasar/validators';
import { read } from 'read';

import { openSiteDatabase } from './site-database';

const USAGE = 'usage: npm run set-password -- <email>';

/** Ends the command with one line on stderr. */
function fail(message: string): never {
  console.error(`set-password: ${message}`);
  process.exit(1);
}

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) fail(USAGE);

const { apiEnv } = await loadConfiguration(() => import('@kasar/api/env'));

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** The new password, typed twice on a terminal or piped once. */
async function newPassword(): Promise<string> {
  let values: { new_password: string; new_password_confirmation: string };
  if (process.stdin.isTTY) {
    const prompt = { silent: true, replace: '', output: process.stderr };
    values = {
      new_password: await read({ ...prompt, prompt: `New password for ${email}: ` }),
      new_password_confirmation: await read({ ...prompt, prompt: 'Type it again: ' }),
    };
  } else {
    const piped = await readStandardInput();
    values = { new_password: piped, new_password_confirmation: piped };
  }
  const parsed = newPasswordInput.safeParse(values);
  if (!parsed.success) fail(parsed.error.issues[0]?.message ?? 'the password is not valid');
  return parsed.data.new_password;
}

const password = await newPassword();

const database = await openSiteDatabase(apiEnv, 'setting a password', fail);
const databaseUrl = database.url;

const services = createServices({
  databaseUrl,
  databasePoolSize: 1,
  settings: apiEnv,
  log: lineLogger('set-password:'),
});
let exitCode = 0;
try {
  const result = await setPasswordFromCommandLine(services, { email, password });
  console.log(
    `set-password: the password of ${result.email} is set; ` +
      `${result.sessionsEnded} session(s) and token(s) of the account were ended.`,
  );
} catch (error) {
  exitCode = 1;
  console.error(`set-password: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await services.close();
  await database.embedded?.stop();
}
// Explicitly: the embedded server's exit hook would otherwise end the process with 0.
process.exit(exitCode);
