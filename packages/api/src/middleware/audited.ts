/**
 * `audited`: gives the procedure `ctx.audit`, which records events as the current caller (user
 * id and e-mail, client address, user agent); the domain functions report what they changed
 * through it, inside their own transactions. A call the rate limits refuse is recorded here
 * too, as a lockout: its refusal rolls the limit's transaction back, so nothing inside could.
 */
import type { AuditEvent, RecordAudit } from '../audit';
import { t } from '../trpc/init';

function emailOf(input: unknown): string | null {
  const email = (input as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

export const audited = t.middleware(async ({ ctx, input, path, next }) => {
  const caller = ctx.user ? { id: ctx.user.id, email: ctx.user.email } : null;
  const audit: RecordAudit = (db, events) =>
    ctx.auditLog.write(
      db,
      [events].flat().map((event: AuditEvent) => ({
        actor: caller,
        address: ctx.clientAddress,
        userAgent: ctx.userAgent,
        ...event,
      })),
    );
  const result = await next({ ctx: { audit } });
  if (!result.ok && result.error.code === 'TOO_MANY_REQUESTS') {
    // Only an existing account is named: what a stranger typed is not recorded.
    const email = emailOf(input);
    const account = email
      ? await ctx.db.user.findUnique({ where: { email }, select: { id: true, email: true } })
      : null;
    await audit(ctx.db, {
      type: 'auth.lockout',
      actor: caller ?? account,
      entity: 'user',
      entityId: (caller ?? account)?.id,
      changes: { fields: [], values: { procedure: { to: path } } },
    });
  }
  return result;
});
