import type { LoginResponse } from 'shared/contracts';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { forbidden, unauthorized } from '../../platform/errors';
import { MSG } from './messages';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { enforceRateLimits } from './rate-limits';
import { endSession } from './sessions';
import { signInAs } from './user-view';
import { findUserByEmail } from './users-repository';

/**
 * Password sign-in. An unknown address, an account without a password and a wrong password all get the same
 * 401 after the same argon2 work. The unconfirmed-address 403 comes only after the password matched, so it
 * tells nothing to someone who does not know the password.
 */
export async function logIn({
  db,
  config,
  email,
  password,
  remember,
  ip,
}: {
  db: Db;
  config: Config;
  email: string;
  password: string;
  remember?: boolean;
  ip: string;
}): Promise<LoginResponse> {
  const normalized = email.trim().toLowerCase();
  await enforceRateLimits({ db, config }, [{ rule: 'login', subject: `${ip}|${normalized}` }]);
  const user = await findUserByEmail(db, normalized);
  const ok = user?.password_hash ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw unauthorized(MSG.invalidLogin);
  if (!user.email_confirmed_at) throw forbidden(MSG.unconfirmed);
  return signInAs({ db, user, remember: remember ?? true });
}

/** Ends the session the request came with. */
export async function logOut({ db, token }: { db: Db; token: string }): Promise<{ message: string }> {
  await endSession({ db, token });
  return { message: MSG.loggedOut };
}
