// Child process of embedded.test.ts: starts an embedded server, and on SIGTERM queries it once
// more half a second later (as a server draining its requests would) before stopping it.
import pg from 'pg';

import { startEmbeddedPostgres } from '../src/embedded';

const server = await startEmbeddedPostgres({ dataDir: process.argv[2] ?? '' });
process.on('SIGTERM', () => {
  setTimeout(() => {
    const client = new pg.Client({ connectionString: server.urlFor('postgres') });
    client
      .connect()
      .then(() => client.query('SELECT 1'))
      .then(
        () => console.log('query after SIGTERM: ok'),
        (error: unknown) => console.log(`query after SIGTERM: ${String(error)}`),
      )
      .finally(() => {
        void client.end().catch(() => undefined);
        void server.stop().then(() => process.exit(0));
      });
  }, 500);
});
console.log('ready');
