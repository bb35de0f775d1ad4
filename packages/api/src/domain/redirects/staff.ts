/**
 * Redirects staff add, edit and delete: each entry compared with the others (a loop, a taken
 * address, a service's own page), under one lock so two saves cannot make a loop together.
 */
import type { Db, Prisma, Redirect } from '@kasar/db';
import {
  leadsBackTo,
  redirectMessages,
  type RedirectCreateData,
  type RedirectEntry,
  type RedirectStatus,
  type RedirectUpdateData,
} from '@kasar/validators';

import { entityEvent } from '../../audit';
import { isUniqueViolation } from '../../db-errors';
import { invalidField } from '../../errors';
import { MESSAGES } from '../../messages';
import { toRedirectOutput, type RedirectOutput } from '../../schemas/redirects';
import type { ApiServices, AuditedServices } from '../../services';
import { findPage, found, NEWEST_FIRST, searchIn, type PageQuery } from '../listing';
import { lockRedirects, REDIRECT_CHANGES, servicePath } from './paths';

export const AUDIT_ENTITY = 'redirect';

/** The entity, id and label an event of this redirect names. */
function auditTarget(row: Redirect) {
  return { entity: AUDIT_ENTITY, id: row.id, label: row.fromPath };
}

/** The fields an event of a redirect shows. */
function auditedFields(output: RedirectOutput) {
  return { from: output.from, to: output.to, status: output.status };
}

export function listRedirects({ db }: ApiServices, query: PageQuery & { search?: string }) {
  const where: Prisma.RedirectWhereInput = searchIn(query.search, ['fromPath', 'target']);
  return findPage(db, db.redirect, query, { where, orderBy: NEWEST_FIRST }, toRedirectOutput);
}

/** Every stored redirect as an entry, except the one with id `exceptId` (being replaced). */
export async function storedEntries(db: Db, exceptId?: string): Promise<RedirectEntry[]> {
  const rows = await db.redirect.findMany({
    where: exceptId ? { id: { not: exceptId } } : {},
    select: { fromPath: true, target: true, status: true },
  });
  return rows.map((row) => ({
    from: row.fromPath,
    to: row.target,
    status: row.status as RedirectStatus,
  }));
}

/** The name of each service by the address of its page. */
export async function servicePages(db: Db): Promise<Map<string, string>> {
  const services = await db.service.findMany({ select: { slug: true, name: true } });
  return new Map(services.map((service) => [servicePath(service.slug), service.name]));
}

/** The service page `path` is, or whose gallery's pages it is one of (`/services/a/gallery/2`). */
function servicePageOf(path: string): string {
  return /^(\/services\/[^/]+)\/gallery\//.exec(path)?.[1] ?? path;
}

/**
 * The rules that compare an entry with the site: its "from" is no service's page (nor one of
 * its gallery's pages), and with the other redirects (`all`, by "from", the entry among them)
 * it makes no loop. Answers the field and its message, or null.
 */
export function conflictOf(
  entry: RedirectEntry,
  all: ReadonlyMap<string, RedirectEntry>,
  pages: ReadonlyMap<string, string>,
): { field: 'from' | 'to'; message: string } | null {
  const service = pages.get(servicePageOf(entry.from));
  if (service !== undefined) {
    return { field: 'from', message: redirectMessages.fromIsServicePage(service) };
  }
  if (leadsBackTo(all, entry.from))
    return { field: 'to', message: redirectMessages.loop(entry.from) };
  return null;
}

/** `entries` by their "from" path. */
export function byFrom(entries: readonly RedirectEntry[]): Map<string, RedirectEntry> {
  return new Map(entries.map((entry) => [entry.from, entry]));
}

/** Writes `write`'s redirect; a "from" another redirect has is refused on `from`. */
async function refusingTakenFrom<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'from_path')) {
      throw invalidField('from', redirectMessages.fromTaken);
    }
    throw error;
  }
}

/** A staff redirect. The 404 log's row of its path goes: the address is answered now. */
export async function createRedirect(deps: AuditedServices, input: RedirectCreateData) {
  const created = await refusingTakenFrom(() =>
    deps.db.$transaction(async (tx) => {
      await lockRedirects(tx);
      const entry = { from: input.from, to: input.to, status: input.status };
      const others = byFrom(await storedEntries(tx));
      if (others.has(entry.from)) throw invalidField('from', redirectMessages.fromTaken);
      const conflict = conflictOf(entry, others.set(entry.from, entry), await servicePages(tx));
      if (conflict) throw invalidField(conflict.field, conflict.message);
      const row = await tx.redirect.create({
        data: { fromPath: entry.from, target: entry.to, status: entry.status },
      });
      await tx.notFoundPath.deleteMany({ where: { path: entry.from } });
      const output = toRedirectOutput(row);
      await deps.audit(
        tx,
        entityEvent('redirect.create', auditTarget(row), null, auditedFields(output)),
      );
      return output;
    }),
  );
  await deps.onPublicDataChange(REDIRECT_CHANGES);
  return created;
}

export async function updateRedirect(deps: AuditedServices, input: RedirectUpdateData) {
  const updated = await refusingTakenFrom(() =>
    deps.db.$transaction(async (tx) => {
      await lockRedirects(tx);
      const existing = found(
        await tx.redirect.findUnique({ where: { id: input.id } }),
        MESSAGES.redirectNotFound,
      );
      const entry = { from: input.from, to: input.to, status: input.status };
      const others = byFrom(await storedEntries(tx, existing.id));
      if (others.has(entry.from)) throw invalidField('from', redirectMessages.fromTaken);
      const conflict = conflictOf(entry, others.set(entry.from, entry), await servicePages(tx));
      if (conflict) throw invalidField(conflict.field, conflict.message);
      const row = await tx.redirect.update({
        where: { id: existing.id },
        // Edited by staff, it is theirs now.
        data: { fromPath: entry.from, target: entry.to, status: entry.status, automatic: false },
      });
      await tx.notFoundPath.deleteMany({ where: { path: entry.from } });
      const [before, after] = [toRedirectOutput(existing), toRedirectOutput(row)];
      await deps.audit(
        tx,
        entityEvent(
          'redirect.update',
          auditTarget(row),
          auditedFields(before),
          auditedFields(after),
        ),
      );
      return after;
    }),
  );
  await deps.onPublicDataChange(REDIRECT_CHANGES);
  return updated;
}

export async function deleteRedirect(deps: AuditedServices, id: string) {
  await deps.db.$transaction(async (tx) => {
    const row = found(await tx.redirect.findUnique({ where: { id } }), MESSAGES.redirectNotFound);
    await tx.redirect.delete({ where: { id } });
    await deps.audit(tx, entityEvent('redirect.delete', auditTarget(row), null, null));
  });
  await deps.onPublicDataChange(REDIRECT_CHANGES);
  return { id };
}
