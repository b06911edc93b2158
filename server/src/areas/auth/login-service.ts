import type { LoginResponse } from 'shared/contracts';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { forbidden, unauthorized } from '../../platform/errors';
import { MSG } from './messages';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { deviceCookieHeader, knownDeviceId } from './known-devices';
import { enforceRateLimits } from './rate-limits';
import { endSession } from './sessions';
import { signInAs } from './user-view';
import { findUserByEmail } from './users-repository';

/**
 * Password sign-in. An unknown address, an account without a password and a wrong password all get the same
 * 401 after the same argon2 work. The unconfirmed-address 403 comes only after the password matched, so it
 * tells nothing to someone who does not know the password.
 *
 * Limits (rate-limits.ts): per client and address, per client across addresses (no spraying one password over
 * many accounts), and per account across clients, except from a device the member already signed in from, which
 * has a lane of its own (known-devices.ts) so that nobody can lock a member out by failing on purpose. Unknown
 * addresses are counted exactly like known ones.
 */
export async function logIn({
  db,
  config,
  email,
  password,
  remember,
  ip,
  deviceCookie = null,
}: {
  db: Db;
  config: Config;
  email: string;
  password: string;
  remember?: boolean;
  ip: string;
  /** The `pp_device` cookie the browser sent, if any. */
  deviceCookie?: string | null;
}): Promise<LoginResponse & { deviceCookie: string }> {
  const normalized = email.trim().toLowerCase();
  await enforceRateLimits({ db, config }, [
    { rule: 'loginIp', subject: ip },
    { rule: 'login', subject: `${ip}|${normalized}` },
  ]);
  const user = await findUserByEmail(db, normalized);
  const deviceId = user ? knownDeviceId(deviceCookie, user.id, config) : null;
  await enforceRateLimits(
    { db, config },
    [deviceId ? { rule: 'loginDevice', subject: `${deviceId}|${normalized}` } : { rule: 'loginAccount', subject: normalized }],
  );
  const ok = user?.password_hash ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw unauthorized(MSG.invalidLogin);
  if (!user.email_confirmed_at) throw forbidden(MSG.unconfirmed);
  const session = await signInAs({ db, user, remember: remember ?? true });
  return { ...session, deviceCookie: deviceCookieHeader(user.id, config, deviceId) };
}

/** Ends the session the request came with. */
export async function logOut({ db, token }: { db: Db; token: string }): Promise<{ message: string }> {
  await endSession({ db, token });
  return { message: MSG.loggedOut };
}
