/**
 * Snapshots: what the trash and the version history store of an item, as JSON that outlives the
 * migrations after it. Each entity record (./*.ts) declares its snapshot's zod schema and
 * version; a stored snapshot is read back through `readSnapshot`, which upgrades one written
 * under an older version step by step and then parses it, never casts it. One that cannot be
 * read is a 422 naming the item, never a 500.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import { MESSAGES } from '../messages';

/**
 * The version every snapshot is written under today: one number for all entities, because a
 * trash snapshot holds its children's (a service's projects and their images). A migration that
 * changes a snapshotted table raises it and gives that entity's format an upgrade from the
 * previous number (a parent's format upgrades its children's part too); the formats it did not
 * change read older snapshots as they are. Version 0 is the shape stored before snapshots had
 * versions: the trash's camelCase rows and the version history's REST output, which each record
 * reads with its `…FromLegacy…` functions into version 1.
 */
export const SNAPSHOT_VERSION = 1;

/**
 * An entity's snapshot: the zod schema of today's version, and `upgrades[n]`, which turns a
 * version-n snapshot into a version-(n + 1) one. A field the older snapshot did not have takes
 * the live item's value when there is one (`current`: restoring an old version keeps what was
 * set since that field existed), else its column's default (a trash item).
 */
export interface SnapshotFormat<Snapshot> {
  schema: z.ZodType<Snapshot>;
  upgrades: Readonly<Record<number, SnapshotUpgrade<Snapshot>>>;
}

export type SnapshotUpgrade<Snapshot> = (
  older: Record<string, unknown>,
  current: Snapshot | null,
) => Record<string, unknown>;

/** A timestamp as a snapshot keeps it: ISO 8601 text. */
export const snapshotTime = z.iso.datetime({ offset: true });
/** A focal point's coordinate in percent, or none. */
export const snapshotPercent = z.number().int().min(0).max(100).nullable();

/**
 * A focal point as a version-0 version kept it (the REST output's `{ x, y }`, null, or absent
 * before focal points existed), as a snapshot's two columns.
 */
export function legacyFocalPoint(point: unknown): { x: unknown; y: unknown } {
  if (typeof point !== 'object' || point === null) return { x: null, y: null };
  const { x, y } = point as { x?: unknown; y?: unknown };
  return { x: x ?? null, y: y ?? null };
}

/** A stored snapshot that cannot be read as its entity's (altered, or an unknown version). */
export class SnapshotUnreadableError extends Error {
  constructor(
    readonly what: string,
    readonly reason: string,
  ) {
    super(`${what}: ${reason}`);
    this.name = 'SnapshotUnreadableError';
  }
}

/** 422: the stored snapshot of `what` ('the banner “Summer”') cannot be read back. */
export function snapshotUnreadable(error: SnapshotUnreadableError): TRPCError {
  return new TRPCError({
    code: 'UNPROCESSABLE_CONTENT',
    message: MESSAGES.snapshotUnreadable(error.what),
    cause: error,
  });
}

/**
 * Reads a snapshot stored under `storedVersion`: upgrades it to the current version (`current`,
 * the live item's snapshot, fills what an older one lacks), then parses it with the current
 * schema. Throws a 422 naming `what` when it cannot.
 */
export function readSnapshot<Snapshot>(
  format: SnapshotFormat<Snapshot>,
  stored: unknown,
  storedVersion: number,
  what: string,
  current: Snapshot | null = null,
): Snapshot {
  if (storedVersion > SNAPSHOT_VERSION || storedVersion < 1) {
    throw snapshotUnreadable(
      new SnapshotUnreadableError(what, `version ${storedVersion} is not one this site reads`),
    );
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    throw snapshotUnreadable(new SnapshotUnreadableError(what, 'it is not an object'));
  }
  let data = stored as Record<string, unknown>;
  for (let version = storedVersion; version < SNAPSHOT_VERSION; version += 1) {
    const upgrade = format.upgrades[version];
    // A format that step did not change reads the older snapshot as it is.
    if (upgrade) data = upgrade(data, current);
  }
  const parsed = format.schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the snapshot';
    throw snapshotUnreadable(
      new SnapshotUnreadableError(what, `${where}: ${issue?.message ?? 'unreadable'}`),
    );
  }
  return parsed.data;
}
