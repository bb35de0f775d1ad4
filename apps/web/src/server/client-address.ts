/** The header through which the launcher's HTTP server hands the caller's address to Next. */
export const CLIENT_ADDRESS_HEADER = 'x-kasar-client-address';

export function clientAddressOf(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
