import { randomUUID } from 'node:crypto';
import type { ConfirmEmailResponse, SignupResponse } from 'shared/contracts';
import type { Mailer } from '../../integrations/mail/index';
import type { Config } from '../../platform/config';
import { type Db, isUniqueViolation } from '../../platform/db';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { signupCookieHeader, signupDeviceId } from './known-devices';
import { issueMailToken, redeemMailToken, voidMailTokens } from './mail-tokens';
import { alreadyRegisteredMail, confirmationMail } from './mails';
import { MSG } from './messages';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { enforceRateLimits } from './rate-limits';
import { nowIso } from './tokens';
import { signInAs } from './user-view';
import { findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from './users-repository';

interface Ctx {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/**
 * Creates an unconfirmed account and mails the confirmation link (this product always confirms e-mail).
 * The answer is the same whether the address is new, pending or already registered, so the form cannot be used
 * to discover accounts: a pending address is sent a fresh link (see below), a registered one a mail telling its
 * owner they already have an account. Every branch does one argon2 operation, so the answers take as long too.
 *
 * Every answer sets the `pp_signup` cookie (known-devices.ts), opening a resend lane only for the browser that created
 * the account (or one that already held that account's lane): the cookie looks the same in every branch.
 */
export async function signUp(
  ctx: Ctx & { email: string; password: string; fullName: string; ip: string; signupCookie?: string | null },
): Promise<SignupResponse & { signupCookie: string }> {
  const { db, config, mailer, email, password, fullName, ip, signupCookie = null } = ctx;
  const answer = (laneFor: string | null) => ({ email_confirmation_required: true, message: MSG.signupSent, signupCookie: signupCookieHeader(laneFor, config, signupCookie) });
  mailer.assertConfigured();
  await enforceRateLimits(ctx, [
    { rule: 'signup', subject: ip },
    { rule: 'mailDaily', subject: email },
  ]);

  const existing = await findUserByEmail(db, email);
  const now = nowIso();
  if (existing?.email_confirmed_at) {
    await hashPassword(password);
    await mailer.send(
      alreadyRegisteredMail({
        to: existing.email,
        name: existing.full_name,
        signInLink: `${config.publicUrl}/app/login`,
        resetLink: `${config.publicUrl}/app/forgot-password`,
      }),
    );
    return answer(null);
  }

  let user: UserRow;
  if (existing) {
    // A pending (unconfirmed) sign-up is re-sent a fresh link. Whoever typed the address may not own the mailbox,
    // so neither password is trusted over the other: a second sign-up never sets its own (it would let anyone who
    // knows a pending address choose the password its owner is about to confirm), and one that differs from the
    // stored one drops it (else someone who signed up first with another person's address would keep a password
    // to the account that person confirms later). The owner then confirms, is signed in by the link, and sets a
    // password in Account Settings (or with 'Forgot password'). The same password typed again keeps it.
    user = existing;
    const samePassword = existing.password_hash ? await verifyPassword(existing.password_hash, password) : await verifyAgainstDummy(password);
    await voidMailTokens({ db, userId: user.id, kind: 'confirm' });
    if (!samePassword && existing.password_hash) user = (await updateUser(db, user.id, { password_hash: null, updated_at: now })) ?? user;
  } else {
    try {
      user = await insertUser(db, {
        id: randomUUID(),
        email,
        full_name: fullName,
        password_hash: await hashPassword(password),
        email_confirmed_at: null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // A concurrent sign-up with the same address won the insert and sends its own mail.
      if (isUniqueViolation(error)) return answer(null);
      throw error;
    }
    await sendConfirmation({ db, config, mailer, user });
    return answer(user.id);
  }
  await sendConfirmation({ db, config, mailer, user });
  // A pending address signed up again: the lane stays with the browser that created the account, never a newcomer's.
  return answer(signupDeviceId(signupCookie, user.id, config) ? user.id : null);
}

/**
 * Mails a new confirmation link; 404 for an unknown address and 400 for a confirmed one. These two answers do tell
 * whether an address has an account: SPEC.md §8 (resend variant B) requires them (a 'not found' and an
 * 'already confirmed' its screen can read). The per-IP limit keeps that from being used in bulk (README, Security).
 * From the browser that signed the account up (its `pp_signup` cookie), the request counts in that browser's own
 * lane, not in the address's per-minute and daily ones, which anyone can fill.
 */
export async function resendConfirmation(ctx: Ctx & { email: string; ip: string; signupCookie?: string | null }): Promise<{ message: string }> {
  const { db, config, mailer, email, ip, signupCookie = null } = ctx;
  mailer.assertConfigured();
  await enforceRateLimits(ctx, [{ rule: 'resendIp', subject: ip }]);
  const user = await findUserByEmail(db, email);
  const laneId = user && !user.email_confirmed_at ? signupDeviceId(signupCookie, user.id, config) : null;
  await enforceRateLimits(
    ctx,
    laneId
      ? [{ rule: 'resendDevice' as const, subject: `${laneId}|${email}` }]
      : [
          { rule: 'resend' as const, subject: email },
          { rule: 'mailDaily' as const, subject: email },
        ],
  );
  if (!user) throw notFound(MSG.noAccount);
  if (user.email_confirmed_at) throw badRequest(MSG.alreadyConfirmed);
  await sendConfirmation({ db, config, mailer, user });
  return { message: MSG.resendSent };
}

/**
 * Spends a confirmation token: confirms the address and voids the member's other confirmation links. Two concurrent
 * calls with one token: exactly one succeeds. It signs the browser in (SPEC §4: success, then the dashboard) unless
 * that browser holds another member's session, which it never replaces: a link someone sends to a signed-in member
 * does not swap them into the sender's account (login CSRF), the address is confirmed and the page says who is
 * signed in. A browser with no session is signed in, as the spec's flow asks, whichever browser signed up (README:
 * Security, what is left of this case).
 */
export async function confirmEmail({
  db,
  config,
  token,
  ip,
  sessionUserId = null,
}: {
  db: Db;
  config: Pick<Config, 'rateLimitMultiplier'>;
  token: string;
  ip: string;
  sessionUserId?: string | null;
}): Promise<ConfirmEmailResponse> {
  await enforceRateLimits({ db, config }, [{ rule: 'confirmIp', subject: ip }]);
  const user = await db.transaction().execute(async (trx) => {
    const spent = await redeemMailToken({ db: trx, token, kind: 'confirm' });
    if (!spent) return null;
    const row = await findUserById(trx, spent.user_id);
    if (!row) return null;
    await voidMailTokens({ db: trx, userId: row.id, kind: 'confirm' });
    if (row.email_confirmed_at) return row;
    const now = nowIso();
    return (await updateUser(trx, row.id, { email_confirmed_at: now, updated_at: now })) ?? row;
  });
  if (!user) throw new AppError(400, MSG.confirmInvalid);
  const confirmed = { message: MSG.emailConfirmed, email: user.email };
  if (sessionUserId === user.id) return { ...confirmed, signed_in: true, signed_in_as: null };
  if (sessionUserId) {
    const other = await findUserById(db, sessionUserId);
    return { ...confirmed, signed_in: false, signed_in_as: other?.email ?? null };
  }
  return { ...confirmed, signed_in: true, signed_in_as: null, ...(await signInAs({ db, user })) };
}

async function sendConfirmation({ db, config, mailer, user }: Ctx & { user: UserRow }): Promise<void> {
  const token = await issueMailToken({ db, userId: user.id, kind: 'confirm' });
  const link = `${config.publicUrl}/api/auth/confirm?token=${encodeURIComponent(token)}`;
  await mailer.send(confirmationMail({ to: user.email, name: user.full_name, link, choosePassword: !user.password_hash }));
}
