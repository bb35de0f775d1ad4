/**
 * The firm time zone (docs/publishing.md): the zone staff enter scheduled times in and see them
 * in, with its UTC offset beside every time, whatever the zone of their browser or of the server.
 * An organization setting; until it is set, the server's own zone.
 */
import { TZDate } from '@date-fns/tz';
import type { Db } from '@kasar/db';
import { isTimeZone } from '@kasar/validators';

import type { ApiServices, AuditedServices } from '../../services';

/** The zone of the server process (TZ, else the system's), or UTC. */
export function serverTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The firm time zone: the organization's setting, else the server's. */
export async function firmTimeZone(db: Db): Promise<string> {
  const row = await db.organization.findUnique({ where: { id: 1 }, select: { timeZone: true } });
  return row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : serverTimeZone();
}

/** The zone's offset from UTC at `at`, as 'UTC+05:30', 'UTC-04:00' or 'UTC+00:00'. */
export function utcOffsetOf(timeZone: string, at: Date): string {
  const minutes = Math.round(new TZDate(at.getTime(), timeZone).getTimezoneOffset() * -1);
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * The instant `at` names: with an offset or Z it is that instant; without, the wall time it
 * reads in `timeZone` (a time skipped by a daylight-saving change moves forward, as clocks do).
 * Null when it is no real date (a 31 February).
 */
export function instantOf(at: string, timeZone: string): Date | null {
  const local = LOCAL.exec(at);
  if (!local) {
    const time = Date.parse(at);
    return Number.isNaN(time) ? null : new Date(time);
  }
  const [year, month, day, hour, minute, second] = local
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  if (hour! > 23 || minute! > 59 || second! > 59) return null;
  const milliseconds = Number((local[7] ?? '0').padEnd(3, '0'));
  const date = new TZDate(year!, month! - 1, day!, hour!, minute!, second!, milliseconds, timeZone);
  // new Date(2026, 1, 31) is 3 March: a date that rolled over is refused, not moved.
  if (date.getMonth() !== month! - 1 || date.getDate() !== day!) return null;
  return new Date(date.getTime());
}

/** `at` as the firm reads it: 'Mon, 7 Dec 2026, 09:00 (UTC+05:30)'. */
export function formatInTimeZone(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text} (${utcOffsetOf(timeZone, at)})`;
}

/** The firm time zone as the Organization screen shows it: the setting, and the server's. */
export interface TimeZoneView {
  /** The zone scheduled times are read and shown in. */
  time_zone: string;
  /** Whether it is the organization's own setting (false: the server's zone, by default). */
  is_set: boolean;
  server_time_zone: string;
  /** Its offset now: 'UTC+05:30'. */
  utc_offset: string;
}

export async function getTimeZone(deps: Pick<ApiServices, 'db' | 'now'>): Promise<TimeZoneView> {
  const row = await deps.db.organization.findUnique({
    where: { id: 1 },
    select: { timeZone: true },
  });
  const zone = await firmTimeZone(deps.db);
  return {
    time_zone: zone,
    is_set: Boolean(row?.timeZone) && zone === row?.timeZone,
    server_time_zone: serverTimeZone(),
    utc_offset: utcOffsetOf(zone, deps.now()),
  };
}

/**
 * Sets the firm time zone. The scheduled changes keep their instants: a change set for 09:00 in
 * the old zone shows at that same moment in the new one.
 */
export async function setTimeZone(
  deps: AuditedServices,
  input: { time_zone: string },
): Promise<TimeZoneView> {
  await deps.db.$transaction(async (tx) => {
    const before = await firmTimeZone(tx);
    await tx.organization.upsert({
      where: { id: 1 },
      create: { id: 1, timeZone: input.time_zone },
      update: { timeZone: input.time_zone },
    });
    await deps.audit(tx, {
      type: 'organization.time_zone',
      entity: 'organization',
      entityId: '1',
      entityLabel: 'Organization',
      changes: {
        fields: ['time_zone'],
        values: { time_zone: { from: before, to: input.time_zone } },
      },
    });
  });
  return getTimeZone(deps);
}
