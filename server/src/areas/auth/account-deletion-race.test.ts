import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { DEFAULT_TEST_PASSWORD, bearer, createSession, createUser } from '../../test/factories';
import { PauseAfter, namesTable, waitingForALock } from '../../test/pause-after';
import { issueMailToken, redeemMailToken } from './mail-tokens';
import { MSG } from './messages';
import { updateUser } from './users-repository';

/**
 * DELETE /api/user/account is one statement (the member's row, and by cascade everything they own): all or nothing.
 * A transaction that locked one of the member's rows and then waits for the member's row deadlocks with it on
 * PostgreSQL, and PostgreSQL may end either of the two: the deletion, rolled back whole, runs again instead of
 * answering 500. Played with the transaction of the member confirming their address (confirmEmail: it spends the
 * mailed token, then changes the member's row).
 */
describeEachDb('accounts: deleting the account while another transaction changes the member', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  const deleteAccount = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: bearer(token), payload: { password: DEFAULT_TEST_PASSWORD } });

  it('a confirmation that spent its token when the deletion came: the deletion runs again and answers 200', async () => {
    const { user } = await createUser(t.db, { email_confirmed_at: null });
    const session = await createSession(t.db, user.id);
    const token = await issueMailToken({ db: t.db, userId: user.id, kind: 'confirm' });
    const oneConnection = dialect === 'sqlite';
    let deletion: ReturnType<typeof deleteAccount> | null = null;
    let waited = true;
    // PostgreSQL: the confirmation holds the spent token's row; the deletion's DELETE waits for it (its cascade) holding
    // the member's row, which the confirmation then updates: a deadlock, which PostgreSQL breaks by ending the deletion
    // (it waited first). SQLite has no row locks: the deletion waits for the confirmation's transaction.
    const pause = new PauseAfter(
      (node) => node.kind === 'UpdateQueryNode' && namesTable(node, 'auth_tokens'),
      async () => {
        deletion = deleteAccount(session);
        if (!oneConnection) waited = await waitingForALock(t.db, 'delete from "users"');
      },
      oneConnection,
    );
    const confirmed = await t.db
      .withPlugin(pause)
      .transaction()
      .execute(async (trx) => {
        const spent = await redeemMailToken({ db: trx, token, kind: 'confirm' });
        const now = new Date().toISOString();
        return updateUser(trx, spent!.user_id, { email_confirmed_at: now, updated_at: now });
      });
    await pause.ran;
    expect(waited).toBe(true);
    expect(confirmed?.email_confirmed_at).toEqual(expect.any(String));
    const res = await deletion!;
    expect([res.statusCode, res.json()]).toEqual([200, { message: MSG.accountDeleted }]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('auth_tokens').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
