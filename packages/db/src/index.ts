/** The data layer: Prisma client factory, generated types, migrations and the embedded server. */
export { createPrismaClient, type Database } from './client';
export { Prisma } from './generated/prisma/client';
export type * from './generated/prisma/models';
export { AuthTokenKind } from './generated/prisma/enums';
export { migrate } from './migrate';
export { dbEnv } from './env';
