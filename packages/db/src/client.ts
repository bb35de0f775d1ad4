/** Creates Prisma clients that talk to PostgreSQL through the pg driver adapter. */
import { PrismaPg } from '@prisma/adapter-pg';

import { PrismaClient, type ContactSubmission, type Prisma } from './generated/prisma/client';

export function createPrismaClient(connectionString: string, options: { max?: number } = {}) {
  const adapter = new PrismaPg({ connectionString, max: options.max ?? 10 });
  return new PrismaClient({
    adapter,
    // Only searched (a generated copy of six fields, lower-cased): no row read carries it.
    omit: { contactSubmission: { searchText: true } },
  });
}

export type Database = ReturnType<typeof createPrismaClient>;

/** A contact submission as the client reads it: without `searchText`, which it omits. */
export type ContactSubmissionRow = Omit<ContactSubmission, 'searchText'>;

/**
 * A database handle: the pool's client, or that of a transaction the caller holds open. What a
 * function takes when it may run either way; `isPoolClient(db)` tells which it was given.
 */
export type Db = Database | Prisma.TransactionClient;

/**
 * Whether `db` is the pool's client rather than a transaction's. Not `'$transaction' in db`: a
 * Prisma 7 transaction client has `$transaction` too, and a batch sent through it runs outside
 * the transaction, so it does not see what the transaction wrote. Only the pool's client has
 * `$disconnect`.
 */
export function isPoolClient(db: Db): db is Database {
  return '$disconnect' in db;
}
