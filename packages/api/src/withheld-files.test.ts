// The photos of what is in the trash over real HTTP, on two instances sharing PostgreSQL and Redis.
import { createPrismaClient, type Database, type Db } from '@kasar/db';
import { createRevalidationLog } from '@kasar/db/page-cache-revalidations';
import { createPageCache, openStore } from '@kasar/server/page-cache';
import { startRedisServer, type RedisServer } from '@kasar/server/testing/redis-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startFileServer, type FileServer } from '../test/file-server';
import {
  createProject,
  createService,
  formData,
  serviceForm,
  uploadGallery,
} from '../test/fixtures';
import { createHarness, imageFile, type Caller, type Harness } from '../test/harness';
import { currentSession } from './domain/auth';
import { createLocalStorage } from './storage';
import { withheldKeys } from './stored-files';
import { createWithheldFiles } from './withheld-files';

type PageCache = ReturnType<typeof createPageCache>;

let redis: RedisServer;
let h: Harness;
let api: Caller;
/** The second instance's own database pool. */
let secondDb: Database;
const pageCaches: PageCache[] = [];
/** The first instance's page cache, which the mutations tell of their changes. */
let firstCache: PageCache;
/** Two instances: each with its own pool, page cache client, set of withheld files and server. */
let instances: FileServer[] = [];
/** How often each instance read its set from the database. */
const firstCounter = { reads: 0 };
const secondCounter = { reads: 0 };
const reads = () => [firstCounter.reads, secondCounter.reads];

/** A page cache client of its own on the shared Redis, opened at its first use. */
function sharedPageCache(): PageCache {
  const cache = createPageCache(
    () =>
      openStore({
        databaseUrl: h.database.url,
        dataDir: h.uploadsDir,
        redisUrl: redis.url,
        maxMegabytes: undefined,
      }),
    createRevalidationLog(h.database.url),
  );
  pageCaches.push(cache);
  return cache;
}

function startInstance(db: Db, pageCache: PageCache, counter: { reads: number }) {
  return startFileServer({
    // One folder of uploads for both, as DATA_DIR on a shared volume.
    storage: createLocalStorage(h.uploadsDir),
    log: h.services.log,
    withheldFiles: createWithheldFiles({
      readKeys: () => {
        counter.reads += 1;
        return withheldKeys(db);
      },
      trashChangedAt: () => pageCache.changedAt('trash'),
      log: h.services.log,
    }),
    // A staff member: a live session token, as the web app's sign-in cookie carries one.
    hasStaffSession: async (request) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
      return token !== undefined && (await currentSession(h.services, token)) !== null;
    },
  });
}

beforeAll(async () => {
  redis = await startRedisServer();
  // The mutations tell the shared page cache before they answer, as the web app's services do.
  h = await createHarness({ onPublicDataChange: (tags) => firstCache.revalidate([...tags]) });
  // Opened once the harness's database, where it records its revalidations, exists.
  firstCache = sharedPageCache();
  api = await h.signedIn();
  secondDb = createPrismaClient(h.database.url, { max: 2 });
  instances = [
    await startInstance(h.services.db, firstCache, firstCounter),
    await startInstance(secondDb, sharedPageCache(), secondCounter),
  ];
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await Promise.all(pageCaches.map((cache) => cache.close()));
  await secondDb.$disconnect();
  await h.close();
  await redis.stop();
});

beforeEach(async () => {
  await h.database.db.trashItem.deleteMany();
  await h.database.db.service.deleteMany();
  await h.database.db.banner.deleteMany();
});

/** The status and Cache-Control of `url` (an /uploads address) on each instance, in turn. */
async function answers(url: string, headers: Record<string, string> = {}) {
  const result = [];
  for (const instance of instances) {
    const response = await fetch(`${instance.origin}${url}`, { headers });
    await response.arrayBuffer();
    result.push(`${response.status} ${response.headers.get('cache-control')}`);
  }
  return result;
}

const PUBLIC = '200 public, max-age=3600';
const GONE = '404 no-store';
const everywhere = (answer: string) => [answer, answer];

async function createBanner(headline: string) {
  return api.banners.create(
    formData({ headline, is_enabled: '1', image: await imageFile(`${headline}.jpg`, 'jpeg') }),
  );
}

describe("a deleted item's photos", () => {
  it('answer 404 on every instance as soon as the delete answers, and 200 again once restored', async () => {
    const form = serviceForm({ name: 'Trashed Works', hero_image: await imageFile('hero.png') });
    form.set('seo_image', await imageFile('social.png'));
    const service = await api.services.create(form);
    const servicePhotos = await uploadGallery(
      api,
      (await createProject(api, service.id, { title: 'Gone With Its Service' })).id,
      2,
    );
    const other = await createService(api, { name: 'Kept Works', hero_image: null });
    const project = await createProject(api, other.id, { title: 'Deleted Alone' });
    const projectPhotos = await uploadGallery(api, project.id, 2);
    const kept = await createProject(api, other.id, { title: 'Kept Project' });
    const [lonePhoto, keptPhoto] = await uploadGallery(api, kept.id, 2);
    const banner = await createBanner('Deleted slide');
    const keptBanner = await createBanner('Kept slide');

    const withheld = [
      service.hero_image,
      service.seo_image,
      ...servicePhotos.map((image) => image.image_url),
      ...projectPhotos.map((image) => image.image_url),
      lonePhoto?.image_url,
      banner.image_url,
    ].filter((url): url is string => typeof url === 'string');
    expect(withheld).toHaveLength(8);
    const live = [keptPhoto?.image_url ?? '', keptBanner.image_url];
    // Both instances have read their set, and serve every file.
    for (const url of [...withheld, ...live])
      expect(await answers(url)).toEqual(everywhere(PUBLIC));

    await api.services.delete({ id: service.id });
    await api.projects.delete({ id: project.id });
    await api.gallery.delete({ id: lonePhoto?.id ?? '' });
    await api.banners.delete({ id: banner.id });

    for (const url of withheld) expect(await answers(url), url).toEqual(everywhere(GONE));
    for (const url of live) expect(await answers(url), url).toEqual(everywhere(PUBLIC));
    // Staff still see them (the Trash screen's thumbnails), in an answer no cache keeps.
    const staff = { authorization: `Bearer ${h.admin.token}` };
    for (const url of withheld) {
      expect(await answers(url, staff)).toEqual(everywhere('200 private, no-store'));
    }
    expect(await answers(withheld[0] ?? '', { authorization: 'Bearer forged' })).toEqual(
      everywhere(GONE),
    );

    const trash = await api.trash.list({});
    await api.trash.restoreMany({ ids: trash.data.map((item) => item.id) });
    for (const url of withheld) expect(await answers(url), url).toEqual(everywhere(PUBLIC));
  });

  it('stay public while a live row uses them too, and leave for good with a delete forever', async () => {
    const deleted = await createBanner('Shared slide');
    const sharing = await createBanner('Sharing slide');
    const sharedKey = deleted.image_url.replace(/^\/uploads\//, '');
    await h.database.db.banner.update({
      where: { id: sharing.id },
      data: { storageKey: sharedKey },
    });
    const alone = await createBanner('Lone slide');
    await api.banners.delete({ id: deleted.id });
    await api.banners.delete({ id: alone.id });

    expect(await answers(deleted.image_url)).toEqual(everywhere(PUBLIC));
    expect(await answers(alone.image_url)).toEqual(everywhere(GONE));

    await api.trash.deleteForeverMany({ ids: (await api.trash.list({})).data.map((i) => i.id) });
    expect(await answers(deleted.image_url)).toEqual(everywhere(PUBLIC));
    expect(await answers(alone.image_url)).toEqual(everywhere(GONE));
    expect(h.storedFiles()).not.toContain(alone.image_url.replace(/^\/uploads\//, ''));
  });

  it('cost no database read per file request: each instance reads its set once per change of the trash', async () => {
    const banner = await createBanner('Counted slide');
    const other = await createBanner('Other slide');
    await answers(banner.image_url);
    const before = reads();

    for (let request = 0; request < 20; request++) await answers(other.image_url);
    expect(reads()).toEqual(before);

    await api.banners.delete({ id: banner.id });
    for (let request = 0; request < 20; request++) await answers(other.image_url);
    expect(await answers(banner.image_url)).toEqual(everywhere(GONE));
    expect(reads()).toEqual(before.map((count) => count + 1));
  });

  it('are still withheld while the page cache is unreachable: the database answers instead', async () => {
    const banner = await createBanner('Outage slide');
    const other = await createBanner('Outage other slide');
    await api.banners.delete({ id: banner.id });
    expect(await answers(banner.image_url)).toEqual(everywhere(GONE));

    await redis.stop();
    const before = reads();
    expect(await answers(banner.image_url)).toEqual(everywhere(GONE));
    expect(await answers(other.image_url)).toEqual(everywhere(PUBLIC));
    expect(reads()).toEqual(before.map((count) => count + 2));
  });
});
