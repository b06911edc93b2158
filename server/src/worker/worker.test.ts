import { areas } from '../areas/index';
import type { AreaManifest } from '../areas/types';
import { enqueueJob } from '../platform/jobs/index';
import { waitUntil } from '../platform/jobs/testing/helpers';
import { type TestApp, createTestApp } from '../test/app';
import { describeEachDb } from '../test/db';
import { startWorker } from './worker';

/** The worker runs what the manifests declare: an area's on-demand job, and every recurring job seeded once. */
describeEachDb('worker', (dialect) => {
  let t: TestApp;
  const seen: unknown[] = [];
  const probeArea: AreaManifest = {
    name: 'probe',
    jobs: [{ kind: 'probe.echo', handler: async (payload, ctx) => void seen.push({ payload, hasIntegrations: Boolean(ctx.integrations) }) }],
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, areas: [...areas, probeArea] });
  });
  afterAll(() => t.close());

  it('runs an area job with the app context, and seeds the platform and area schedules', async () => {
    const worker = startWorker({ ctx: t.ctx, areas: [...areas, probeArea] });
    try {
      await enqueueJob(t.db, { kind: 'probe.echo', payload: { hello: 'world' } });
      await waitUntil(async () => seen.length === 1, 'the probe job ran');
      expect(seen).toEqual([{ payload: { hello: 'world' }, hasIntegrations: true }]);
      const recurring = await t.db.selectFrom('jobs').select('key').where('key', 'like', 'schedule:%').execute();
      expect(recurring.map((r) => r.key).sort()).toEqual(expect.arrayContaining(['schedule:auth.prune', 'schedule:platform.prune-rate-limits']));
    } finally {
      await worker.stop();
    }
  });

  it('refuses two jobs of the same kind', () => {
    const twice: AreaManifest = { name: 'twice', jobs: [{ kind: 'auth.prune', handler: async () => undefined }] };
    expect(() => startWorker({ ctx: t.ctx, areas: [...areas, twice] })).toThrow(/auth\.prune/);
  });
});
