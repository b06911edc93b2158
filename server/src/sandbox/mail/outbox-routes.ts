import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OutboxQuery, OutboxResponse } from 'shared/contracts';
import type { Db } from '../../platform/db';
import { listOutboxMessages } from './outbox-repository';

/** GET /api/dev/outbox: the mail the outbox kept, newest first (local mode without SMTP only). */
export function registerOutboxRoutes(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    { schema: { tags: ['dev'], summary: 'Local mail outbox, newest first (local mode only)', querystring: OutboxQuery, response: { 200: OutboxResponse } } },
    async (request) => {
      const rows = await listOutboxMessages(db, { to: request.query.to });
      return {
        messages: rows.map((row) => ({
          to: row.to_address,
          subject: row.subject,
          text: row.text,
          links: JSON.parse(row.links) as string[],
          created_at: row.created_at,
        })),
      };
    },
  );
}
