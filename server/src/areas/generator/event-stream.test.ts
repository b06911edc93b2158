import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReplyEventStream, gatherMs } from './event-stream';
import { parseSse } from './test-support';

/** Drives a ReplyEventStream on a real HTTP response and reads what a client receives, write by write. */
async function exchange(
  script: (events: ReplyEventStream) => Promise<void>,
  flushMs = 30,
  { headFirst = true }: { headFirst?: boolean } = {},
): Promise<{ writes: string[]; body: string; ended: boolean; headAt: number; firstDataAt: number }> {
  const server = http.createServer((_req, res) => {
    if (headFirst) res.writeHead(200, { 'content-type': 'text/event-stream' });
    void script(new ReplyEventStream(res, flushMs));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    return await new Promise((resolve, reject) => {
      const sent = performance.now();
      http
        .get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (res) => {
          const headAt = performance.now() - sent;
          let firstDataAt = Number.NaN;
          const writes: string[] = [];
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            if (writes.length === 0) firstDataAt = performance.now() - sent;
            writes.push(c);
          });
          res.on('end', () => resolve({ writes, body: writes.join(''), ended: true, headAt, firstDataAt }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ReplyEventStream', () => {
  it('sends the first delta at once and gathers the pieces that follow it closely', async () => {
    const { body } = await exchange(async (events) => {
      events.delta('Hook. ');
      events.delta('Second ');
      events.delta('piece.');
      await sleep(80);
      events.end('done', { content: 'Hook. Second piece.' });
    });
    const frames = parseSse(body);
    expect(frames.map((f) => f.event)).toEqual(['delta', 'delta', 'done']);
    expect(frames.map((f) => f.data.text ?? f.data.content)).toEqual(['Hook. ', 'Second piece.', 'Hook. Second piece.']);
  });

  it('writes what is still gathered, the last event and the end of the response together', async () => {
    const { writes, body, ended } = await exchange(async (events) => {
      events.delta('First. ');
      await sleep(5);
      events.delta('Gathered, not yet sent.');
      events.end('done', { ok: true });
    }, 10_000);
    expect(ended).toBe(true);
    expect(parseSse(body).map((f) => f.event)).toEqual(['delta', 'delta', 'done']);
    // The last write carries the gathered delta and `done`: nothing waits for the 10 s window.
    expect(writes[writes.length - 1]).toMatch(/Gathered, not yet sent[\s\S]*event: done/);
  });

  it('sends the response head with the first delta when it comes in time, in one write', async () => {
    const { writes, headAt, firstDataAt } = await exchange(
      async (events) => {
        events.openWithin({ 'content-type': 'text/event-stream' }, 1000);
        await sleep(40);
        events.delta('Hook. ');
        await sleep(10);
        events.end('done', { content: 'Hook.' });
      },
      30,
      { headFirst: false },
    );
    expect(writes[0]).toMatch(/^event: delta\ndata: \{"text":"Hook. "\}/);
    expect(writes.join('')).not.toContain(': stream open');
    // The head arrived with the delta, not before it.
    expect(firstDataAt - headAt).toBeLessThan(15);
    expect(headAt).toBeGreaterThanOrEqual(35);
  });

  it('opens the stream alone when no event comes in time, and answers an early failure with its event', async () => {
    const slow = await exchange(
      async (events) => {
        events.openWithin({ 'content-type': 'text/event-stream' }, 30);
        await sleep(120);
        events.delta('Late hook.');
        events.end('done', {});
      },
      30,
      { headFirst: false },
    );
    expect(slow.writes[0]).toBe(': stream open\n\n');
    expect(slow.headAt).toBeLessThan(100);
    expect(parseSse(slow.body).map((f) => f.event)).toEqual(['delta', 'done']);

    const failed = await exchange(
      async (events) => {
        events.openWithin({ 'content-type': 'text/event-stream' }, 1000);
        events.end('error', { detail: 'The AI service is unavailable right now. Please try again.', status: 502 });
      },
      30,
      { headFirst: false },
    );
    expect(parseSse(failed.body)).toEqual([{ event: 'error', data: { detail: 'The AI service is unavailable right now. Please try again.', status: 502 } }]);
  });

  it('gathers for longer when many replies stream at once (fewer writes), never beyond three times', () => {
    expect([1, 50, 100, 150, 400].map((open) => gatherMs(30, open))).toEqual([30, 30, 60, 90, 90]);
  });

  it('sends an error as the last event, and nothing after discard', async () => {
    const failed = await exchange(async (events) => {
      events.delta('Half ');
      events.end('error', { detail: 'The AI service is busy. Please try again in a moment.', status: 503 });
      events.delta('late');
    });
    expect(parseSse(failed.body).map((f) => f.event)).toEqual(['delta', 'error']);

    const abandoned = await exchange(async (events) => {
      events.delta('One ');
      events.delta('two');
      events.discard();
      await sleep(50);
      events.end('done', {});
    });
    expect(parseSse(abandoned.body).map((f) => f.data.text ?? 'done')).toEqual(['One ', 'done']);
  });
});
