/**
 * 'Require two-factor sign-in for all staff': the organization's switch, the grace of password
 * sign-ins without a second factor, and whether a staff member must set one up before anything
 * else (checked on every staff call by the `pastTwoFactorRequirement` middleware).
 */
import type { Db } from '@kasar/db';

import type { RecordAudit } from '../../audit';
import type { ApiServices } from '../../services';

type Audited = ApiServices & { audit: RecordAudit };

/**
 * 'Require two-factor sign-in for all staff': a staff member without a second factor may still
 * sign in with the password alone this many times after it is switched on; from the next sign-in
 * on, the dashboard shows only the set-up until they have one. An invited user gets no grace.
 */
export const REQUIRE_TWO_FACTOR_GRACE_SIGN_INS = 3;

/** Whether the organization requires a second factor of every staff member. */
export async function twoFactorRequired(deps: { db: Db }): Promise<boolean> {
  const row = await deps.db.organization.findUnique({
    where: { id: 1 },
    select: { requireTwoFactor: true },
  });
  return row?.requireTwoFactor ?? false;
}

/** Whether `userId` must use a second factor: the firm-wide switch, or their role's. */
export async function twoFactorRequiredOf(deps: { db: Db }, userId: string): Promise<boolean> {
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: { role: { select: { requireTwoFactor: true } } },
  });
  return (user?.role.requireTwoFactor ?? false) || (await twoFactorRequired(deps));
}

/**
 * Whether two-factor sign-in is required of `userId` (by the organization or their role) and
 * they are past the grace without a second factor: then only sign-out and setting one up are
 * answered (checked on every staff call by the `pastTwoFactorRequirement` middleware). One query
 * while it is not required. `roleRequires`: the caller's role requires it (known from the token).
 */
export async function mustSetUpSecondFactor(
  deps: { db: Db },
  userId: string,
  roleRequires = false,
): Promise<boolean> {
  if (!roleRequires && !(await twoFactorRequiredOf(deps, userId))) return false;
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: {
      totpEnabledAt: true,
      signInsWithoutSecondFactor: true,
      _count: { select: { passkeys: true } },
    },
  });
  if (!user) return false;
  const hasOne = user.totpEnabledAt !== null || user._count.passkeys > 0;
  return !hasOne && user.signInsWithoutSecondFactor > REQUIRE_TWO_FACTOR_GRACE_SIGN_INS;
}

/** Switches the requirement on or off (Team screen), recorded in the activity log. */
export async function setTwoFactorRequired(deps: Audited, callerId: string, required: boolean) {
  await deps.db.$transaction(async (tx) => {
    const existing = await tx.organization.findUnique({ where: { id: 1 } });
    // The profile's updated_at stays: an open organization form is not made stale by this.
    await tx.organization.upsert({
      where: { id: 1 },
      create: { id: 1, requireTwoFactor: required },
      update: { requireTwoFactor: required, updatedAt: existing?.updatedAt },
    });
    // Everyone's grace starts anew from here.
    if (required) await tx.user.updateMany({ data: { signInsWithoutSecondFactor: 0 } });
    await deps.audit(tx, {
      type: 'auth.two_factor_requirement_changed',
      entity: 'organization',
      entityId: '1',
      entityLabel: 'Organization',
      changes: {
        fields: ['require_two_factor'],
        values: { require_two_factor: { to: required } },
      },
    });
  });
  return twoFactorPolicy(deps, callerId);
}

/**
 * Counts a password sign-in without a second factor while one is required (called by `login`);
 * nothing when it is not required.
 */
export async function countSignInWithoutSecondFactor(db: Db, userId: string) {
  if (!(await twoFactorRequiredOf({ db }, userId))) return;
  await db.user.update({
    where: { id: userId },
    data: { signInsWithoutSecondFactor: { increment: 1 } },
  });
}

/**
 * The requirement as the dashboard sees it: whether it is on, the grace, and whether `userId`
 * (the signed-in staff member) must set up a second factor before anything else.
 */
export async function twoFactorPolicy(deps: { db: Db }, userId: string | null) {
  const required = await twoFactorRequired(deps);
  const requiredOfYou = userId !== null && (await twoFactorRequiredOf(deps, userId));
  const mustEnrol =
    requiredOfYou && userId !== null && (await mustSetUpSecondFactor(deps, userId, true));
  return {
    required,
    /** Required of the caller: by the organization, or by their role. */
    required_of_you: requiredOfYou,
    grace_sign_ins: REQUIRE_TWO_FACTOR_GRACE_SIGN_INS,
    must_enrol: mustEnrol,
  };
}
