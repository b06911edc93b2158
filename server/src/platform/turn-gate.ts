import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Lets requests that arrive together start their work one turn of the event loop apart, at most `limit` at a time,
 * until each says its turn is over (`leave`: e.g. its call to an upstream service has been sent) or its response
 * ends. A route opts in with `onRequest: [gate.enter, …]` (first, so the session lookup and the body's parsing
 * wait too).
 *
 * Why: requests that arrive in the same turn are otherwise all handled in that turn, so when each ends by opening a
 * connection to an upstream service, none of those connections completes (and no upstream request leaves) before
 * the last request's checks are done: with 200 chats at once the first one's model call waited for the 200th one's
 * checks. Taking turns, each request's upstream call leaves right after its own checks, as the event loop turns
 * between them. A request that arrives when nobody waits starts at once (the cost is one setImmediate).
 */
export interface TurnGate {
  /** onRequest hook: waits for a turn; answers 499 when the client left while waiting. */
  enter(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends the request's turn (idempotent; the end of the response ends it too). */
  leave(request: FastifyRequest): void;
}

const TURN = Symbol('turn');
type WithTurn = FastifyRequest & { [TURN]?: () => void };

export function createTurnGate(limit: number): TurnGate {
  let active = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  // Admits one waiting request per turn of the event loop, while fewer than `limit` hold a turn.
  const admitNext = () => {
    scheduled = false;
    if (waiting.length === 0 || active >= limit) return;
    active++;
    waiting.shift()!();
    schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(admitNext);
  };

  return {
    async enter(request, reply) {
      if (!scheduled && waiting.length === 0 && active < limit) {
        active++;
        // Whoever else arrives in this turn waits for the next one.
        schedule();
      } else {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      let held = true;
      const leave = () => {
        if (!held) return;
        held = false;
        active--;
        if (waiting.length > 0) schedule();
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
