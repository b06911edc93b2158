import { sql } from 'kysely';
import { HealthResponse } from 'shared/contracts';
import type { Config } from './config';
import { type Db, dialectOf } from './db';
import type { ApiInstance } from './http';
import { VERSION } from './version';

/** GET /api/health: 200 when the database answers, 503 'degraded' when it does not (for load balancers). */
export function registerHealthRoute(app: ApiInstance, { config, db }: { config: Config; db: Db }): void {
  const dialect = dialectOf(db);
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        ok = false;
        request.log.error({ err: error }, 'Health check: database query failed');
      }
      const latency_ms = Math.round((performance.now() - started) * 100) / 100;
      reply.code(ok ? 200 : 503).header('cache-control', 'no-store');
      return {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { dialect, ok, latency_ms },
        mode: config.mode,
        version: VERSION,
      };
    },
  );
}
