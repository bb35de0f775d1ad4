// @ts-check
/**
 * The installation row, read in plain Node (no Prisma client): the page cache (@kasar/server)
 * asks for the database's cache namespace before Next.js's modules are loaded.
 */
import pg from 'pg';

/**
 * The namespace of the database at `databaseUrl`: created once by its migration and kept for its
 * lifetime, so a server never reads page-cache entries rendered from another database's content.
 * @param {string} databaseUrl
 * @returns {Promise<string>}
 */
export async function cacheNamespaceOf(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const result = await client.query('SELECT cache_namespace FROM installation WHERE id = 1');
    const namespace = result.rows[0]?.cache_namespace;
    if (typeof namespace !== 'string') {
      throw new Error('the database has no installation row: apply the migrations first');
    }
    return namespace;
  } finally {
    await client.end();
  }
}
