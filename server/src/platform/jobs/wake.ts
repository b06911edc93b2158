/**
 * In-process wake-up: enqueueJob tells the runners of this process that a job is due at `runAt`, so a job
 * enqueued by the API starts at once instead of at the next poll. (Other processes hear of it by NOTIFY on
 * PostgreSQL, or at their next poll on SQLite.)
 */
type Listener = (runAt: number) => void;

const listeners = new Set<Listener>();

export function onLocalEnqueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalLocalEnqueue(runAt: number): void {
  for (const listener of listeners) listener(runAt);
}

/**
 * The NOTIFY channel: per schema, because one PostgreSQL database may hold several (tests, shared servers) and
 * notifications are database-wide. Channel names are identifiers: at most 63 bytes.
 */
export const CHANNEL_PREFIX = 'jobs:';
export function channelFor(schema: string): string {
  return `${CHANNEL_PREFIX}${schema}`.slice(0, 63);
}
