/** Logging for the services: structured JSON lines for the server, plain lines for scripts. */
export interface Logger {
  info(message: string, meta?: Record<string, unknown>): void;
  error(message: string, meta?: Record<string, unknown>): void;
}

function jsonLine(level: string, message: string, meta?: Record<string, unknown>) {
  return JSON.stringify({ time: new Date().toISOString(), level, message, ...meta });
}

/** One JSON object per line on stdout (info) and stderr (error): the server's log. */
export const jsonLogger: Logger = {
  info: (message, meta) => console.log(jsonLine('info', message, meta)),
  error: (message, meta) => console.error(jsonLine('error', message, meta)),
};

/** Readable lines behind a prefix, e.g. '[kasar] database schema is up to date': the scripts' log. */
export function lineLogger(prefix: string): Logger {
  const line = (message: string, meta?: Record<string, unknown>) =>
    `${prefix} ${message}${meta ? ` ${JSON.stringify(meta)}` : ''}`;
  return {
    info: (message, meta) => console.log(line(message, meta)),
    error: (message, meta) => console.error(line(message, meta)),
  };
}
