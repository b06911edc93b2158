import { fromLittleText, listPostsByAuthor } from '../../integrations/linkedin/index';
import { type JobRunner, startJobRunner } from '../../platform/jobs/index';
import { describeEachDb } from '../../test/db';
import { type TestApp, createTestApp } from '../../test/app';
import { readOutbox } from '../auth/test-helpers';
import { getLinkedInGrant } from '../auth/index';
import { schedulerArea } from './index';
import { publishScheduledPost } from './publish-service';
import { type Member, call, connectedMember, inMs, injectFault, waitFor } from './test-helpers';

describeEachDb('scheduler publishing against the LinkedIn sandbox', (dialect) => {
  let t: TestApp;
  let runner: JobRunner;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    runner = startJobRunner({ db: t.db, ctx: t.ctx, jobs: schedulerArea.jobs!, idlePollMs: 100, workerId: 'publish-test' });
  });
  afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/linkedin/_sandbox/faults' }));
  afterAll(async () => {
    await runner.stop();
    await t.close();
  });

  const schedule = async (member: Member, content: string, at = inMs(300)) => {
    const res = await call(t.app, 'POST', '/api/scheduler/schedule', member.token, { content, scheduled_time: at, platform: 'linkedin', timezone: 'Europe/Paris' });
    if (res.statusCode !== 200) throw new Error(`schedule answered ${res.statusCode}: ${res.body}`);
    return res.json() as { id: string };
  };
  const row = (id: string) => t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const settled = (id: string) => waitFor(() => row(id), (r) => r.status === 'published' || r.status === 'failed');
  const received = (member: Member) => t.db.selectFrom('sandbox_linkedin_posts').selectAll().where('author', '=', member.author).execute();

  it('publishes on time and LinkedIn shows every character', async () => {
    const ada = await connectedMember(t, 'Ada Publisher');
    const text = 'Launch day (finally)! [v2.0] ships {today}\nC# devs, a_b_c, ~50% <faster> *really* @team | #Launch #DevTools\n🚀 https://example.com/a_(b)#c \\o/';
    const at = inMs(400);
    const post = await schedule(ada, text, at);
    const done = await settled(post.id);
    expect(done).toMatchObject({ status: 'published', error: null });
    expect(done.linkedin_url).toBe(`https://www.linkedin.com/feed/update/${done.linkedin_urn}`);
    expect(Date.parse(done.published_at!) - Date.parse(at)).toBeLessThan(5000);
    const [stored] = await received(ada);
    expect(stored).toMatchObject({ id: done.linkedin_urn, shown_text: text, truncated: 0 });
    expect(JSON.parse(stored.body)).toMatchObject({
      author: ada.author,
      visibility: 'PUBLIC',
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    });
    // GET /rest/posts?q=author through the same client reads it back exactly.
    const grant = (await getLinkedInGrant({ db: t.db, config: t.config, userId: ada.userId }))!;
    const listed = await listPostsByAuthor({ api: t.ctx.integrations.linkedin.api, accessToken: grant.accessToken, authorSub: grant.sub });
    expect(listed.map((p) => [p.id, fromLittleText(p.commentary).text])).toEqual([[done.linkedin_urn, text]]);
    const api = (await call(t.app, 'GET', '/api/scheduler/posts', ada.token)).json().posts[0];
    expect(api).toMatchObject({ status: 'published', linkedin_url: done.linkedin_url });
  });

  it('401 → failed "connection expired", the connection is marked expired, and the member is e-mailed', async () => {
    const bob = await connectedMember(t, 'Bob Expired');
    await injectFault(t.app, { status: 401, author: bob.author });
    const post = await schedule(bob, 'Token revoked meanwhile');
    expect(await settled(post.id)).toMatchObject({ status: 'failed', error: 'LinkedIn connection expired: reconnect and retry' });
    expect((await call(t.app, 'GET', '/api/linkedin/connection-status', bob.token)).json().connected).toBe(false);
    // The mail goes out just after the post is marked failed (the job's last step): waited for, not raced.
    const mails = await waitFor(() => readOutbox(t.app, bob.email), (m) => m.length > 0);
    expect(mails[0]).toMatchObject({ subject: 'A scheduled LinkedIn post was not published' });
    expect(mails[0].text).toContain('LinkedIn connection expired: reconnect and retry');
    // Retrying needs a connection again.
    expect((await call(t.app, 'POST', `/api/scheduler/posts/${post.id}/retry`, bob.token)).statusCode).toBe(409);
  });

  it('a duplicate is refused by LinkedIn (422 DUPLICATE_POST) → failed in plain words; no e-mail when the member turned e-mail off', async () => {
    const cy = await connectedMember(t, 'Cy Duplicate');
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: { authorization: `Bearer ${cy.token}` },
      payload: { email: false, trendingTopics: true, latestIdeas: true, updates: true },
    });
    expect(prefs.statusCode).toBe(200);
    const first = await schedule(cy, 'Same words twice');
    expect(await settled(first.id)).toMatchObject({ status: 'published' });
    const second = await schedule(cy, 'Same words twice');
    expect(await settled(second.id)).toMatchObject({ status: 'failed', error: 'LinkedIn refused the post as a duplicate of one already on your profile.' });
    expect(await received(cy)).toHaveLength(1);
    expect(await readOutbox(t.app, cy.email)).toHaveLength(0);
  });

  it('400 and 403 refusals fail with the reason', async () => {
    const di = await connectedMember(t, 'Di Refused');
    await injectFault(t.app, { status: 400, message: 'Commentary contains a forbidden link', author: di.author });
    const a = await schedule(di, 'A refused post');
    expect(await settled(a.id)).toMatchObject({ status: 'failed', error: 'LinkedIn refused the post: Commentary contains a forbidden link' });
    await injectFault(t.app, { status: 403, author: di.author });
    const b = await schedule(di, 'A forbidden post');
    expect((await settled(b.id)).error).toMatch(/does not allow posting/);
  });

  it('500 → failed "not confirmed", never sent again', async () => {
    const ed = await connectedMember(t, 'Ed Unknown');
    await injectFault(t.app, { status: 500, author: ed.author, count: 5 });
    const post = await schedule(ed, 'Server trouble');
    expect(await settled(post.id)).toMatchObject({ status: 'failed', error: 'not confirmed: check LinkedIn before retrying' });
    await new Promise((r) => setTimeout(r, 500));
    expect((await row(post.id)).status).toBe('failed');
    // One job, run once: the handler recorded the post's failure itself.
    expect(await t.db.selectFrom('jobs').select(['status', 'attempts']).where('key', 'like', `scheduler.publish:${post.id}:%`).execute()).toEqual([{ status: 'done', attempts: 1 }]);
    // The member checked LinkedIn and retries: it publishes now.
    await t.app.inject({ method: 'DELETE', url: '/sandbox/linkedin/_sandbox/faults' });
    const retry = await call(t.app, 'POST', `/api/scheduler/posts/${post.id}/retry`, ed.token);
    expect(retry.json()).toMatchObject({ status: 'scheduled', error: null });
    expect(await settled(post.id)).toMatchObject({ status: 'published' });
    expect(await received(ed)).toHaveLength(1);
  });

  it('429 → back to scheduled and published once LinkedIn takes it; after an hour of refusals, failed', async () => {
    const fay = await connectedMember(t, 'Fay Throttled');
    await injectFault(t.app, { status: 429, retry_after: 1, author: fay.author });
    const post = await schedule(fay, 'Throttled at first');
    const back = await waitFor(() => row(post.id), (r) => r.rate_limited_since !== null);
    expect(back.status).toBe('scheduled');
    expect(await settled(post.id)).toMatchObject({ status: 'published', rate_limited_since: null });

    const other = await schedule(fay, 'Throttled for too long', inMs(1500));
    await t.db.updateTable('scheduled_posts').set({ rate_limited_since: new Date(Date.now() - 3600_000).toISOString() }).where('id', '=', other.id).execute();
    await injectFault(t.app, { status: 429, author: fay.author });
    expect(await settled(other.id)).toMatchObject({ status: 'failed', error: 'LinkedIn refused to take posts for an hour (too many requests). Retry later.' });
  });

  it('a hang (LinkedIn received it, no answer) → failed "not confirmed"; the sandbox holds it once', async () => {
    const gus = await connectedMember(t, 'Gus Hang');
    await injectFault(t.app, { hang: true, delay_ms: 1000, author: gus.author });
    const post = await schedule(gus, 'Into the void', inMs(3600_000));
    const current = await row(post.id);
    await t.db.deleteFrom('jobs').where('key', 'like', `scheduler.publish:${post.id}:%`).execute();
    await publishScheduledPost({ ctx: t.ctx, payload: { postId: post.id, scheduledAt: current.scheduled_at }, timeoutMs: 300 });
    expect(await row(post.id)).toMatchObject({ status: 'failed', error: 'not confirmed: check LinkedIn before retrying' });
    expect(await received(gus)).toHaveLength(1);
    // Running the same job again changes nothing: the post is no longer scheduled for that time.
    await publishScheduledPost({ ctx: t.ctx, payload: { postId: post.id, scheduledAt: current.scheduled_at }, timeoutMs: 300 });
    expect(await received(gus)).toHaveLength(1);
  });

  it('a post deleted or moved before its time is not published at the old time', async () => {
    const hal = await connectedMember(t, 'Hal Mover');
    const gone = await schedule(hal, 'Deleted before', inMs(600));
    const moved = await schedule(hal, 'Moved later', inMs(600));
    await call(t.app, 'DELETE', `/api/scheduler/posts/${gone.id}`, hal.token);
    await call(t.app, 'PATCH', `/api/scheduler/posts/${moved.id}`, hal.token, { scheduled_time: inMs(3600_000) });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await received(hal)).toHaveLength(0);
    expect((await row(moved.id)).status).toBe('scheduled');
  });
});

describeEachDb('scheduler publishing with an expired API version', (dialect) => {
  it('426 NONEXISTENT_VERSION → failed with an operator error', async () => {
    const t = await createTestApp({ dialect, env: { LINKEDIN_API_VERSION: '202301' } });
    try {
      const ivy = await connectedMember(t, 'Ivy Version');
      const res = await call(t.app, 'POST', '/api/scheduler/schedule', ivy.token, { content: 'Old version', scheduled_time: inMs(3600_000), timezone: 'UTC', platform: 'linkedin' });
      const current = await t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
      await publishScheduledPost({ ctx: t.ctx, payload: { postId: current.id, scheduledAt: current.scheduled_at } });
      const after = await t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
      expect(after).toMatchObject({ status: 'failed', error: expect.stringMatching(/API version/) });
    } finally {
      await t.close();
    }
  });
});
