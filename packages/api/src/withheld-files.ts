/**
 * The stored files the trash withholds from the public (a deleted item's photos, while it waits
 * to be restored), as one server process knows them, and the answer to /uploads/<key> that keeps
 * to them: 404 for a visitor, the file for a signed-in staff member (the Trash screen shows its
 * thumbnails), never cached.
 *
 * A file request must stay cheap, so the process holds the set in memory (`withheldKeys` of
 * stored-files.ts, read from the database) and reads it again only after the trash changed, on
 * any instance: every delete, restore, delete forever and purge marks the `trash` tag in the
 * shared page cache before its request answers (TRASH_CHANGES), and each file request compares
 * that tag's time with the one its set was read at, as the redirects do
 * (apps/web/src/server/redirects.ts). A request therefore costs one read of the page cache's tag
 * times and a `Set.has`, never a database query.
 */
import type { Logger } from './logger';
import { MESSAGES } from './messages';
import { serveStoredFile, storedFileNotFound } from './storage/serve';
import type { FileStorage } from './storage/types';

export interface WithheldFiles {
  /** Whether the file of `key` is withheld from the public; rejects when it cannot be told. */
  has(key: string): Promise<boolean>;
}

export interface WithheldFilesDeps {
  /** Reads the set from the database: `withheldKeys(db)` (stored-files.ts). */
  readKeys: () => Promise<Set<string>>;
  log: Logger;
  /** When the trash last changed, on any instance (the shared page cache's `trash` tag time). */
  trashChangedAt: () => Promise<number>;
}

/** The set of one process: create it once per process (see apps/web/src/server/withheld-files.ts). */
export function createWithheldFiles(deps: WithheldFilesDeps): WithheldFiles {
  /** The set as read after the trash's change at `changedAt`. */
  let held: { changedAt: number; keys: Promise<Set<string>> } | undefined;
  /** A read made while the page cache cannot tell the time, shared by the requests meanwhile. */
  let untimed: Promise<Set<string>> | undefined;

  async function trashChangedAt(): Promise<number | null> {
    try {
      return await deps.trashChangedAt();
    } catch (error) {
      deps.log.error('the page cache could not say whether the trash changed', {
        error: String(error),
      });
      return null;
    }
  }

  async function current(): Promise<Set<string>> {
    const changedAt = await trashChangedAt();
    if (changedAt === null) {
      // Without the time the set held may be out of date: only the database can say, one read
      // at a time, which answers the requests that arrive while it is under way.
      untimed ??= deps.readKeys().finally(() => {
        untimed = undefined;
      });
      return untimed;
    }
    if (!held || held.changedAt !== changedAt) {
      // The time is read before the set: a change marked after it makes the next request read
      // again, and a change committed before the read is in it.
      held = { changedAt, keys: deps.readKeys() };
    }
    const reading = held;
    try {
      return await reading.keys;
    } catch (error) {
      // Read again at the next request.
      if (held === reading) held = undefined;
      throw error;
    }
  }

  return {
    async has(key) {
      return (await current()).has(key);
    },
  };
}

export interface UploadServing {
  storage: Pick<FileStorage, 'read'>;
  withheldFiles: WithheldFiles;
  log: Logger;
  /** Whether the request carries a live staff session (the web app's sign-in cookie). */
  hasStaffSession: (request: Request) => Promise<boolean>;
}

/**
 * Whether the public may get the file of `key`: 'withheld' while the trash withholds it,
 * 'unknown' while that cannot be told (the database does not answer; logged).
 */
export async function publicityOf(
  deps: Pick<UploadServing, 'withheldFiles' | 'log'>,
  key: string,
): Promise<'public' | 'withheld' | 'unknown'> {
  try {
    return (await deps.withheldFiles.has(key)) ? 'withheld' : 'public';
  } catch (error) {
    deps.log.error('the files the trash withholds could not be read', { error: String(error) });
    return 'unknown';
  }
}

/** 503 while the withheld files cannot be told: nothing withheld slips out meanwhile; ask again. */
export function withheldFilesUnavailable(): Response {
  return new Response(MESSAGES.somethingWentWrong, {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * Answers a GET or HEAD of /uploads/<key>: the stored file (serveStoredFile), unless the trash
 * withholds it: then 404, or the file marked private for a signed-in staff member.
 */
export async function serveUpload(
  deps: UploadServing,
  key: string,
  request: Request,
): Promise<Response> {
  switch (await publicityOf(deps, key)) {
    case 'public':
      return serveStoredFile(deps.storage, key, request);
    case 'unknown':
      return withheldFilesUnavailable();
    case 'withheld':
      if (!(await deps.hasStaffSession(request))) return storedFileNotFound();
      return serveStoredFile(deps.storage, key, request, 'staff');
  }
}
