import type { Client, ClientConfig } from 'pg';

export interface ListenHandlers {
  onNotification(payload: string): void;
  /** The listening connection broke: notifications sent from now on are missed until `onRestored`. */
  onLost(error: Error): void;
  /** An attempt to connect (again) failed; the next one follows after a longer delay. */
  onConnectFailed(error: Error): void;
  /** Listening again after a loss or a failed first attempt: whatever was notified in between was missed. */
  onRestored(): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** How long to wait before connecting again: doubling from the first delay up to the longest. */
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 30_000;
/** Idle time before TCP keep-alive probes begin: a connection dropped silently is noticed in minutes, not hours. */
const KEEP_ALIVE_AFTER_MS = 30_000;

/**
 * LISTENs on `channel` over a connection of its own: a pooled connection goes back to the pool between
 * queries, and the server delivers notifications only to the session that asked for them. A lost connection
 * is opened again after a growing delay, so a database restart does not end up hammered by every instance.
 * Resolves once the first attempt has connected or failed (then it keeps trying in the background).
 */
export async function listenOnPostgres(
  pg: { Client: new (config: ClientConfig) => Client },
  settings: ClientConfig,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  let closed = false;
  let current: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;
  let missed = false;
  let attempt: Promise<void> | undefined;

  const connectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      attempt = connect();
    }, delay);
    // Waiting to reconnect must not keep a process alive that has nothing else to do.
    retry.unref();
    delay = Math.min(delay * 2, LONGEST_RETRY_MS);
  };

  /** A broken connection reports an error, then its end: the first of them counts, for the current one only. */
  const lose = (client: Client, error: Error) => {
    if (closed || client !== current) return;
    current = undefined;
    missed = true;
    client.end().catch(() => {});
    handlers.onLost(error);
    connectLater();
  };

  async function connect(): Promise<void> {
    // The connection idles between notices: keep-alive notices one a firewall or NAT dropped, instead of
    // staying deaf. The application name shows it in pg_stat_activity.
    const client = new pg.Client({
      ...settings,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_AFTER_MS,
      application_name: `listen ${channel}`,
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotification(message.payload);
    });
    // Also keeps an error from crashing the process, as an `error` event without a listener would.
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error(`The connection listening on ${channel} ended`)));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      missed = true;
      handlers.onConnectFailed(error instanceof Error ? error : new Error(String(error)));
      connectLater();
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    delay = FIRST_RETRY_MS;
    if (missed) {
      missed = false;
      handlers.onRestored();
    }
  }

  attempt = connect();
  await attempt;
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      // An attempt under way ends its own connection once it sees `closed`.
      await attempt;
      await current?.end();
      current = undefined;
    },
  };
}
