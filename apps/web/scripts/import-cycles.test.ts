// The import-cycle check finds cycles that import-x/no-cycle does not (type-only imports), across
// tsconfig paths, and nothing in modules whose imports form a tree.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { importCycles, moduleImports, workspaceConfigs } from './import-cycles';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-import-cycles-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A workspace of the given modules with a tsconfig mapping `~/*` to its folder, as apps/web. */
function workspace(name: string, modules: Record<string, string>): string {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir);
  const tsconfig = {
    compilerOptions: {
      module: 'Preserve',
      moduleResolution: 'Bundler',
      strict: true,
      paths: { '~/*': ['./*'] },
    },
    include: ['*.ts'],
  };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [file, text] of Object.entries(modules)) fs.writeFileSync(path.join(dir, file), text);
  return path.join(dir, 'tsconfig.json');
}

/** Each cycle as its imports, `from -> to` with `(types)` for a type-only one, sorted. */
function cyclesIn(config: string): string[][] {
  const where = (file: string) => path.basename(file);
  return importCycles(moduleImports([config])).map((cycle) =>
    cycle
      .map(
        ({ from, to, typeOnly }) => `${where(from)} -> ${where(to)}${typeOnly ? ' (types)' : ''}`,
      )
      .sort(),
  );
}

describe('import cycles', () => {
  it('finds a cycle of a value import and a type-only one, the kind the lint rule skipped', () => {
    const config = workspace('value-and-type', {
      'services.ts':
        "import { KEPT } from './versions';\nexport interface Services { kept: number }\nexport const kept = KEPT;\n",
      'versions.ts':
        "import type { Services } from './services';\nexport const KEPT = 50;\nexport const keptBy = (services: Services) => services.kept;\n",
    });
    expect(cyclesIn(config)).toEqual([
      ['services.ts -> versions.ts', 'versions.ts -> services.ts (types)'],
    ]);
  });

  it('finds a cycle of type-only imports, through re-exports and tsconfig paths', () => {
    const config = workspace('types-only', {
      'a.ts': "import { type B } from '~/b';\nexport type A = { b?: B };\n",
      'b.ts': "export type { C as B } from './c';\n",
      'c.ts': "export type C = { a?: import('./a').A };\n",
    });
    expect(cyclesIn(config)).toEqual([
      ['a.ts -> b.ts (types)', 'b.ts -> c.ts (types)', 'c.ts -> a.ts (types)'],
    ]);
  });

  it('finds nothing where the imports form a tree', () => {
    const config = workspace('tree', {
      'env.ts': "import { DEFAULT_KEPT } from './defaults';\nexport const kept = DEFAULT_KEPT;\n",
      'defaults.ts': 'export const DEFAULT_KEPT = 50;\n',
      'services.ts':
        "import { kept } from './env';\nimport type { DEFAULT_KEPT } from './defaults';\nexport const services = { kept } satisfies { kept: typeof DEFAULT_KEPT };\n",
    });
    expect(cyclesIn(config)).toEqual([]);
  });

  it('reads every workspace of the repository that has a tsconfig', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const workspaces = workspaceConfigs(root).map((config) =>
      path.relative(root, path.dirname(config)),
    );
    expect(workspaces).toEqual(
      expect.arrayContaining(['apps/web', 'packages/api', 'packages/server']),
    );
  });
});
