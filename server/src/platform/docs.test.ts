import { type TestApp, createTestApp } from '../test/app';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('PostPilot API');
    const health = doc.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties.database).toBeDefined();
    expect(doc.paths['/remotes.json']).toBeDefined();
    // Static file routes and the docs route itself stay out of the document.
    expect(Object.keys(doc.paths).filter((p) => p.includes('*') || p === '/api/docs')).toEqual([]);
  });
});
