// Child process of upload-sweep.test.ts: stores an uploaded image the way a mutation does, then
// waits for a commit that never comes, so the test can kill it with SIGKILL in between (a crash
// mid-upload). Arguments: the database URL, then the storage configuration as JSON.
import { createPrismaClient } from '@kasar/db';

import { photoRules } from '../src/domain/photos';
import { createStorage, type StorageConfig } from '../src/storage';
import { withUploads } from '../src/uploads';
import { imageFile } from './samples';

const [databaseUrl = '', storageJson = '{}'] = process.argv.slice(2);
const storage = createStorage(JSON.parse(storageJson) as StorageConfig);
const services = {
  db: createPrismaClient(databaseUrl, { max: 1 }),
  storage,
  log: { info: () => undefined, error: () => undefined },
  now: () => new Date(),
};
const rules = photoRules('image', 'banners', { size: 'too large', type: 'not an image' });

await withUploads(services, async (uploads) => {
  const stored = await uploads.save(await imageFile('interrupted.png', 'png', 600), rules);
  console.log(`stored ${stored.key}`);
  // The row that would refer to the file is never written: the process is killed while it waits.
  await new Promise(() => setInterval(() => undefined, 60_000));
});
