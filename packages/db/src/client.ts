/** Creates Prisma clients that talk to PostgreSQL through the pg driver adapter. */
import { PrismaPg } from '@prisma/adapter-pg';

import { PrismaClient } from './generated/prisma/client';

export function createPrismaClient(connectionString: string, options: { max?: number } = {}) {
  const adapter = new PrismaPg({ connectionString, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}

export type Database = ReturnType<typeof createPrismaClient>;
