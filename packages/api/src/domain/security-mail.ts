/**
 * The mail an account's holder gets when a way of signing in to it is added, replaced or
 * removed (a passkey, recovery codes, two-factor on, off or reset): a change made with a stolen
 * session is then seen by the one person who knows it was not them.
 */
import { securityChangeMail, type SecurityChange } from '../mail/templates';
import type { ApiServices } from '../services';
import { deviceOf } from './sessions';

/** Where a change was made from: the request's address and User-Agent. */
export interface Requester {
  clientAddress: string;
  userAgent: string | null;
}

/**
 * Mails `user` about `change`, made from `requester` (none for the operator's command). Called
 * after the change is committed; never throws: a failed mail is logged.
 */
export function mailSecurityChange(
  deps: Pick<ApiServices, 'mailer' | 'appUrl' | 'now' | 'log'>,
  user: { name: string; email: string },
  change: SecurityChange,
  requester?: Requester,
) {
  const mail = securityChangeMail({
    name: user.name,
    change,
    at: deps.now(),
    client: requester
      ? { device: deviceOf(requester.userAgent), address: requester.clientAddress }
      : undefined,
    securityUrl: `${deps.appUrl}/dashboard/security`,
  });
  void deps.mailer.send({ to: user.email, ...mail }).catch((error: unknown) => {
    deps.log.error('security change mail failed', { kind: change.kind, error: String(error) });
  });
}
