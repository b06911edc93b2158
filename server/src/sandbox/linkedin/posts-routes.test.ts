import { createServer } from 'node:net';
import { getLinkedInGrant } from '../../areas/auth/index';
import { connectedMember } from '../../areas/scheduler/test-helpers';
import { createLinkedInApi, createTextPost, listPostsByAuthor, textPostBody } from '../../integrations/linkedin/index';
import { describeEachDb } from '../../test/db';
import { type TestApp, createTestApp } from '../../test/app';

describeEachDb('LinkedIn sandbox Posts API', (dialect) => {
  let t: TestApp;
  let token: string;
  let sub: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const member = await connectedMember(t, 'Rita Rest');
    const grant = (await getLinkedInGrant({ db: t.db, config: t.config, userId: member.userId }))!;
    token = grant.accessToken;
    sub = grant.sub;
  });
  afterAll(() => t.close());

  const send = (headers: Record<string, string>, body: unknown = textPostBody(sub, 'Hello')) =>
    t.app.inject({ method: 'POST', url: '/sandbox/linkedin/rest/posts', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
  const good = () => ({ authorization: `Bearer ${token}`, 'linkedin-version': t.config.linkedin.apiVersion, 'x-restli-protocol-version': '2.0.0' });

  it('checks the headers LinkedIn requires', async () => {
    const { 'x-restli-protocol-version': _p, ...noProtocol } = good();
    expect((await send(noProtocol)).statusCode).toBe(400);
    const { 'linkedin-version': _v, ...noVersion } = good();
    expect((await send(noVersion)).json()).toMatchObject({ status: 400, code: 'VERSION_MISSING' });
    expect((await send({ ...good(), 'linkedin-version': '202301' })).json()).toMatchObject({ status: 426, code: 'NONEXISTENT_VERSION' });
    expect((await send({ ...good(), authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it("refuses another member's author URN (403) and a body without commentary or lifecycle (422)", async () => {
    expect((await send(good(), textPostBody('someone-else', 'Hi'))).statusCode).toBe(403);
    const { commentary: _c, ...noCommentary } = textPostBody(sub, 'x');
    expect((await send(good(), noCommentary)).statusCode).toBe(422);
    expect((await send(good(), { ...textPostBody(sub, 'x'), lifecycleState: 'DRAFT' })).statusCode).toBe(422);
  });

  it('answers 201 with the URN, refuses a duplicate, and lists by author; reads unescaped text as LinkedIn does (cut short)', async () => {
    const created = await send(good(), textPostBody(sub, 'First (post)'));
    expect(created.statusCode).toBe(201);
    expect(created.headers['x-restli-id']).toMatch(/^urn:li:share:\d{19}$/);
    const again = await send(good(), textPostBody(sub, 'First (post)'));
    expect(again.json()).toMatchObject({ status: 422, code: 'DUPLICATE_POST' });
    const raw = await send(good(), { ...textPostBody(sub, ''), commentary: 'Raw text (cut here' });
    expect(raw.statusCode).toBe(201);
    const stored = await t.db.selectFrom('sandbox_linkedin_posts').selectAll().where('id', '=', String(raw.headers['x-restli-id'])).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ shown_text: 'Raw text ', truncated: 1 });

    const list = await t.app.inject({ method: 'GET', url: `/sandbox/linkedin/rest/posts?q=author&author=${encodeURIComponent(`urn:li:person:${sub}`)}`, headers: good() });
    expect(list.json().elements.map((e: { id: string }) => e.id)).toEqual([raw.headers['x-restli-id'], created.headers['x-restli-id']]);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/linkedin/rest/posts', headers: good() })).statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/linkedin/feed/update/${created.headers['x-restli-id']}` });
    expect(page.body).toContain('First (post)');
  });

  it("lists only the token's own member's posts: another author answers 403, as LinkedIn does", async () => {
    const other = await connectedMember(t, 'Otto Other');
    const otherGrant = (await getLinkedInGrant({ db: t.db, config: t.config, userId: other.userId }))!;
    const theirs = await send({ ...good(), authorization: `Bearer ${otherGrant.accessToken}` }, textPostBody(otherGrant.sub, 'Only mine to read'));
    expect(theirs.statusCode).toBe(201);
    const list = (author: string, bearer = token) =>
      t.app.inject({ method: 'GET', url: `/sandbox/linkedin/rest/posts?q=author&author=${encodeURIComponent(author)}`, headers: { ...good(), authorization: `Bearer ${bearer}` } });
    const peek = await list(`urn:li:person:${otherGrant.sub}`);
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
    expect(JSON.stringify(peek.json())).not.toContain('Only mine to read');
    // The owner reads their own, and the product's client still works against the sandbox.
    expect((await list(`urn:li:person:${otherGrant.sub}`, otherGrant.accessToken)).json().elements.map((e: { commentary: string }) => e.commentary)).toEqual(['Only mine to read']);
    const api = createLinkedInApi({ baseUrl: t.config.linkedin.apiUrl, version: t.config.linkedin.apiVersion, fetch: t.ctx.sandboxFetch.fetch });
    expect((await listPostsByAuthor({ api, accessToken: otherGrant.accessToken, authorSub: otherGrant.sub })).map((p) => p.commentary)).toEqual(['Only mine to read']);
    await expect(listPostsByAuthor({ api, accessToken: token, authorSub: otherGrant.sub })).rejects.toThrow(/403/);
  });

  it('the client classifies injected failures', async () => {
    const api = createLinkedInApi({ baseUrl: t.config.linkedin.apiUrl, version: t.config.linkedin.apiVersion, fetch: t.ctx.sandboxFetch.fetch });
    const post = (text: string) => createTextPost({ api, accessToken: token, authorSub: sub, text, timeoutMs: 500 });
    const fault = (f: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/sandbox/linkedin/_sandbox/faults', payload: f });
    await fault({ status: 401 });
    expect(await post('a')).toMatchObject({ outcome: 'unauthorized' });
    await fault({ status: 429 });
    expect(await post('b')).toEqual({ outcome: 'rate-limited', retryAfterMs: null });
    await fault({ status: 500 });
    expect(await post('c')).toMatchObject({ outcome: 'unknown' });
    await fault({ status: 422 });
    expect(await post('d')).toMatchObject({ outcome: 'refused', status: 422, code: 'DUPLICATE_POST' });
    await fault({ hang: true, delay_ms: 800 });
    expect(await post('e')).toMatchObject({ outcome: 'unknown', message: 'LinkedIn did not answer in time' });
    expect(await post('f')).toMatchObject({ outcome: 'created' });
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const down = createLinkedInApi({ baseUrl: `http://127.0.0.1:${closed}`, version: '202610' });
    expect(await createTextPost({ api: down, accessToken: token, authorSub: sub, text: 'g' })).toMatchObject({ outcome: 'not-sent' });
  });
});
