// `npm run seed`: creates the first admin and (SEED_DEMO) the demo content in DATABASE_URL.
import path from 'node:path';

function fail(message: string): never {
  console.error(`seed: ${message}`);
  process.exit(1);
}

// Imported dynamically: these modules read the configuration when they load, and an invalid
// DATABASE_URL should end in one line, not a stack trace.
const [{ dbEnv, createPrismaClient }, { seed }, { createStorage }] = await Promise.all([
  import('@kasar/db'),
  import('../src'),
  import('@kasar/api/storage'),
]).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

const url = dbEnv.databaseUrl;
if (!url) {
  fail(
    'DATABASE_URL is not set. Point it at the database to seed, e.g. ' +
      'DATABASE_URL=postgresql://user:password@localhost:5432/kasar npm run seed',
  );
}

function readFlag(name: string): boolean | undefined {
  const value = process.env[name]?.trim().toLowerCase();
  if (!value) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fail(`${name} must be true, false, 1 or 0`);
}

// No default credentials here: this script may point at any server, production included.
function adminAccount() {
  const email = process.env.ADMIN_EMAIL?.trim();
  const password = process.env.ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password) fail('set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither');
  return { email, password, name: 'Administrator' };
}

const demo = readFlag('SEED_DEMO') ?? process.env.NODE_ENV !== 'production';
const storage = createStorage({
  uploadsDir: path.join(dbEnv.dataDir, 'uploads'),
  uploadThingToken: process.env.UPLOADTHING_TOKEN?.trim() || undefined,
});
const db = createPrismaClient(url, { max: 2 });
const started = Date.now();
try {
  const log = (line: string) => console.log(`seed: ${line}`);
  const result = await seed(
    { db, storage, log: { info: log, error: log } },
    { admin: adminAccount(), demo },
  );
  console.log(
    `seed: done in ${Date.now() - started} ms (admin created: ${result.adminCreated ? 'yes' : 'no'}, ` +
      `demo content: ${result.demoSeeded ? 'yes' : demo ? 'no, the site is not empty' : 'not requested'}).`,
  );
} catch (error) {
  process.exitCode = 1;
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await db.$disconnect();
}
