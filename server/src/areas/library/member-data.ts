import type { Db } from '../../platform/db';
import { presentPost } from './presenters';
import * as repo from './repository';

/** The library's part of GET /api/user/export. (Deleting the member deletes their posts by cascade.) */
export async function exportLibraryData({ db, userId }: { db: Db; userId: string }): Promise<Record<string, unknown>> {
  return { library_posts: (await repo.listPostsForExport(db, userId)).map(presentPost) };
}
