import { registerMemberExporter } from '../../platform/member-data';
import * as repo from './repository';

/** What the generator keeps about a member, for GET /api/user/export. */
registerMemberExporter('chats', (db, userId) => repo.exportChats(db, userId));
registerMemberExporter('content_history', (db, userId) => repo.exportHistory(db, userId));
registerMemberExporter('ai_credits', (db, userId) => repo.exportCredits(db, userId));
