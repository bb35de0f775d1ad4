/**
 * The redirects a change of a service's slug makes, inside the service's own transaction: the old
 * address is claimed from any redirect of it and sent on to the new one (decision 035).
 */
import type { Db } from '@kasar/db';
import { normaliseFromPath } from '@kasar/validators';

import { MESSAGES } from '../../messages';
import type { PublicDataTag } from '../../revalidation';

/** What a change of redirects makes the site reload (its proxy's map, on every instance). */
export const REDIRECT_CHANGES: PublicDataTag[] = ['redirects'];

/** The public address of a service's page. */
export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

/** One change of the redirects at a time: the loop check reads them all. */
export async function lockRedirects(tx: Db): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('redirects', 0))`;
}

/**
 * A page now exists at `path` (a new service, a restored one, a rename to it): a redirect from it
 * would hide the page, so it is deleted. Answers the notice for staff, or null when there was none.
 */
export async function claimPath(tx: Db, path: string): Promise<string | null> {
  const { count } = await tx.redirect.deleteMany({ where: { fromPath: normaliseFromPath(path) } });
  return count > 0 ? MESSAGES.redirectDroppedForPage(normaliseFromPath(path)) : null;
}

/**
 * A page moved from `oldPath` to `newPath` (a service's slug changed): a 301 from the old address
 * to the new one, every redirect that led to the old address now leads to the new one (chains
 * collapse: A→B then B→C makes A→C), and the new address is claimed (its redirect, if any, goes:
 * the notice says so). None points to itself afterwards: the only one that could, from the new
 * address, was just deleted. Runs inside the transaction that changes the slug.
 */
export async function movePath(tx: Db, oldPath: string, newPath: string): Promise<string | null> {
  const from = normaliseFromPath(oldPath);
  const to = normaliseFromPath(newPath);
  if (from === to) return null;
  await lockRedirects(tx);
  const notice = await claimPath(tx, to);
  await tx.redirect.updateMany({ where: { target: from }, data: { target: to } });
  // A target with its own query string (`/services/old?ref=promo`) moves too, keeping it.
  await tx.$executeRaw`
    UPDATE "redirects"
    SET "target" = ${to}::text || substr("target", char_length(${from}::text) + 1),
      "updated_at" = now()
    WHERE starts_with("target", ${`${from}?`}::text)`;
  await tx.redirect.upsert({
    where: { fromPath: from },
    create: { fromPath: from, target: to, status: 301, automatic: true },
    update: { target: to, status: 301, automatic: true },
  });
  return notice;
}
