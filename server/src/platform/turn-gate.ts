import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Lets requests that arrive together start their work a few at a time, with a turn of the event loop in between,
 * until each says its turn is over (`leave`: e.g. its call to an upstream service has been sent) or its response
 * ends. A route opts in with `onRequest: [gate.enter, …]` (first, so the session lookup and the body's parsing
 * wait too).
 *
 * Why: requests that arrive in the same turn are otherwise all handled in that turn, so when each ends by opening a
 * connection to an upstream service, none of those connections completes (and no upstream request leaves) before
 * the last request's checks are done: with 200 chats at once the first one's model call waited for the 200th one's
 * checks. Here the requests started in one turn stop once `budgetMs` has gone by since the first of them started;
 * the rest start on the next turns, after the event loop has completed the connections and sent the requests of
 * those before. At most `limit` hold a turn at once (requests whose work waits for a database overlap up to
 * there), first come first served. A request that arrives when nobody waits and the turn's budget is not spent
 * starts at once, so under a steady load the gate costs nothing but the clock reads.
 */
export interface TurnGate {
  /** onRequest hook: waits for a turn; answers 499 when the client left while waiting. */
  enter(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends the request's turn (idempotent; the end of the response ends it too). */
  leave(request: FastifyRequest): void;
}

const TURN = Symbol('turn');
type WithTurn = FastifyRequest & { [TURN]?: () => void };

export function createTurnGate({ limit, budgetMs }: { limit: number; budgetMs: number }): TurnGate {
  let active = 0;
  // When the current turn's first request started (null: none has started since the event loop last turned).
  let turnStart: number | null = null;
  let ticking = false;
  const waiting: (() => void)[] = [];

  const withinBudget = () => turnStart === null || performance.now() - turnStart < budgetMs;
  const start = () => {
    active++;
    if (turnStart === null) turnStart = performance.now();
    if (!ticking) {
      ticking = true;
      setImmediate(nextTurn);
    }
  };
  // The event loop turned: a new budget, and the first waiting request starts (the next ones as it leaves, while
  // the budget lasts, or on the turns after).
  const nextTurn = () => {
    ticking = false;
    turnStart = null;
    if (waiting.length > 0 && active < limit) {
      start();
      waiting.shift()!();
    }
  };

  return {
    async enter(request, reply) {
      if (waiting.length === 0 && active < limit && withinBudget()) start();
      else {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      let held = true;
      const leave = () => {
        if (!held) return;
        held = false;
        active--;
        if (waiting.length === 0) return;
        // The next one starts now if this turn has time left, else when the event loop has turned.
        if (withinBudget() && active < limit) {
          start();
          waiting.shift()!();
        } else if (!ticking) {
          ticking = true;
          setImmediate(nextTurn);
        }
      };
      (request as WithTurn)[TURN] = leave;
      reply.raw.once('finish', leave);
      reply.raw.once('close', leave);
      if (request.raw.socket?.destroyed) {
        leave();
        throw new AppError(499, 'Client closed request');
      }
    },
    leave(request) {
      (request as WithTurn)[TURN]?.();
    },
  };
}
