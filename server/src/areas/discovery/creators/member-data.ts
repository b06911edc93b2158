import type { Db } from '../../../platform/db';
import * as follows from './follows-repository';
import { presentFollowForExport } from './presenters';
import { followsWithAuthors } from './service';

/** The creators part of GET /api/user/export: the creators the member follows. */
export async function exportCreatorFollows({ db, userId }: { db: Db; userId: string }): Promise<Record<string, unknown>> {
  const { followed, byId } = await followsWithAuthors({ db, userId });
  return { creator_follows: followed.map((f) => presentFollowForExport(f, byId.get(f.creator_id)?.handle ?? null)) };
}

/** Before the account goes: its follows (the cascade would take them too; this keeps the rule in one readable place). */
export async function deleteCreatorFollows({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await follows.deleteAllFollows(db, userId);
}
