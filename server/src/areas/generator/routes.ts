import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ChatSessionResponse,
  ChatSessionsQuery,
  ChatSessionsResponse,
  ContentGenerateRequest,
  ContentHistoryQuery,
  ContentHistoryResponse,
  ContinueRequest,
  GenerateRequest,
  GenerateResponse,
  IdParam,
  OkResponse,
  Usage,
  visibleText,
} from 'shared/contracts';
import { LlmAbortedError, isLlmError } from '../../integrations/llm/index';
import { requireUser, visitorOrUser } from '../../platform/auth-guard';
import { AppError, isAppError } from '../../platform/errors';
import type { ApiInstance } from '../../platform/http';
import type { AppContext } from '../types';
import { getUsage } from './credits-service';
import { deleteContentHistoryItem, listContentHistory } from './history-service';
import { ReplyEventStream } from './event-stream';
import { deleteChatSession, getChatSession, listChatSessions } from './sessions-service';
import { type WriteReplyOptions, writeReply } from './service';
import type { PostWriter } from '../../integrations/llm/index';
import { startGeneratorWrites } from './writes';
import { requestKeyOf } from './request-keys';

const tags = ['generator'];

/** The statuses a chat send answers beyond the platform's: its `Idempotency-Key`'s (`request-keys.ts`) and the model's. */
const KEYED_SEND_ERRORS = {
  409: 'A send with this Idempotency-Key is still being written',
  422: 'This Idempotency-Key was already used for a different request',
  502: 'The AI service is unavailable',
  504: 'The AI service took too long to answer',
} as const;

/** A streamed reply's response head waits this long for the first delta to travel with it. */
const OPEN_STREAM_WITHIN_MS = 1000;

/**
 * The generator area's routes: the LinkedIn GPT chat (generate / continue, JSON or server-sent events), AI credit
 * usage and the content history.
 */
export function registerGeneratorRoutes(app: ApiInstance, ctx: AppContext): void {
  registerChatRoutes(app, ctx, ctx.integrations.llm);
  registerUsageRoutes(app, ctx);
}

type ReplyRun = Pick<WriteReplyOptions, 'signal' | 'onStart' | 'onDelta' | 'onNote'>;

function registerChatRoutes(app: ApiInstance, { db, config }: AppContext, writer: PostWriter | null): void {
  // The writer thread loads once the server is ready, so the first chat does not wait for it (tests start it on
  // their first chat: most test apps never chat, and each thread takes seconds to load its TypeScript).
  if (config.nodeEnv !== 'test') app.addHook('onReady', async () => void startGeneratorWrites(db));
  /** A first reply (a new chat, or the chat `session_id` names), JSON or streamed. */
  const generate = (request: FastifyRequest, reply: FastifyReply, body: GenerateRequest, requestKey = requestKeyOf(request)) =>
    respond(request, reply, (run) =>
      writeReply({
        requestKey,
        db,
        writer,
        userId: request.userId,
        mode: 'generate',
        userInput: body.user_input,
        template: body.template,
        viralContext: body.viral_context,
        sessionId: body.session_id,
        ...run,
      }),
    );

  app.post(
    '/linkedin-gpt/generate',
    {
      onRequest: requireUser,
      config: { errors: KEYED_SEND_ERRORS },
      schema: {
        tags,
        summary: 'Write a post; starts a chat. With Accept: text/event-stream the reply streams as server-sent events.',
        body: GenerateRequest,
        response: { 200: GenerateResponse },
      },
    },
    async (request, reply) => generate(request, reply, request.body),
  );

  app.post(
    '/content/generate',
    {
      onRequest: requireUser,
      config: { errors: KEYED_SEND_ERRORS },
      schema: {
        tags,
        summary: 'Write one post about a topic in a single call (starts a chat that continue can refine); JSON or server-sent events',
        body: ContentGenerateRequest,
        response: { 200: GenerateResponse },
      },
    },
    async (request, reply) => {
      const { topic, user_input, template, viral_context } = request.body;
      // The field that shows something (the contract checked one does): a topic of only zero-width or bidi marks is
      // no topic, and the post is written about user_input, not about nothing.
      const subject = topic && visibleText(topic) ? topic : (user_input as string);
      return generate(request, reply, { user_input: subject, template, viral_context, session_id: null });
    },
  );

  app.post(
    '/linkedin-gpt/continue',
    {
      onRequest: requireUser,
      config: { errors: KEYED_SEND_ERRORS },
      schema: { tags, summary: 'Continue a chat (the conversation so far is kept)', body: ContinueRequest, response: { 200: GenerateResponse } },
    },
    async (request, reply) => {
      const requestKey = requestKeyOf(request);
      return respond(request, reply, (run) =>
        writeReply({ db, writer, userId: request.userId, mode: 'continue', userInput: request.body.user_input, sessionId: request.body.session_id, requestKey, ...run }),
      );
    },
  );

  app.get(
    '/linkedin-gpt/sessions',
    { onRequest: requireUser, schema: { tags, summary: 'Earlier chats, most recently active first', querystring: ChatSessionsQuery, response: { 200: ChatSessionsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listChatSessions({ db, userId: request.userId, limit: request.query.limit });
    },
  );

  app.get(
    '/linkedin-gpt/sessions/:id',
    { onRequest: requireUser, schema: { tags, summary: 'One chat with its messages', params: IdParam, response: { 200: ChatSessionResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getChatSession({ db, userId: request.userId, id: request.params.id });
    },
  );

  app.delete(
    '/linkedin-gpt/sessions/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Delete one chat and its messages (its posts stay in the content history)', params: IdParam, response: { 200: OkResponse } },
    },
    async (request) => {
      await deleteChatSession({ db, userId: request.userId, id: request.params.id });
      return { success: true, message: 'Chat deleted' };
    },
  );
}

function registerUsageRoutes(app: ApiInstance, { db }: AppContext): void {
  app.get(
    '/user/usage',
    {
      onRequest: requireUser,
      // Credit counter and history counts (the plan came with the session).
      config: { screenRead: { roundTrips: 1 } },
      schema: { tags, summary: "This month's AI credits and generation stats", response: { 200: Usage } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getUsage({ db, userId: request.userId });
    },
  );

  app.get(
    '/user/content-history',
    {
      // SPEC.md §7: bearer optional. A visitor has no history (an empty page); an expired token is still a 401.
      onRequest: visitorOrUser,
      // The page with its total, the stats and the template names.
      config: { screenRead: { roundTrips: 1 } },
      schema: { tags, summary: 'Delivered replies, newest first', querystring: ContentHistoryQuery, response: { 200: ContentHistoryResponse } },
    },
    async (request) => listContentHistory({ db, userId: request.maybeUserId, ...request.query }),
  );

  app.delete(
    '/user/content-history/:id',
    { onRequest: requireUser, schema: { tags, summary: 'Delete one history item', params: IdParam, response: { 200: OkResponse } } },
    async (request) => {
      await deleteContentHistoryItem({ db, userId: request.userId, id: request.params.id });
      return { success: true, message: 'Content deleted successfully' };
    },
  );
}

/** True when the client asked for server-sent events. */
function wantsEventStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.accept ?? '');
}

/**
 * Runs a reply and answers it as JSON, or as server-sent events: `delta` events with `{text}` as the writer
 * produces it (the first at once, later ones gathered for up to 30 ms, longer under load: `event-stream.ts`), a
 * `note` event with `{text}` when the writer has something to tell the member beside the post (never part of it;
 * also `done`'s `metadata.note`), then `done` with the
 * GenerateResponse, or `error` with `{detail, status}`, written with the end of the response. Checks that fail before writing starts (persona, session, credits) answer with
 * their plain status and `{detail}` in both modes. When the client disconnects, the model call is aborted
 * and no credit is spent.
 */
async function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (io: ReplyRun) => Promise<GenerateResponse>,
): Promise<GenerateResponse | undefined> {
  const controller = new AbortController();
  const res = reply.raw;
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.on('close', onClose);
  // The client may have left before this handler listened (while its session or body was read).
  if (request.raw.socket?.destroyed) controller.abort();
  if (!wantsEventStream(request)) {
    try {
      return await run({ signal: controller.signal });
    } catch (error) {
      throw failure(request, error);
    } finally {
      res.off('close', onClose);
    }
  }

  let streaming = false;
  const events = new ReplyEventStream(res);
  try {
    const result = await run({
      signal: controller.signal,
      onStart: () => {
        reply.hijack();
        streaming = true;
        // Each event leaves at once instead of waiting to be coalesced (Nagle).
        const socket = request.raw.socket as { setNoDelay?: (on: boolean) => void } | undefined;
        if (typeof socket?.setNoDelay === 'function') socket.setNoDelay(true);
        // The head leaves with the first event, or alone once a second has gone by without one, so a proxy and the
        // browser see a slow model's stream start (event-stream.ts).
        events.openWithin(
          {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-store, no-transform',
            'x-accel-buffering': 'no',
            'x-content-type-options': 'nosniff',
            connection: 'keep-alive',
          },
          OPEN_STREAM_WITHIN_MS,
        );
      },
      onDelta: (text) => events.delta(text),
      onNote: (text) => events.note(text),
    });
    events.end('done', result);
  } catch (error) {
    if (!streaming) throw failure(request, error);
    if (error instanceof LlmAbortedError || controller.signal.aborted) {
      events.discard();
      res.destroy();
    } else {
      const known = isAppError(logged(request, error)) ? (error as AppError) : null;
      events.end('error', { detail: known?.detail ?? 'Internal server error', status: known?.status ?? 500 });
    }
  } finally {
    res.off('close', onClose);
  }
  // The reply was hijacked and answered above.
  return undefined;
}

/** The error to answer with before any byte was sent: a disconnect becomes 499, anything else is logged. */
function failure(request: FastifyRequest, error: unknown): unknown {
  return error instanceof LlmAbortedError ? new AppError(499, 'Client closed request') : logged(request, error);
}

/** Logs what the member is not told: the provider's real answer behind an LLM error, or an unexpected error. */
function logged(request: FastifyRequest, error: unknown): unknown {
  if (isLlmError(error)) request.log.warn({ kind: error.kind, reason: error.reason }, 'LLM call failed');
  else if (!isAppError(error)) request.log.error({ err: error }, 'Generation failed');
  return error;
}
