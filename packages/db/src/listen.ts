/**
 * PostgreSQL LISTEN on a connection of its own: `NOTIFY` reaches every listening process on
 * every instance, and only once the transaction that sent it has committed, so a listener is
 * woken exactly when there is something committed to read. The connection is opened again after
 * it breaks (the database restarting, a network blip), a few seconds later each time.
 */
import pg from 'pg';

export interface NotificationListener {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 2_000;

export function listenForNotifications(
  connectionString: string,
  channel: string,
  options: {
    onNotification: () => void;
    /** Called after every (re)connection: anything sent while disconnected was missed. */
    onConnected?: () => void;
    onError?: (error: unknown) => void;
  },
): NotificationListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  async function connect() {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) options.onNotification();
    });
    next.on('error', (error) => {
      options.onError?.(error);
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      options.onError?.(error);
      await next.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    options.onConnected?.();
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
