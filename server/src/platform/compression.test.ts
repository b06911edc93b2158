import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createMember } from '../areas/generator/test-support';
import { type FakeProvider, startFakeProvider } from '../integrations/llm/testing/fake-provider';
import { type TestApp, createTestApp } from '../test/app';
import { describeEachDb } from '../test/db';

/** The API's JSON is compressed on the fly above 1 KB; the chat's server-sent events never are, nor buffered. */
describeEachDb('API compression', (dialect) => {
  let t: TestApp;
  let provider: FakeProvider;

  beforeAll(async () => {
    provider = await startFakeProvider();
    t = await createTestApp({ dialect, env: { LLM_BASE_URL: provider.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('compresses a large JSON answer with brotli or gzip, by Accept-Encoding', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small JSON as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('streams server-sent events uncompressed, each event as it is written', async () => {
    const m = await createMember(t.db);
    // Three chunks 400 ms apart: a buffering or compressing layer would hold the first one back.
    provider.queue.push({ kind: 'stream', chunks: ['One ', 'two ', 'three?'], chunkDelayMs: 400 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const started = Date.now();
    const result = await new Promise<{ headers: http.IncomingHttpHeaders; firstDeltaMs: number; endMs: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/linkedin-gpt/generate',
          headers: { ...m.headers, 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
        },
        (res) => {
          let body = '';
          let firstDeltaMs = -1;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
            if (firstDeltaMs < 0 && body.includes('event: delta')) firstDeltaMs = Date.now() - started;
          });
          res.on('end', () => resolve({ headers: res.headers, firstDeltaMs, endMs: Date.now() - started, body }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ user_input: 'Counting' }));
    });
    expect(result.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(result.headers['content-encoding']).toBeUndefined();
    expect(result.body).toContain('event: done');
    expect(result.firstDeltaMs).toBeGreaterThan(0);
    expect(result.endMs - result.firstDeltaMs).toBeGreaterThan(600);
  });
});
