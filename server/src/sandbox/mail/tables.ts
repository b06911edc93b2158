/**
 * The local mail outbox (created by the historical migration 0002_auth, before sandboxes had their own). Row type
 * declared here so the sandbox depends on no area.
 */
export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  /** JSON array of the links in the message. */
  links: string;
  created_at: string;
}

declare module '../../platform/db' {
  interface Database {
    outbox: OutboxTable;
  }
}
