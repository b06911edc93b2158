import type { ConnectionStatus } from 'shared/contracts';
import type { LinkedInProvider } from '../../integrations/linkedin/index';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { deleteLinkedInAccount, findLinkedInAccount, markLinkedInAccountExpired } from './linkedin-repository';
import { MSG } from './messages';
import { presentConnection } from './presenters';
import { createSecretBox } from './secret-box';

export async function getConnectionStatus({ db, config, userId }: { db: Db; config: Config; userId: string }): Promise<ConnectionStatus> {
  return presentConnection(await findLinkedInAccount(db, userId), { sandbox: config.sandbox.linkedin && !config.linkedin.clientId });
}

/**
 * Disconnects LinkedIn: revokes the access token at the provider, then deletes the stored grant. The
 * sign-in link (users.linkedin_sub) stays, so 'Continue with LinkedIn' still finds this account. A provider
 * that cannot be reached does not keep the token here: the member asked for it to be gone.
 */
export async function disconnectLinkedIn({
  db,
  config,
  provider,
  userId,
  log,
}: {
  db: Db;
  config: Config;
  provider: LinkedInProvider | null;
  userId: string;
  log?: (message: string) => void;
}): Promise<{ message: string }> {
  const account = await findLinkedInAccount(db, userId);
  if (!account) return { message: MSG.linkedinNotConnected };
  if (provider) {
    try {
      await provider.client.revoke(createSecretBox(config.appSecret).open(account.access_token_enc));
    } catch (error) {
      log?.(`LinkedIn token revocation failed for a disconnect: ${(error as Error).message}`);
    }
  }
  await deleteLinkedInAccount(db, userId);
  return { message: MSG.linkedinDisconnected };
}

/** The member's LinkedIn grant, decrypted, for integrations that act on their behalf (posting); null if none or expired. */
export async function getLinkedInGrant({
  db,
  config,
  userId,
}: {
  db: Db;
  config: Config;
  userId: string;
}): Promise<{ accessToken: string; sub: string; scopes: string[]; expiresAt: string | null } | null> {
  const account = await findLinkedInAccount(db, userId);
  if (!account) return null;
  if (account.expires_at && Date.parse(account.expires_at) <= Date.now()) return null;
  try {
    return {
      accessToken: createSecretBox(config.appSecret).open(account.access_token_enc),
      sub: account.sub,
      scopes: account.scopes.split(' ').filter(Boolean),
      expiresAt: account.expires_at,
    };
  } catch {
    return null; // APP_SECRET rotated: the member has to reconnect
  }
}

/**
 * LinkedIn refused the member's token (401 on a call made for them): the connection shows as expired until they
 * reconnect. Posts waiting for it are kept.
 */
export async function markLinkedInConnectionExpired({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await markLinkedInAccountExpired(db, userId, new Date().toISOString());
}
