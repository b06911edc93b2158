import { createTestDb, type TestDb, TEST_DIALECTS } from '../../test/db';
import { createSession, createUser } from '../../test/factories';
import { pruneExpiredAuthData } from './prune';
import { hashToken } from './tokens';

describe.each(TEST_DIALECTS)('pruneExpiredAuthData [%s]', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
  });
  afterAll(() => t.destroy());

  it('removes expired sessions and states, keeps live ones', async () => {
    const { user } = await createUser(t.db);
    const live = await createSession(t.db, user.id);
    const dead = await createSession(t.db, user.id);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('sessions').set({ expires_at: past }).where('token_hash', '=', hashToken(dead)).execute();
    await t.db
      .insertInto('oauth_states')
      .values({ state: 'old', intent: 'login', user_id: null, nonce: 'n', created_at: past, expires_at: past, used_at: null })
      .execute();
    expect(await pruneExpiredAuthData(t.db)).toEqual({ sessions: 1, tokens: 0, states: 1 });
    const left = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(left).toEqual([{ token_hash: hashToken(live) }]);
  });
});
