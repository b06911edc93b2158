import { HealthResponse } from 'shared/contracts';
import { type TestApp, createTestApp } from '../test/app';
import { describeEachDb } from '../test/db';

describeEachDb('GET /api/health', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('reports ok with the database dialect and latency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponse.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: { dialect, ok: true }, mode: 'local', version: '1.0.0' });
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded when the database is gone', async () => {
    const broken = await createTestApp({ dialect });
    await broken.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { dialect, ok: false } });
    await broken.close();
  });
});
