/** Configuration the data layer reads (CONTRACT §2), validated once. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function readDatabaseUrl(): string | undefined {
  const value = process.env.DATABASE_URL?.trim();
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('DATABASE_URL must be a postgresql:// URL');
  }
  return value;
}

export const dbEnv = {
  repoRoot,
  dataDir: path.resolve(repoRoot, process.env.DATA_DIR?.trim() || '.data'),
  databaseUrl: readDatabaseUrl(),
};
