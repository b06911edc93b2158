import type { LoginResponse, User } from 'shared/contracts';
import type { Db } from '../../platform/db';
import { unauthorized } from '../../platform/errors';
import { findUserWithLinkedIn, hasLinkedInAccount } from './linkedin-repository';
import { MSG } from './messages';
import { presentUser } from './presenters';
import { startSession } from './sessions';
import type { UserRow } from './users-repository';

/** The member as the API shows them; 401 when the account no longer exists. */
export async function getCurrentUser({ db, userId }: { db: Db; userId: string }): Promise<User> {
  const found = await findUserWithLinkedIn(db, userId);
  if (!found) throw unauthorized(MSG.userGone);
  return presentUser(found.user, { linkedinConnected: found.linkedinConnected });
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
