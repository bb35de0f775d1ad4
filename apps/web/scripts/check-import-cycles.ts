/**
 * `npm run lint`'s check that no module imports one that imports it back, type-only imports
 * included (import-cycles.ts): prints each cycle's imports and exits 1 if there is one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { importCycles, moduleImports, workspaceConfigs } from './import-cycles';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const cycles = importCycles(moduleImports(workspaceConfigs(repoRoot)));
for (const cycle of cycles) {
  console.error('Import cycle:');
  for (const { from, to, typeOnly } of cycle) {
    const where = (file: string) => path.relative(repoRoot, file);
    console.error(`  ${where(from)} imports ${where(to)}${typeOnly ? ' (types only)' : ''}`);
  }
}
if (cycles.length > 0) {
  console.error(
    `${cycles.length} import cycle(s): move the shared constant or type to the module that owns it (docs/decisions/028-import-x-no-cycle.md).`,
  );
  process.exit(1);
}
