// Runs `prisma generate` offline. The Prisma CLI insists on a schema-engine binary being present
// even though generating the client never runs it, and it cannot download one here; pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing executable satisfies the check.
/* eslint-disable no-restricted-properties -- the Prisma CLI reads its settings from the environment */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const prismaCli = require.resolve('prisma/build/index.js');
const result = spawnSync(process.execPath, [prismaCli, 'generate'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
