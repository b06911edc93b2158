import type { Mailer } from '../../integrations/mail/index';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { AppError, badRequest, unauthorized } from '../../platform/errors';
import { knownDeviceId } from './known-devices';
import { isMailTokenOpen, issueMailToken, redeemMailToken, voidMailTokens } from './mail-tokens';
import { resetMail } from './mails';
import { MSG } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import { enforceRateLimits } from './rate-limits';
import { revokeSessions } from './sessions';
import { nowIso } from './tokens';
import { findUserByEmail, findUserById, updateUser } from './users-repository';

/**
 * Mails a reset link when the address has an account; answers the same either way. From a browser the member has
 * signed in from (its device cookie), the request counts in that device's own lane, not in the address's per-minute
 * and daily ones, which anyone can fill.
 */
export async function requestPasswordReset(ctx: {
  db: Db;
  config: Config;
  mailer: Mailer;
  email: string;
  ip: string;
  deviceCookie?: string | null;
}): Promise<{ message: string }> {
  const { db, config, mailer, email, ip, deviceCookie = null } = ctx;
  mailer.assertConfigured();
  await enforceRateLimits(ctx, [{ rule: 'forgotIp', subject: ip }]);
  const user = await findUserByEmail(db, email);
  const deviceId = user ? knownDeviceId(deviceCookie, user.id, config) : null;
  await enforceRateLimits(
    ctx,
    deviceId
      ? [{ rule: 'resetDevice' as const, subject: `${deviceId}|${email}` }]
      : [
          { rule: 'forgot' as const, subject: email },
          { rule: 'mailDaily' as const, subject: email },
        ],
  );
  if (user) {
    await voidMailTokens({ db, userId: user.id, kind: 'reset' });
    const token = await issueMailToken({ db, userId: user.id, kind: 'reset' });
    const link = `${config.publicUrl}/app/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send(resetMail({ to: user.email, name: user.full_name, link }));
  }
  return { message: MSG.forgotSent };
}

/**
 * Sets a new password from a mailed link and revokes every session of the member. Following the link also
 * proves the mailbox, so an unconfirmed address becomes confirmed.
 */
export async function resetPassword({
  db,
  config,
  token,
  password,
  ip,
}: {
  db: Db;
  config: Config;
  token: string;
  password: string;
  ip: string;
}): Promise<{ message: string; email: string }> {
  await enforceRateLimits({ db, config }, [{ rule: 'resetIp', subject: ip }]);
  // The argon2 hash costs tens of milliseconds and 19 MiB: never spend it on a link that cannot work (anyone can
  // post made-up tokens, up to the per-IP limit above).
  if (!(await isMailTokenOpen({ db, token, kind: 'reset' }))) throw new AppError(400, MSG.resetInvalid);
  const passwordHash = await hashPassword(password);
  const done = await db.transaction().execute(async (trx) => {
    const spent = await redeemMailToken({ db: trx, token, kind: 'reset' });
    if (!spent) return null;
    const user = await findUserById(trx, spent.user_id);
    if (!user) return null;
    const now = nowIso();
    await updateUser(trx, user.id, { password_hash: passwordHash, email_confirmed_at: user.email_confirmed_at ?? now, updated_at: now });
    await revokeSessions({ db: trx, userId: user.id });
    return user.email;
  });
  if (!done) throw new AppError(400, MSG.resetInvalid);
  // Whose password it was: a browser signed in as another member keeps that session (the page compares).
  return { message: MSG.resetDone, email: done };
}

/**
 * Changes the password of a signed-in member. The current password is required when the account has one
 * (LinkedIn-only accounts set their first password here). Other sessions are revoked; this one stays.
 * The new password must differ from the current one.
 * A wrong current password is a 400, not a 401: the client must not read it as an expired session.
 */
export async function changePassword({
  db,
  config,
  userId,
  sessionToken,
  currentPassword,
  newPassword,
}: {
  db: Db;
  config: Config;
  userId: string;
  sessionToken: string;
  currentPassword?: string;
  newPassword: string;
}): Promise<{ message: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(MSG.userGone);
  if (user.password_hash) {
    if (!currentPassword) throw badRequest(MSG.currentPasswordRequired);
    // Comparing the two texts the member sent tells nothing about the stored hash, so it comes before argon2.
    if (currentPassword === newPassword) throw badRequest(MSG.passwordUnchanged);
    if (!(await verifyCurrentPassword({ db, config, userId, passwordHash: user.password_hash, password: currentPassword }))) {
      throw badRequest(MSG.currentPasswordWrong);
    }
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { password_hash: passwordHash, updated_at: nowIso() });
    await revokeSessions({ db: trx, userId, keepToken: sessionToken });
    await voidMailTokens({ db: trx, userId, kind: 'reset' });
  });
  return { message: MSG.passwordChanged };
}

/**
 * Re-checks a signed-in member's password (change password, delete account). Rate-limited per member, so a
 * borrowed or stolen session cannot be used to guess the password.
 */
export async function verifyCurrentPassword({
  db,
  config,
  userId,
  passwordHash,
  password,
}: {
  db: Db;
  config: Config;
  userId: string;
  passwordHash: string;
  password: string;
}): Promise<boolean> {
  await enforceRateLimits({ db, config }, [{ rule: 'currentPassword', subject: userId }]);
  return verifyPassword(passwordHash, password);
}
