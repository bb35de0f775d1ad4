// @ts-check
/**
 * The app's HTTP server process, started by the launcher (scripts/launch.ts) once the database
 * is ready and the build is current: @kasar/server's server, serving this folder's Next.js app.
 * Plain JavaScript: no TypeScript loader on the request path.
 */
import { serve } from '@kasar/server/serve';

await serve({ appDir: import.meta.dirname, dev: process.argv.includes('--dev') });
