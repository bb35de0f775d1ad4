/**
 * The caller's address. Under the HTTP server of `npm start` (@kasar/server's serve.mjs) it is
 * the one that server found and handed over; under a plain `next start` it comes from the
 * X-Forwarded-For header Next.js fills in, by the same trusted-proxy rule (client-address.mjs).
 */
import { addressFromNextHeaders } from '@kasar/server/client-address';
import { CLIENT_ADDRESS_HEADER, clientAddressIsSet } from '@kasar/server/process-state';

import { env } from '~/env';

export { CLIENT_ADDRESS_HEADER };

export function clientAddressOf(headers: Headers): string {
  const handedOver = clientAddressIsSet() ? headers.get(CLIENT_ADDRESS_HEADER) : null;
  return (
    handedOver ??
    addressFromNextHeaders({
      forwardedFor: headers.get('x-forwarded-for'),
      trustedProxies: env.TRUST_PROXY,
    })
  );
}
