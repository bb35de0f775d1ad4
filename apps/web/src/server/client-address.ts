/** The caller's address, as the HTTP server (http/serve.mjs) hands it to the app. */
import { CLIENT_ADDRESS_HEADER } from '../../http/shared.mjs';

export { CLIENT_ADDRESS_HEADER };

export function clientAddressOf(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
