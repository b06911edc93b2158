import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createTurnGate } from './turn-gate';

/** What the gate reads of a request and its reply: the client's socket and the response's end. */
function exchange() {
  const socket = { destroyed: false };
  const response = new EventEmitter();
  return { socket, response, request: { raw: { socket } } as unknown as FastifyRequest, reply: { raw: response } as unknown as FastifyReply };
}

/** One turn of the event loop (the gate's own turn, queued earlier, runs first). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets the promise callbacks queued so far run, without the event loop turning. */
const microtasks = async () => {
  for (let i = 0; i < 50; i++) await Promise.resolve();
};

describe('createTurnGate', () => {
  it('with its budget spent, starts those that arrive together one turn apart, never more than the limit at once', async () => {
    // A budget of 0 ms is spent by the first start of a turn.
    const gate = createTurnGate({ limit: 2, budgetMs: 0 });
    const started: number[] = [];
    const all = Array.from({ length: 5 }, exchange);
    const entered = all.map((x, i) => gate.enter(x.request, x.reply).then(() => started.push(i)));

    await microtasks();
    expect(started).toEqual([0]);
    await nextTurn();
    expect(started).toEqual([0, 1]);
    await nextTurn();
    await nextTurn();
    // Two hold a turn: the third waits until one of them leaves.
    expect(started).toEqual([0, 1]);
    gate.leave(all[0].request);
    gate.leave(all[0].request); // leaving twice frees one place, not two
    await microtasks();
    // Nobody had started in this turn yet: the next one starts at once.
    expect(started).toEqual([0, 1, 2]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2]);
    // The end of a response ends its turn too.
    all[1].response.emit('close');
    await microtasks();
    expect(started).toEqual([0, 1, 2, 3]);
    all[2].response.emit('finish');
    await microtasks();
    // Someone started in this turn already, and the budget is spent: the next turn.
    expect(started).toEqual([0, 1, 2, 3]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    await Promise.all(entered);
  });

  it('while the turn has budget left, starts each waiting request as the one before leaves', async () => {
    const gate = createTurnGate({ limit: 1, budgetMs: 60_000 });
    const started: number[] = [];
    const all = Array.from({ length: 3 }, exchange);
    const entered = all.map((x, i) =>
      gate.enter(x.request, x.reply).then(() => {
        started.push(i);
        gate.leave(x.request);
      }),
    );
    // All in this turn: the event loop has not turned.
    await microtasks();
    expect(started).toEqual([0, 1, 2]);
    await Promise.all(entered);
  });

  it('starts a request at once when nobody waits', async () => {
    const gate = createTurnGate({ limit: 1, budgetMs: 0 });
    const first = exchange();
    await gate.enter(first.request, first.reply);
    gate.leave(first.request);
    await nextTurn();
    const second = exchange();
    let started = false;
    const entered = gate.enter(second.request, second.reply).then(() => (started = true));
    await microtasks();
    expect(started).toBe(true);
    await entered;
  });

  it('answers 499 to a client that left while waiting, and gives its place to the next', async () => {
    const gate = createTurnGate({ limit: 1, budgetMs: 0 });
    const [a, b, c] = [exchange(), exchange(), exchange()];
    await gate.enter(a.request, a.reply);
    const bEntered = gate.enter(b.request, b.reply);
    const cEntered = gate.enter(c.request, c.reply);
    b.socket.destroyed = true;
    gate.leave(a.request);
    await expect(bEntered).rejects.toMatchObject({ status: 499 });
    await expect(cEntered).resolves.toBeUndefined();
  });
});
