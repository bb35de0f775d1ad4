/**
 * The audit log: security and content events written to audit_events, in the caller's
 * transaction when it has one, so an event exists exactly when its change was committed. Rows
 * older than the retention period are deleted on a write, at most once a day per process.
 */
import type { Db, Prisma } from '@kasar/db';
import type { AuditEventType } from '@kasar/validators';

/** A value worth showing next to a field's name: short and plain. */
export type AuditValue = string | number | boolean | null;

/** What a field was before the change and became after it (either may be absent). */
export interface AuditChange {
  from?: AuditValue;
  to?: AuditValue;
}

export interface AuditActor {
  id: string;
  email: string;
}

/** One event as a domain function reports it. */
export interface AuditEvent {
  type: AuditEventType;
  /** Default: the signed-in caller. Sign-in events name the account concerned. */
  actor?: AuditActor | null;
  entity?: string;
  entityId?: string;
  /** What the entity was called at the time (a service's name, a project's title). */
  entityLabel?: string | null;
  /** The names of the fields that changed, and the values of the short plain ones. */
  changes?: AuditChanges;
}

export interface AuditChanges {
  fields: string[];
  values: Record<string, AuditChange>;
}

/** An event with where it came from, as it is stored. */
export interface AuditEntry extends AuditEvent {
  address?: string | null;
  userAgent?: string | null;
}

/** Records events for the current caller; domain functions pass their transaction's client. */
export type RecordAudit = (db: Db, events: AuditEvent | AuditEvent[]) => Promise<void>;

export interface AuditLog {
  write(db: Db, entries: AuditEntry[]): Promise<void>;
  /**
   * One row for a run of the same event (the refused calls of one lock-out): the first call
   * writes `entry` under `id` with the value `counter` at 1, each later one adds 1 to it.
   */
  tally(db: Db, id: string, entry: AuditEntry, counter: string): Promise<void>;
  /** Deletes the events older than the retention period; answers how many. */
  prune(db: Db): Promise<number>;
}

/** A field whose value is never stored, whatever a caller passes: only its name is. */
const SECRET_FIELD = /password|token|secret|hash|key|otp/i;
/** Longer text is a description, not a value to show in a list: only its name is stored. */
export const MAX_AUDIT_VALUE_LENGTH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

function plainValue(field: string, value: AuditValue | undefined): AuditValue | undefined {
  if (value === undefined || SECRET_FIELD.test(field)) return undefined;
  if (typeof value === 'string' && value.length > MAX_AUDIT_VALUE_LENGTH) return undefined;
  return value;
}

/** The values that may be stored: no secret field's, no long text. */
function storableValues(changes: AuditChanges | undefined) {
  if (!changes) return undefined;
  const values: Record<string, AuditChange> = {};
  for (const [field, change] of Object.entries(changes.values)) {
    const from = plainValue(field, change.from);
    const to = plainValue(field, change.to);
    if (from === undefined && to === undefined) continue;
    values[field] = {
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    };
  }
  return Object.keys(values).length > 0 ? (values as Prisma.InputJsonObject) : undefined;
}

const clip = (text: string | null | undefined, length: number) =>
  text ? text.slice(0, length) : null;

export function createAuditLog(options: {
  now: () => Date;
  retentionDays: number;
  log: { error(message: string, fields?: Record<string, unknown>): void };
}): AuditLog {
  let lastPruned: number | null = null;
  const prune = async (db: Db) => {
    const cutoff = new Date(options.now().getTime() - options.retentionDays * DAY_MS);
    const { count } = await db.auditEvent.deleteMany({ where: { createdAt: { lt: cutoff } } });
    return count;
  };
  const pruneNowAndThen = async (db: Db, now: Date) => {
    if (lastPruned === null || now.getTime() - lastPruned >= DAY_MS) {
      lastPruned = now.getTime();
      await prune(db);
    }
  };
  return {
    prune,
    async write(db, entries) {
      if (entries.length === 0) return;
      const createdAt = options.now();
      await db.auditEvent.createMany({ data: entries.map((entry) => rowOf(entry, createdAt)) });
      await pruneNowAndThen(db, createdAt);
    },
    async tally(db, id, entry, counter) {
      const path = [counter, 'to'];
      // One statement, so calls at once each add theirs.
      const addOne = () => db.$executeRaw`
        UPDATE audit_events
        SET "values" = jsonb_set("values", ${path}::text[],
          to_jsonb(COALESCE(("values" #>> ${path}::text[])::int, 0) + 1))
        WHERE id = ${id}`;
      if ((await addOne()) > 0) return;
      const createdAt = options.now();
      const first: AuditEntry = {
        ...entry,
        changes: {
          fields: entry.changes?.fields ?? [],
          values: { ...entry.changes?.values, [counter]: { to: 1 } },
        },
      };
      const { count } = await db.auditEvent.createMany({
        data: [{ id, ...rowOf(first, createdAt) }],
        skipDuplicates: true,
      });
      // Another call wrote the row in between: this one is counted on it.
      if (count === 0) await addOne();
      else await pruneNowAndThen(db, createdAt);
    },
  };
}

/** An entry as it is stored. */
function rowOf(entry: AuditEntry, createdAt: Date) {
  return {
    type: entry.type,
    actorId: entry.actor?.id ?? null,
    actorEmail: clip(entry.actor?.email, 320),
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    entityLabel: clip(entry.entityLabel, 255),
    fields: entry.changes?.fields ?? [],
    values: storableValues(entry.changes),
    address: clip(entry.address, 64),
    userAgent: clip(entry.userAgent, 512),
    createdAt,
  };
}

const IGNORED_FIELDS = new Set(['id', 'created_at', 'updated_at']);

function asAuditValue(value: unknown): AuditValue | undefined {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return value as AuditValue;
  }
  return undefined;
}

/**
 * The fields in which two wire shapes of an entity differ (`before` null: created, `after`
 * null: deleted), with their values when plain. Lists and objects are compared whole and named
 * only.
 */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChanges {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const fields: string[] = [];
  const values: Record<string, AuditChange> = {};
  for (const name of names) {
    if (IGNORED_FIELDS.has(name)) continue;
    const from = before?.[name];
    const to = after?.[name];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    // A created or deleted entity names the fields that hold something.
    if ((before === null || after === null) && (from ?? to) == null) continue;
    fields.push(name);
    const change: AuditChange = {};
    if (before !== null && asAuditValue(from) !== undefined) change.from = asAuditValue(from);
    if (after !== null && asAuditValue(to) !== undefined) change.to = asAuditValue(to);
    if ('from' in change || 'to' in change) values[name] = change;
  }
  return { fields, values };
}

/**
 * The event of one entity's change, from its wire shape before (null: created) and after
 * (null: deleted), so field names are the ones API clients know.
 */
export function entityEvent(
  type: AuditEventType,
  target: { entity: string; id: string; label?: string | null },
  before: object | null,
  after: object | null,
): AuditEvent {
  return {
    type,
    entity: target.entity,
    entityId: target.id,
    entityLabel: target.label ?? null,
    changes: changesBetween(
      before as Record<string, unknown> | null,
      after as Record<string, unknown> | null,
    ),
  };
}
