import type { LoginResponse, User } from 'shared/contracts';
import type { Db } from '../../platform/db';
import { unauthorized } from '../../platform/errors';
import { hasLinkedInAccount } from './linkedin-repository';
import { MSG } from './messages';
import { presentUser } from './presenters';
import { startSession } from './sessions';
import { findUserById, type UserRow } from './users-repository';

/** The member as the API shows them; 401 when the account no longer exists. */
export async function getCurrentUser({ db, userId }: { db: Db; userId: string }): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw unauthorized(MSG.userGone);
  return presentUser(row, { linkedinConnected: await hasLinkedInAccount(db, userId) });
}

/** Starts a session for a member and answers as /auth/login does. */
export async function signInAs({ db, user, remember = true }: { db: Db; user: UserRow; remember?: boolean }): Promise<LoginResponse> {
  const accessToken = await startSession({ db, userId: user.id, remember });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    user: presentUser(user, { linkedinConnected: await hasLinkedInAccount(db, user.id) }),
  };
}
