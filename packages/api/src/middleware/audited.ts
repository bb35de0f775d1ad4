/**
 * `audited`: gives the procedure `ctx.audit`, which records events as the current caller (user
 * id and e-mail, client address, user agent); the domain functions report what they changed
 * through it, inside their own transactions. A call the rate limits refuse is recorded here
 * too, as a lockout: its refusal rolls the limit's transaction back, so nothing inside could.
 * The refusals of one lock-out share one event, which counts them.
 */
import type { AuditEntry, AuditEvent, RecordAudit } from '../audit';
import { RateLimitedError } from '../errors';
import { t } from '../trpc/init';
import { emailOf } from './email-of';

export const audited = t.middleware(async ({ ctx, input, path, next }) => {
  const caller = ctx.user ? { id: ctx.user.id, email: ctx.user.email } : null;
  const asCaller = (event: AuditEvent): AuditEntry => ({
    actor: caller,
    address: ctx.clientAddress,
    userAgent: ctx.userAgent,
    ...event,
  });
  const audit: RecordAudit = (db, events) => ctx.auditLog.write(db, [events].flat().map(asCaller));
  const result = await next({ ctx: { audit, actor: caller } });
  if (!result.ok && result.error.code === 'TOO_MANY_REQUESTS') {
    const lockout =
      result.error.cause instanceof RateLimitedError ? result.error.cause.lockout : undefined;
    // The account the limit counts (the input's e-mail, a sign-in challenge's account, or the
    // caller), and only an existing one: what a stranger typed is not recorded, and a limit on an
    // address is nobody's.
    const email = lockout ? lockout.account : emailOf(input);
    const account = email
      ? await ctx.db.user.findUnique({ where: { email }, select: { id: true, email: true } })
      : null;
    const locked = account ?? (lockout?.counts === 'account' ? caller : null);
    const event = asCaller({
      type: 'auth.lockout',
      actor: caller ?? account,
      entity: 'user',
      entityId: locked?.id,
      entityLabel: locked?.email ?? null,
      changes: { fields: [], values: { procedure: { to: path } } },
    });
    if (lockout) {
      await ctx.auditLog.tally(ctx.db, lockout.id, event, 'refused_attempts');
    } else {
      await ctx.auditLog.write(ctx.db, [event]);
    }
  }
  return result;
});
