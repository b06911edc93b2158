import type { Db } from './db';

/**
 * What each area keeps about a member, for the data export (GET /api/user/export). Every area that stores
 * member-owned rows registers an exporter once at module load:
 *
 *   registerMemberExporter('content_history', (db, userId) => listHistoryForExport(db, userId));
 *
 * Deletion needs no registry: every member-owned table references users(id) on delete cascade.
 */
export type MemberExporter = (db: Db, userId: string) => Promise<unknown>;

const exporters = new Map<string, MemberExporter>();

/** Adds (or replaces, on hot reload) the exporter for `key`; its result appears under that key in the export. */
export function registerMemberExporter(key: string, exporter: MemberExporter): void {
  exporters.set(key, exporter);
}

/** Runs every registered exporter for a member: `{ [key]: data }`, keys in registration order. */
export async function exportMemberData(db: Db, userId: string): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const [key, exporter] of exporters) result[key] = await exporter(db, userId);
  return result;
}

/** The registered keys (tests check that an area registered itself). */
export function memberExporterKeys(): string[] {
  return [...exporters.keys()];
}
