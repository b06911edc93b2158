import { OutboxQuery, OutboxResponse } from 'shared/contracts';
import type { ApiInstance } from '../../platform/http';
import { listOutboxMessages } from '../../sandbox/mail/outbox-repository';
import type { AppContext } from '../types';

/** Local-mode helpers. GET /dev/outbox lists the mail the outbox kept; in production it does not exist. */
export function registerDevRoutes(app: ApiInstance, { db, config }: AppContext): void {
  if (config.isProduction) return;
  app.get(
    '/dev/outbox',
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
