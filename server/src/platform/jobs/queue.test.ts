import { describeEachDb } from '../../test/db';
import { type JobsTestDb, createJobsTestDb } from './testing/jobs-test-db';
import { jobById } from './testing/helpers';
import { cancelJob, enqueueJob, enqueueJobs } from './queue';

describeEachDb('jobs queue', (dialect) => {
  let t: JobsTestDb;
  beforeAll(async () => {
    t = await createJobsTestDb(dialect);
  });
  afterAll(() => t.destroy());

  it('stores a pending job with its JSON payload, due now by default', async () => {
    const before = Date.now();
    const id = await enqueueJob(t.db, { kind: 'q.plain', payload: { postId: 'p1', n: 2 } });
    const row = await jobById(t.db, id);
    expect(row).toMatchObject({ kind: 'q.plain', status: 'pending', attempts: 0, key: null, lease_owner: null });
    expect(JSON.parse(row.payload)).toEqual({ postId: 'p1', n: 2 });
    expect(row.run_at).toBeGreaterThanOrEqual(before);
    expect(row.run_at).toBeLessThanOrEqual(Date.now());
  });

  it('a live key dedupes: enqueueing it again returns the existing id and stores nothing', async () => {
    const first = await enqueueJob(t.db, { kind: 'q.key', key: 'post:1', runAt: Date.now() + 60_000 });
    const again = await enqueueJob(t.db, { kind: 'q.key', key: 'post:1', payload: { other: true } });
    expect(again).toBe(first);
    const rows = await t.db.selectFrom('jobs').select(['id', 'payload']).where('key', '=', 'post:1').execute();
    expect(rows).toEqual([{ id: first, payload: 'null' }]);
  });

  it('a finished job frees its key', async () => {
    const first = await enqueueJob(t.db, { kind: 'q.key', key: 'post:2' });
    await t.db.updateTable('jobs').set({ status: 'done', finished_at: Date.now() }).where('id', '=', first).execute();
    const second = await enqueueJob(t.db, { kind: 'q.key', key: 'post:2' });
    expect(second).not.toBe(first);
    expect((await jobById(t.db, second)).status).toBe('pending');
  });

  it('enqueues many in input order, deduping keys within the batch and against stored jobs', async () => {
    const stored = await enqueueJob(t.db, { kind: 'q.many', key: 'many:0' });
    const ids = await enqueueJobs(t.db, [
      { kind: 'q.many', key: 'many:0' },
      { kind: 'q.many', payload: 1 },
      { kind: 'q.many', key: 'many:1' },
      { kind: 'q.many', key: 'many:1' },
      ...Array.from({ length: 600 }, (_, i) => ({ kind: 'q.many', payload: i })),
    ]);
    expect(ids).toHaveLength(604);
    expect(ids[0]).toBe(stored);
    expect(ids[3]).toBe(ids[2]);
    expect(new Set(ids).size).toBe(603);
    const count = await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'q.many').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(603);
  });

  it('cancels a pending job by id or by key, and nothing that has started or finished', async () => {
    const byId = await enqueueJob(t.db, { kind: 'q.cancel' });
    await enqueueJob(t.db, { kind: 'q.cancel', key: 'cancel:me' });
    const running = await enqueueJob(t.db, { kind: 'q.cancel' });
    await t.db.updateTable('jobs').set({ status: 'running' }).where('id', '=', running).execute();

    expect(await cancelJob(t.db, { id: byId })).toBe(true);
    expect(await cancelJob(t.db, { key: 'cancel:me' })).toBe(true);
    expect(await cancelJob(t.db, { id: byId })).toBe(false);
    expect(await cancelJob(t.db, { id: running })).toBe(false);
    expect(await cancelJob(t.db, { key: 'no-such-key' })).toBe(false);
    const row = await jobById(t.db, byId);
    expect(row.status).toBe('cancelled');
    expect(row.finished_at).not.toBeNull();
    expect((await jobById(t.db, running)).status).toBe('running');
    // The cancelled key is free again.
    const fresh = await enqueueJob(t.db, { kind: 'q.cancel', key: 'cancel:me' });
    expect((await jobById(t.db, fresh)).status).toBe('pending');
  });

  it('rejects a job without a kind or with a bad runAt', async () => {
    await expect(enqueueJob(t.db, { kind: '' })).rejects.toThrow('kind is required');
    await expect(enqueueJob(t.db, { kind: 'q.bad', runAt: Number.NaN })).rejects.toThrow('epoch milliseconds');
  });
});
