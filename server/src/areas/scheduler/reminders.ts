import type { AppContext } from '../types';
import { getConnectionStatus, getMemberMailTarget } from '../auth/index';
import { membersWithScheduledPosts, recordReminder } from './repository';

/** Days before the LinkedIn token ends that members with scheduled posts are reminded (banner and e-mail). */
export const REMINDER_DAYS = 7;

/**
 * E-mails each member who has posts waiting and whose LinkedIn connection ends within seven days, once per
 * connection (a reconnect gives a new expiry and so a new reminder later), when their preferences allow e-mail.
 * Returns how many were sent.
 */
export async function sendTokenExpiryReminders(ctx: Pick<AppContext, 'db' | 'config' | 'integrations' | 'log'>): Promise<number> {
  if (!ctx.integrations.mail.configured) return 0;
  let sent = 0;
  for (const userId of await membersWithScheduledPosts(ctx.db)) {
    const status = await getConnectionStatus({ db: ctx.db, config: ctx.config, userId });
    const expiresAt = status.token_status?.expires_at;
    const days = status.token_status?.days_until_expiry;
    if (!status.connected || !expiresAt || days === null || days === undefined || days > REMINDER_DAYS) continue;
    const target = await getMemberMailTarget({ db: ctx.db, userId });
    if (!target?.emailNotifications) continue;
    if (!(await recordReminder(ctx.db, { user_id: userId, kind: 'token-expiry', key: expiresAt }))) continue;
    try {
      await ctx.integrations.mail.send({
        to: target.email,
        subject: 'Your LinkedIn connection expires soon',
        text: [
          `Hello${target.fullName ? ` ${target.fullName}` : ''},`,
          '',
          `Your LinkedIn connection expires in ${days} day${days === 1 ? '' : 's'} (${expiresAt.slice(0, 10)}). Posts scheduled after that cannot be published.`,
          `Reconnect LinkedIn to keep them going; every scheduled post stays: ${ctx.config.publicUrl}/app/scheduler`,
          '',
          'You receive this because e-mail notifications are on in your account settings.',
        ].join('\n'),
      });
      sent += 1;
    } catch (error) {
      ctx.log.warn({ err: error, userId }, 'could not send a LinkedIn expiry reminder');
    }
  }
  return sent;
}
