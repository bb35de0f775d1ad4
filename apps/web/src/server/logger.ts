/** One-line structured logs on stdout/stderr. */
import type { Logger } from '@kasar/api';

function line(level: string, message: string, meta?: Record<string, unknown>) {
  return JSON.stringify({ time: new Date().toISOString(), level, message, ...meta });
}

export const logger: Logger = {
  info: (message, meta) => console.log(line('info', message, meta)),
  error: (message, meta) => console.error(line('error', message, meta)),
};
