import { CreatorsResponse, FollowResponse } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../../test/app';
import { describeEachDb } from '../../../test/db';
import { clearCorpus, createMember, insertAuthor } from './test-support';

describeEachDb('rising creators', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    await clearCorpus(t.db);
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return CreatorsResponse.parse(res.json()).creators;
  };
  const handles = (list: { handle: string }[]) => list.map((c) => c.handle);

  describe('ranking, domains, search and limits', () => {
    beforeAll(async () => {
      // 25 tech authors with distinct scores, and a few elsewhere.
      for (let i = 0; i < 25; i++) {
        await insertAuthor(t.db, { handle: `tech${String(i).padStart(2, '0')}`, domain: 'tech', rising_score: i, name: `Tech Person ${i}` });
      }
      await insertAuthor(t.db, {
        handle: 'nia.hart',
        name: 'Nia Hart',
        domain: 'marketing',
        bio: 'Growth marketer: pricing pages and honest funnels. 100% organic.',
        rising_score: 30,
        follower_count: 48_250,
        follower_growth_pct: 14.26,
        engagement_rate: 4.26,
        is_verified: 1,
        profile_image_url: '/api/authentic-viral/avatars/x.svg',
      });
      await insertAuthor(t.db, { handle: 'omar_ships', name: 'Omar Diaz', domain: 'design', bio: 'Designs pricing pages for funnels.', rising_score: 12 });
      await insertAuthor(t.db, { handle: 'hartley', name: 'Sam Hartley', domain: 'sales', bio: 'Cold email teardown.', rising_score: 2 });
    });

    it('ranks a domain by rising score, 20 by default, only that domain', async () => {
      const tech = await get('/api/creators/rising?domain=tech');
      expect(tech).toHaveLength(20);
      expect(handles(tech)).toEqual(Array.from({ length: 20 }, (_, i) => `tech${String(24 - i).padStart(2, '0')}`));
      expect(tech.every((c) => c.category === 'tech')).toBe(true);
      expect(handles(await get('/api/creators/rising?domain=tech&limit=3'))).toEqual(['tech24', 'tech23', 'tech22']);
      expect(await get('/api/creators/rising?domain=tech&limit=100')).toHaveLength(25);
      expect(handles(await get('/api/creators/rising?domain=design'))).toEqual(['omar_ships']);
      expect(await get('/api/creators/rising?domain=healthcare')).toEqual([]);
    });

    it("'all' (the default) ranks every domain together", async () => {
      const all = await get('/api/creators/rising?limit=4');
      expect(handles(all)).toEqual(['nia.hart', 'tech24', 'tech23', 'tech22']);
      expect(handles(await get('/api/creators/rising?domain=all&limit=4'))).toEqual(handles(all));
    });

    it('a token that opens no session is 401 on every discovery read (an expired session signs in again, never shown a visitor\'s page)', async () => {
      for (const url of ['/api/creators/rising', '/api/templates/frameworks', '/api/authentic-viral/posts']) {
        const bearer = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-session' } });
        expect([url, bearer.statusCode, bearer.json()]).toEqual([url, 401, { detail: 'Not authenticated' }]);
        const cookie = await t.app.inject({ method: 'GET', url, headers: { cookie: 'auth_token=not-a-session' } });
        expect([url, cookie.statusCode]).toEqual([url, 401]);
        // Without any token: a visitor.
        expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
      }
    });

    it('answers the SPEC.md §7 shape (no is_following for a visitor)', async () => {
      const [nia] = await get('/api/creators/rising?domain=marketing');
      expect(nia).toEqual({
        id: expect.stringMatching(/^va_[0-9a-f]{16}$/),
        name: 'Nia Hart',
        handle: 'nia.hart',
        platform: 'linkedin',
        profile_image_url: '/api/authentic-viral/avatars/x.svg',
        follower_count: 48_250,
        bio: 'Growth marketer: pricing pages and honest funnels. 100% organic.',
        category: 'marketing',
        engagement_rate: 4.3,
        growth_rate: 14.3,
        is_verified: true,
      });
      // An invented author has no picture of its own: the corpus serves a generated avatar (ours, never a third party's).
      const [omar] = await get('/api/creators/rising?domain=design');
      expect(omar.profile_image_url).toBe(`/api/authentic-viral/avatars/${omar.id}.svg`);
    });

    it('searches name, handle and bio, any case, every word, handles with @', async () => {
      expect(handles(await get('/api/creators/rising?search=FUNNELS'))).toEqual(['nia.hart', 'omar_ships']);
      expect(handles(await get('/api/creators/rising?search=funnels%20honest'))).toEqual(['nia.hart']);
      expect(handles(await get('/api/creators/rising?search=%40omar_ships'))).toEqual(['omar_ships']);
      // '@' alone names no one: a 400, not every creator said to match it.
      for (const search of ['%40', '%40%40', '%40%20%40']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/creators/rising?search=${search}` });
        expect([search, res.statusCode, res.json()]).toEqual([search, 400, { detail: 'Search must hold a name, handle or word, not only @' }]);
      }
      expect(handles(await get('/api/creators/rising?search=diaz'))).toEqual(['omar_ships']);
      expect(handles(await get('/api/creators/rising?search=funnels&domain=design'))).toEqual(['omar_ships']);
      expect(await get('/api/creators/rising?search=nobody-like-this')).toEqual([]);
      // Matches keep the ranking.
      expect(handles(await get('/api/creators/rising?search=hart'))).toEqual(['nia.hart', 'hartley']);
      // LIKE wildcards are literal.
      expect(handles(await get('/api/creators/rising?search=100%25'))).toEqual(['nia.hart']);
      expect(handles(await get('/api/creators/rising?search=_'))).toEqual(['omar_ships']);
      // Empty or blank search: everyone.
      expect(await get('/api/creators/rising?search=%20%20&domain=tech&limit=100')).toHaveLength(25);
    });

    it('reads an empty parameter as absent, as the viral posts and the rest of the API do (limit=, domain=, search=)', async () => {
      const byDefault = handles(await get('/api/creators/rising'));
      expect(byDefault).toHaveLength(20);
      for (const query of ['limit=', 'limit=%20', 'domain=', 'domain=%20', 'search=', 'limit=&domain=&search=']) {
        expect(handles(await get(`/api/creators/rising?${query}`))).toEqual(byDefault);
      }
      expect(handles(await get('/api/creators/rising?domain=tech&limit='))).toEqual(handles(await get('/api/creators/rising?domain=tech')));
    });

    it.each([
      ['/api/creators/rising?domain=space', /^Domain /],
      ['/api/creators/rising?limit=0', /^Limit /],
      ['/api/creators/rising?limit=101', /^Limit /],
      ['/api/creators/rising?limit=ten', /^Limit /],
      ['/api/creators/rising?limit=2.5', /^Limit /],
      // Only decimal digits: not hexadecimal or an exponent read as another number (0x10 was 16 creators).
      ['/api/creators/rising?limit=0x10', /^Limit /],
      ['/api/creators/rising?limit=1e1', /^Limit /],
      ['/api/creators/rising?limit=%2B5', /^Limit /],
      [`/api/creators/rising?search=${'a'.repeat(101)}`, /^Search /],
      // A ninth word is refused, not dropped (creators without it would be answered as matches).
      ['/api/creators/rising?search=one%20two%20three%20four%20five%20six%20seven%20eight%20nine', /^Search must be at most 8 words$/],
    ])('refuses %s with 400 {detail}', async (url, mentions) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['detail']);
      expect(res.json().detail).toMatch(mentions);
    });
  });

  describe('follows', () => {
    let a: string;
    let b: string;
    beforeAll(async () => {
      a = await insertAuthor(t.db, { handle: 'follow_a', domain: 'finance', rising_score: 5 });
      b = await insertAuthor(t.db, { handle: 'follow_b', domain: 'finance', rising_score: 4 });
    });
    const follow = (method: 'POST' | 'DELETE', id: string, headers: Record<string, string>) =>
      t.app.inject({ method, url: `/api/creators/${encodeURIComponent(id)}/follow`, headers });

    it('follows and unfollows, idempotently, per member', async () => {
      const me = await createMember(t.db);
      const other = await createMember(t.db);
      const first = await follow('POST', a, me.headers);
      expect(first.statusCode).toBe(200);
      expect(FollowResponse.parse(first.json())).toEqual({ success: true, creator_id: a, is_following: true, message: 'Following creator' });
      expect((await follow('POST', a, me.headers)).statusCode).toBe(200);
      await follow('POST', b, me.headers);

      const following = await get('/api/creators/following', me.headers);
      expect(handles(following)).toHaveLength(2);
      expect(new Set(handles(following))).toEqual(new Set(['follow_a', 'follow_b']));
      expect(following.every((c) => c.is_following === true)).toBe(true);
      const finance = await get('/api/creators/rising?domain=finance', me.headers);
      expect(finance.map((c) => [c.handle, c.is_following])).toEqual([['follow_a', true], ['follow_b', true]]);

      // Another member sees none of it.
      expect(await get('/api/creators/following', other.headers)).toEqual([]);
      expect((await get('/api/creators/rising?domain=finance', other.headers)).map((c) => c.is_following)).toEqual([false, false]);

      const off = await follow('DELETE', a, me.headers);
      expect(off.json()).toEqual({ success: true, creator_id: a, is_following: false, message: 'Unfollowed creator' });
      expect((await follow('DELETE', a, me.headers)).statusCode).toBe(200);
      expect(handles(await get('/api/creators/following', me.headers))).toEqual(['follow_b']);
      // A search says it too (the same statement reads the follows on every search path).
      const searched = await get('/api/creators/rising?domain=finance&search=follow', me.headers);
      expect(searched.map((c) => [c.handle, c.is_following])).toEqual([['follow_a', false], ['follow_b', true]]);
      // The other member unfollowing changes nothing for me.
      expect((await follow('DELETE', b, other.headers)).statusCode).toBe(200);
      expect(handles(await get('/api/creators/following', me.headers))).toEqual(['follow_b']);
    });

    it('lists the most recent follow first', async () => {
      const me = await createMember(t.db);
      await follow('POST', b, me.headers);
      await new Promise((r) => setTimeout(r, 5));
      await follow('POST', a, me.headers);
      expect(handles(await get('/api/creators/following', me.headers))).toEqual(['follow_a', 'follow_b']);
    });

    it('answers 404 for a creator the corpus does not have, 401 without a session', async () => {
      const me = await createMember(t.db);
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await follow(method, 'va_0000000000000000', me.headers);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: 'Creator not found' });
        expect((await follow(method, a, {})).statusCode).toBe(401);
        expect((await follow(method, 'x'.repeat(65), me.headers)).statusCode).toBe(400);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/creators/following' })).statusCode).toBe(401);
      expect(await get('/api/creators/following', me.headers)).toEqual([]);
    });

    it('a follow of a creator later removed from the corpus is hidden, can be undone, and is in the export', async () => {
      const me = await createMember(t.db);
      const gone = await insertAuthor(t.db, { handle: 'soon_gone', domain: 'hr' });
      await follow('POST', gone, me.headers);
      await new Promise((r) => setTimeout(r, 5)); // the export lists the most recent follow first
      await follow('POST', a, me.headers);
      const exported = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: me.headers });
      expect(exported.statusCode).toBe(200);
      expect(exported.json().creator_follows).toEqual([
        { creator_id: a, handle: 'follow_a', followed_at: expect.any(String) },
        { creator_id: gone, handle: 'soon_gone', followed_at: expect.any(String) },
      ]);
      await t.db.deleteFrom('viral_authors').where('id', '=', gone).execute();
      expect(handles(await get('/api/creators/following', me.headers))).toEqual(['follow_a']);
      expect((await follow('DELETE', gone, me.headers)).statusCode).toBe(200);
      expect((await follow('DELETE', gone, me.headers)).statusCode).toBe(404);
    });

    /** `n` follows of creators the corpus does not have (hidden from every list), written straight in. */
    const insertGhostFollows = async (userId: string, n: number) => {
      const at = new Date(Date.now() - 60_000).toISOString();
      for (let i = 0; i < n; i += 1000) {
        const rows = Array.from({ length: Math.min(1000, n - i) }, (_, j) => ({ user_id: userId, creator_id: `va_ghost${i + j}`, created_at: at }));
        await t.db.insertInto('creator_follows').values(rows).execute();
      }
    };

    it('stops a member at 1,000 follows (409 with a detail); following again is fine there, an unfollow makes room', async () => {
      const me = await createMember(t.db);
      await insertGhostFollows(me.userId, 999);
      expect((await follow('POST', a, me.headers)).statusCode).toBe(200);
      const refused = await follow('POST', b, me.headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: 'You follow 1,000 creators, the most one account can. Unfollow one to follow another.' });
      expect((await follow('POST', a, me.headers)).statusCode).toBe(200);
      expect((await follow('DELETE', a, me.headers)).statusCode).toBe(200);
      expect((await follow('POST', b, me.headers)).statusCode).toBe(200);
      expect(handles(await get('/api/creators/following', me.headers))).toEqual(['follow_b']);
      // Another member is not affected by this one's limit.
      expect((await follow('POST', b, (await createMember(t.db)).headers)).statusCode).toBe(200);
    });

    it('holds the 1,000-follow limit when many follows arrive at once', async () => {
      const me = await createMember(t.db);
      await insertGhostFollows(me.userId, 990);
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) ids.push(await insertAuthor(t.db, { handle: `race_${i}`, domain: 'hr' }));
      const answers = await Promise.all(ids.map((id) => follow('POST', id, me.headers)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(20);
      const stored = await t.db.selectFrom('creator_follows').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', me.userId).executeTakeFirst();
      expect(Number(stored?.n)).toBe(1000);
      // Following again at the limit is still fine, all at once too.
      const again = await Promise.all(ids.map((id, i) => (answers[i]!.statusCode === 200 ? follow('POST', id, me.headers) : null)));
      expect(again.filter((r) => r && r.statusCode !== 200)).toEqual([]);
      await t.db.deleteFrom('viral_authors').where('id', 'in', ids).execute();
    });

    it('lists and exports the follows of a member with more of them than one statement can bind (no 500)', async () => {
      const me = await createMember(t.db);
      await insertGhostFollows(me.userId, 66_000);
      await follow('DELETE', 'va_ghost0', me.headers);
      await t.db.insertInto('creator_follows').values({ user_id: me.userId, creator_id: a, created_at: new Date().toISOString() }).execute();
      expect(handles(await get('/api/creators/following', me.headers))).toEqual(['follow_a']);
      const exported = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: me.headers });
      expect(exported.statusCode).toBe(200);
      expect(exported.json().creator_follows).toHaveLength(66_000);
    }, 60_000);

    it("deleting the account deletes the member's follows", async () => {
      const me = await createMember(t.db);
      await follow('POST', a, me.headers);
      const del = await t.app.inject({ method: 'DELETE', url: '/api/user/account', payload: { password: me.password }, headers: me.headers });
      expect(del.statusCode).toBe(200);
      expect(await t.db.selectFrom('creator_follows').selectAll().where('user_id', '=', me.userId).execute()).toEqual([]);
    });
  });
});
