import { type Kysely, sql } from 'kysely';
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Runs `between` once, after the result of the first statement `when` picks and before the next statement of that
 * handle (`db.withPlugin(pause)`): a concurrent request or job played at an exact point of a transaction, without
 * load. On PostgreSQL `between` runs to its end while the result waits (the transaction keeps its locks meanwhile);
 * SQLite's one connection is still held while a result is transformed, so there `between` is only started, and its
 * statements wait for the connection, after the transaction's (`oneConnection`).
 */
export class PauseAfter implements KyselyPlugin {
  ran: Promise<void> | null = null;
  private picked: QueryId | null = null;
  constructor(
    private readonly when: (node: RootOperationNode) => boolean,
    private readonly between: () => Promise<void>,
    private readonly oneConnection: boolean,
  ) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (!this.ran && !this.picked && this.when(node)) this.picked = queryId;
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (!this.ran && queryId === this.picked) {
      this.ran = this.between();
      if (!this.oneConnection) await this.ran;
    }
    return result;
  }
}

/** Whether a statement names `table` (as what it reads, inserts into, updates or deletes from). */
export function namesTable(node: OperationNode, table: string): boolean {
  const { from, into, table: target } = node as { from?: unknown; into?: unknown; table?: unknown };
  return JSON.stringify(from ?? into ?? target ?? null).includes(`"name":"${table}"`);
}

/** A select that locks the rows it reads (FOR UPDATE, FOR NO KEY UPDATE…: PostgreSQL only). */
export function locksRows(node: OperationNode): boolean {
  return (
    node.kind === 'SelectQueryNode' &&
    ((node as { endModifiers?: { modifier?: string }[] }).endModifiers ?? []).some((m) => /^For/.test(m.modifier ?? ''))
  );
}

/**
 * PostgreSQL: waits until a statement starting with `prefix` (as compiled, e.g. `delete from "users"`) waits for a
 * lock in this database; false after `timeoutMs`.
 */
export async function waitingForALock(db: Kysely<any>, prefix: string, timeoutMs = 5000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and starts_with(query, ${prefix})`.execute(db);
    if (rows[0]!.n > 0) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return false;
}
