/**
 * The security settings of this running server (its APP_URL, UploadThing, development or not),
 * from which the headers of the pages it answers per request are made: staff pages (proxy.ts)
 * and redirects (./redirects.ts). next.config.ts makes the build's own from the same function.
 */
import { apiEnv } from '@kasar/api/env';

import { securitySettingsOf } from './security-headers';

export const runtimeSecurity = securitySettingsOf({
  appUrl: apiEnv.appUrl,
  uploadThing: Boolean(apiEnv.uploadThingToken),
  // Inlined by Next.js at build time, not configuration.
  // eslint-disable-next-line no-restricted-properties
  development: process.env.NODE_ENV === 'development',
});
