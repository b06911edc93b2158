import { randomBytes, randomUUID } from 'node:crypto';
import { LIMITS } from 'shared/constants';
import { CONTROL_CHARS, FullName, LINE_BREAKS, type LinkedInCallbackResponse, type LoginResponse, stripInvisibleControls } from 'shared/contracts';
import {
  type LinkedInProvider,
  OidcGrantError,
  type OidcIdentity,
  OidcProviderError,
  type TokenSet,
} from '../../integrations/linkedin/index';
import type { Config } from '../../platform/config';
import { type Db, isUniqueViolation } from '../../platform/db';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../platform/errors';
import {
  consumeOAuthState,
  findOAuthState,
  insertOAuthState,
  type OAuthStateRow,
  upsertLinkedInAccount,
} from './linkedin-repository';
import { MSG } from './messages';
import { boundState, isStateFromBrowser } from './oauth-browser';
import { createSecretBox } from './secret-box';
import { isoIn, MINUTE_MS, nowIso } from './tokens';
import { signInAs } from './user-view';
import { findUserByEmail, findUserById, findUserByLinkedInSub, insertUser, updateUser, type UserRow } from './users-repository';

export type LinkedInIntent = 'login' | 'connect';
const STATE_TTL_MS = 10 * MINUTE_MS;

function requireProvider(provider: LinkedInProvider | null): LinkedInProvider {
  if (!provider) throw new AppError(503, MSG.linkedinNotConfigured);
  return provider;
}

/**
 * Starts a LinkedIn sign-in (or, for a signed-in member, a connection): remembers a random state and nonce
 * server-side and returns the provider's authorization URL.
 */
export async function startLinkedInAuth({
  db,
  provider,
  config,
  intent,
  userId,
  browserId,
}: {
  db: Db;
  provider: LinkedInProvider | null;
  config: Pick<Config, 'appSecret'>;
  intent: LinkedInIntent;
  userId: string | null;
  /** The id of the browser starting the flow (oauth-browser.ts): the state is bound to it. */
  browserId: string;
}): Promise<{ auth_url: string; sandbox: boolean }> {
  const linkedin = requireProvider(provider);
  if (intent === 'connect' && !userId) throw unauthorized(MSG.signInRequired);
  const state = boundState(config, browserId);
  const nonce = randomBytes(24).toString('base64url');
  const now = new Date();
  await insertOAuthState(db, {
    state,
    intent,
    user_id: intent === 'connect' ? userId : null,
    nonce,
    created_at: now.toISOString(),
    expires_at: isoIn(STATE_TTL_MS, now),
    used_at: null,
  });
  return { auth_url: linkedin.client.authorizationUrl({ redirectUri: linkedin.redirectUri, state, nonce }), sandbox: linkedin.sandbox };
}

/**
 * Finishes the flow: spends the state (a second use is a 409 the client treats as a duplicate), exchanges
 * the code, validates the ID token, reads userinfo, finds or creates the member, stores the LinkedIn tokens
 * encrypted and signs the member in.
 */
export async function completeLinkedInAuth({
  db,
  config,
  provider,
  code,
  state,
  sessionUserId,
  browserCookie,
}: {
  db: Db;
  config: Config;
  provider: LinkedInProvider | null;
  code: string;
  state: string;
  /** The member signed in on the request that brings the code back, if any. */
  sessionUserId: string | null;
  /** The `pp_oauth` cookie of the browser bringing the code back. */
  browserCookie: string | null;
}): Promise<LinkedInSignIn> {
  const linkedin = requireProvider(provider);
  // Checked before the state is spent, so a code replayed into another browser cannot use up the real one's.
  if (!isStateFromBrowser(config, state, browserCookie)) throw badRequest(MSG.linkedinOtherBrowser);
  // A connection lands on the member who started it, so it must come back in that member's session: else a
  // connect URL started by one member and consented to by someone else would hand the second person's
  // LinkedIn grant (posting rights included) to the first. Checked before the state is spent (the member who
  // started can still finish) and again on the row spent, which is the one that counts.
  const known = await findOAuthState(db, state);
  if (known && !known.used_at) checkConnectSession(known, sessionUserId);
  const pending = await spendState(db, state);
  checkConnectSession(pending, sessionUserId);
  const { tokens, identity } = await fetchIdentity(linkedin, { code, nonce: pending.nonce });

  let user: UserRow;
  try {
    user = await resolveMember(db, pending, identity);
  } catch (error) {
    // Two first sign-ins of one new member raced; the other created the row, so look again.
    if (!isUniqueViolation(error)) throw error;
    user = await resolveMember(db, pending, identity);
  }
  await storeGrant({ db, config, userId: user.id, identity, tokens });
  return { ...(await signInAs({ db, user })), profile: { id: identity.sub, firstName: identity.given_name, lastName: identity.family_name } };
}

/** A finished LinkedIn sign-in: the session, and the LinkedIn profile it was made from (SPEC.md §3). */
export type LinkedInSignIn = LoginResponse & { profile: { id: string; firstName: string | null; lastName: string | null } };

/** The GET callback's JSON (SPEC.md §7): the sign-in as `success, message, profile, token_data`, plus `access_token` and `user`. */
export function presentLinkedInCallback(signIn: LinkedInSignIn): LinkedInCallbackResponse {
  return {
    ...signIn,
    success: true,
    message: MSG.linkedinWelcome(signIn.user.full_name ?? 'LinkedIn User'),
    token_data: { access_token: signIn.access_token, token_type: 'bearer' },
  };
}

function checkConnectSession(pending: OAuthStateRow, sessionUserId: string | null): void {
  if (pending.intent !== 'connect') return;
  if (!sessionUserId) throw unauthorized(MSG.signInRequired);
  if (sessionUserId !== pending.user_id) throw forbidden(MSG.linkedinConnectOtherSession);
}

async function spendState(db: Db, state: string): Promise<OAuthStateRow> {
  const pending = await consumeOAuthState(db, state, nowIso());
  if (pending) return pending;
  const known = await findOAuthState(db, state);
  if (known?.used_at) throw conflict(MSG.linkedinDuplicate);
  throw badRequest(MSG.linkedinCodeExpired);
}

async function fetchIdentity(linkedin: LinkedInProvider, { code, nonce }: { code: string; nonce: string }) {
  try {
    const tokens = await linkedin.client.exchangeCode({ code, redirectUri: linkedin.redirectUri });
    if (!tokens.id_token) throw new OidcProviderError('LinkedIn returned no ID token');
    const claims = await linkedin.client.verifyIdToken(tokens.id_token, { nonce });
    const info = await linkedin.client.userinfo(tokens.access_token);
    if (info.sub !== claims.sub) throw new OidcGrantError('userinfo does not match the ID token');
    // The signed ID token is authoritative for who this is; userinfo fills in what it lacks.
    const identity: OidcIdentity = {
      ...info,
      ...Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== null && v !== false)),
    } as OidcIdentity;
    return { tokens, identity };
  } catch (error) {
    if (error instanceof OidcGrantError) throw badRequest(MSG.linkedinCodeExpired);
    if (error instanceof OidcProviderError) throw new AppError(502, MSG.linkedinUnavailable);
    throw error;
  }
}

/** Who this LinkedIn identity is here: the connecting member, the member already linked, one with the same verified e-mail, or a new member. */
async function resolveMember(db: Db, pending: OAuthStateRow, identity: OidcIdentity): Promise<UserRow> {
  const linked = await findUserByLinkedInSub(db, identity.sub);
  const now = nowIso();

  if (pending.intent === 'connect') {
    const member = pending.user_id ? await findUserById(db, pending.user_id) : undefined;
    if (!member) throw unauthorized(MSG.signInRequired);
    if (linked && linked.id !== member.id) throw badRequest(MSG.linkedinTakenByOther);
    if (member.linkedin_sub === identity.sub) return member;
    return (await updateUser(db, member.id, { linkedin_sub: identity.sub, updated_at: now })) ?? member;
  }

  if (linked) return linked;
  if (!identity.email) throw badRequest(MSG.linkedinNoEmail);
  const sameEmail = await findUserByEmail(db, identity.email);
  // An address LinkedIn has not verified proves nothing: it may neither claim nor create an account.
  if (!identity.email_verified) throw badRequest(sameEmail ? MSG.linkedinEmailUnverified : MSG.linkedinNewEmailUnverified);
  if (sameEmail) {
    if (sameEmail.linkedin_sub && sameEmail.linkedin_sub !== identity.sub) throw badRequest(MSG.linkedinTakenByOther);
    return (
      (await updateUser(db, sameEmail.id, {
        linkedin_sub: identity.sub,
        email_confirmed_at: sameEmail.email_confirmed_at ?? now,
        // A password set by an unconfirmed sign-up was never proven to be the mailbox owner's: drop it.
        ...(sameEmail.email_confirmed_at ? {} : { password_hash: null }),
        full_name: sameEmail.full_name ?? nameFromLinkedIn(identity),
        updated_at: now,
      })) ?? sameEmail
    );
  }
  return insertUser(db, {
    id: randomUUID(),
    email: identity.email,
    full_name: nameFromLinkedIn(identity),
    password_hash: null,
    email_confirmed_at: now,
    subscription_tier: 'free',
    linkedin_sub: identity.sub,
    created_at: now,
    updated_at: now,
  });
}

async function storeGrant({
  db,
  config,
  userId,
  identity,
  tokens,
}: {
  db: Db;
  config: Config;
  userId: string;
  identity: OidcIdentity;
  tokens: TokenSet;
}): Promise<void> {
  const box = createSecretBox(config.appSecret);
  const now = new Date();
  await upsertLinkedInAccount(db, {
    user_id: userId,
    sub: identity.sub,
    access_token_enc: box.seal(tokens.access_token),
    refresh_token_enc: tokens.refresh_token ? box.seal(tokens.refresh_token) : null,
    scopes: tokens.scope,
    expires_at: tokens.expires_in ? isoIn(tokens.expires_in * 1000, now) : null,
    name: nameFromLinkedIn(identity),
    created_at: now.toISOString(),
  });
}

const UNPRINTABLE = new RegExp(`${LINE_BREAKS.source}|${CONTROL_CHARS.source}`, 'g');

/**
 * The member's name as LinkedIn gives it, held to the rules of a name typed at sign-up (FullName): one line,
 * bidirectional and zero-width controls stripped, at most LIMITS.maxNameLength, no web address. A LinkedIn profile
 * name is written by whoever owns that profile, and it is shown across the product and opens our mails. Null when
 * nothing acceptable is left (the product then names the member by their e-mail).
 */
export function nameFromLinkedIn(identity: Pick<OidcIdentity, 'name' | 'given_name' | 'family_name'>): string | null {
  const raw = identity.name ?? [identity.given_name, identity.family_name].filter(Boolean).join(' ');
  let line = stripInvisibleControls(raw).replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  if (line.length > LIMITS.maxNameLength) {
    // Cut whole characters (never half a surrogate pair), then the word the cut went through.
    let cut = '';
    for (const ch of line) {
      if (cut.length + ch.length > LIMITS.maxNameLength) break;
      cut += ch;
    }
    line = cut.replace(/\s+\S*$/, '').trim() || cut.trim();
  }
  const checked = FullName.safeParse(line);
  return checked.success ? checked.data : null;
}
