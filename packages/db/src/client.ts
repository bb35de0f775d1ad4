/** Creates Prisma clients that talk to PostgreSQL through the pg driver adapter. */
import { PrismaPg } from '@prisma/adapter-pg';

import { PrismaClient, type Prisma } from './generated/prisma/client';

export function createPrismaClient(connectionString: string, options: { max?: number } = {}) {
  const adapter = new PrismaPg({ connectionString, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}

export type Database = ReturnType<typeof createPrismaClient>;

/**
 * A database handle: the pool's client, or that of a transaction the caller holds open. What a
 * function takes when it may run either way; `'$transaction' in db` tells which it was given.
 */
export type Db = Database | Prisma.TransactionClient;
