/** Configuration of seeding (the first admin account, demo content), extending the API's. */
import { apiEnv, productionMode } from '@kasar/api/env';
import { ConfigurationError, envOptions, flag } from '@kasar/db/configuration';
import { createEnv } from '@t3-oss/env-core';
import { z } from 'zod';

export const seedEnv = createEnv({
  extends: [apiEnv],
  server: {
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    /** Unset: demo content in development, none in production mode. */
    SEED_DEMO: flag,
  },
  ...envOptions(),
});

/** Whether to seed demo content into an empty site. */
export const seedDemo = seedEnv.SEED_DEMO ?? productionMode === null;

/** The admin account ADMIN_EMAIL and ADMIN_PASSWORD describe; undefined when neither is set. */
export function configuredAdmin() {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = seedEnv;
  if (!email && !password) return undefined;
  if (!email || !password) {
    throw new ConfigurationError(
      'Invalid configuration: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    );
  }
  return { email, password, name: 'Administrator' };
}
