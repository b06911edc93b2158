import { describeEachDb } from '../../test/db';
import { type TestApp, createTestApp } from '../../test/app';
import { type Member, connectedMember, injectFault, waitFor } from './test-helpers';
import { publishJobKey } from './service';
import { seedDuePosts } from './testing/seed';
import { type PublishWorker, dbTarget, spawnPublishWorker } from './testing/spawn';

describeEachDb('scheduler publishing with worker processes', (dialect) => {
  let t: TestApp;
  const workers: PublishWorker[] = [];
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await t.close();
  });

  const statuses = async (member: Member) =>
    Object.fromEntries(
      (
        await t.db
          .selectFrom('scheduled_posts')
          .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('user_id', '=', member.userId)
          .groupBy('status')
          .execute()
      ).map((r) => [r.status, Number(r.n)]),
    );

  it('two workers and 1,000 posts due at the same second: each published exactly once', async () => {
    const member = await connectedMember(t, 'Many Posts');
    const target = await dbTarget(t.db, t.config);
    const pair = [0, 1].map((i) => spawnPublishWorker({ target, workerId: `w${i}`, env: {}, concurrency: 20 }));
    workers.push(...pair);
    await Promise.all(pair.map((w) => w.ready));
    const ids = await seedDuePosts(t.db, member.userId, 1000, Date.now() + 1000);
    await waitFor(() => statuses(member), (s) => (s.published ?? 0) + (s.failed ?? 0) === 1000, { timeoutMs: 90_000, everyMs: 500 });
    expect(await statuses(member)).toEqual({ published: 1000 });
    const received = await t.db.selectFrom('sandbox_linkedin_posts').select(['id', 'shown_text']).where('author', '=', member.author).execute();
    expect(received).toHaveLength(1000);
    expect(new Set(received.map((r) => r.shown_text)).size).toBe(1000);
    const urns = await t.db.selectFrom('scheduled_posts').select('linkedin_urn').where('id', 'in', ids).execute();
    expect(new Set(urns.map((u) => u.linkedin_urn))).toEqual(new Set(received.map((r) => r.id)));
    const stats = await Promise.all(pair.map((w) => w.stop()));
    const claimed = stats.map((s) => Number(s?.claimed ?? 0));
    expect(claimed.every((n) => n > 0)).toBe(true); // both took part
  }, 120_000);

  it('a worker SIGKILLed while LinkedIn hangs: the post ends failed "not confirmed" and LinkedIn received it once', async () => {
    const member = await connectedMember(t, 'Killed Worker');
    const target = await dbTarget(t.db, t.config);
    await injectFault(t.app, { hang: true, delay_ms: 60_000, author: member.author });
    const doomed = spawnPublishWorker({ target, workerId: 'doomed', env: {}, leaseMs: 1500 });
    workers.push(doomed);
    await doomed.ready;
    const [id] = await seedDuePosts(t.db, member.userId, 1, Date.now());
    await waitFor(() => t.db.selectFrom('sandbox_linkedin_posts').select('id').where('author', '=', member.author).execute(), (rows) => rows.length === 1);
    expect((await t.db.selectFrom('scheduled_posts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('publishing');
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    await t.app.inject({ method: 'DELETE', url: '/sandbox/linkedin/_sandbox/faults' });

    const rescuer = spawnPublishWorker({ target, workerId: 'rescuer', env: {}, leaseMs: 1500 });
    workers.push(rescuer);
    await rescuer.ready;
    const post = await waitFor(
      () => t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      (r) => r.status !== 'publishing',
      { timeoutMs: 20_000 },
    );
    expect(post).toMatchObject({ status: 'failed', error: 'not confirmed: check LinkedIn before retrying' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await t.db.selectFrom('sandbox_linkedin_posts').select('id').where('author', '=', member.author).execute()).toHaveLength(1);
    const job = await t.db.selectFrom('jobs').select('status').where('key', '=', publishJobKey(id, post.scheduled_at)).executeTakeFirstOrThrow();
    expect(job.status).toBe('unknown');
    await rescuer.stop();
  }, 60_000);
});
