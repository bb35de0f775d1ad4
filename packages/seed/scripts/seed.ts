// `npm run db:seed`: creates the first admin and (SEED_DEMO) the demo content in DATABASE_URL.
import { createServices, lineLogger } from '@kasar/api';
import { loadConfiguration } from '@kasar/db/configuration';

import { seed } from '../src';

const { seedEnv, seedDemo, configuredAdmin } = await loadConfiguration(() => import('../src/env'));
// No default credentials here: this script may point at any server, production included.
const admin = await loadConfiguration(() => configuredAdmin());

const url = seedEnv.DATABASE_URL;
if (!url) {
  console.error(
    'seed: DATABASE_URL is not set. Point it at the database to seed, e.g. ' +
      'DATABASE_URL=postgresql://user:password@localhost:5432/kasar npm run db:seed',
  );
  process.exit(1);
}

const services = createServices({
  databaseUrl: url,
  databasePoolSize: 2,
  settings: seedEnv,
  log: lineLogger('seed:'),
});
const started = Date.now();
try {
  const result = await seed(services, { admin, demo: seedDemo });
  console.log(
    `seed: done in ${Date.now() - started} ms (admin created: ${result.adminCreated ? 'yes' : 'no'}, ` +
      `demo content: ${result.demoSeeded ? 'yes' : seedDemo ? 'no, the site is not empty' : 'not requested'}).`,
  );
} catch (error) {
  process.exitCode = 1;
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await services.close();
}
