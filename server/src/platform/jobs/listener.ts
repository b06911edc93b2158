import pg from 'pg';
import { channelFor } from './wake';

export interface NotifyListener {
  /** True while the LISTEN connection is up. */
  readonly listening: boolean;
  close(): Promise<void>;
}

interface ListenOptions {
  url: string;
  schema: string;
  workerId: string;
  /** Called with the earliest run_at of each notifying statement. */
  onNotify: (runAt: number) => void;
  /** Called after every (re)connection: notifications may have been missed meanwhile. */
  onConnected: () => void;
  onError: (error: Error) => void;
}

/**
 * One dedicated PostgreSQL connection LISTENing on the schema's job channel, reconnecting after it drops (with a
 * growing pause, at most 30 s). The runner polls faster while it is down, so nothing waits on it.
 */
export function listenForJobs(options: ListenOptions): NotifyListener {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  const channel = channelFor(options.schema);

  const connect = async () => {
    retryTimer = null;
    if (closed) return;
    const c = new pg.Client({ connectionString: options.url, application_name: `jobs-listen:${options.workerId}`.slice(0, 63) });
    client = c;
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      listening = false;
      if (error && !closed) options.onError(error);
      c.removeAllListeners('notification');
      c.end().catch(() => undefined);
      if (!closed) {
        failures += 1;
        retryTimer = setTimeout(() => void connect(), Math.min(30_000, 250 * 2 ** Math.min(failures, 7)));
        retryTimer.unref();
      }
    };
    c.on('error', (error) => drop(error));
    c.on('end', () => drop());
    c.on('notification', (message) => {
      if (message.channel !== channel) return;
      const runAt = Number(message.payload);
      options.onNotify(Number.isFinite(runAt) ? runAt : Date.now());
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${quoteChannel(channel)}`);
      if (closed) return void (await c.end().catch(() => undefined));
      listening = true;
      failures = 0;
      options.onConnected();
    } catch (error) {
      drop(error as Error);
    }
  };
  void connect();

  return {
    get listening() {
      return listening;
    },
    close: async () => {
      closed = true;
      listening = false;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}

function quoteChannel(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}
