import { randomUUID } from 'node:crypto';
import { countWords } from 'shared/constants';
import { type GenerateResponse, type GenerationMetadata, visibleText } from 'shared/contracts';
import { LlmAbortedError, LlmError, type OfflineBrief, chatTopic, isSmallTalkReply, subjectOf } from '../../integrations/llm/index';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { holdCredit, releaseHold } from './credits-service';
import { type Framework, asFramework, forOfflineWriter, structureFromText, templateOfContext } from './frameworks';
import { type GenerationBrief, MAX_HISTORY_MESSAGES, buildMessages, cleanPost, clipText } from './prompt';
import { getMemberWritingFacts } from '../auth/index';
import { type CatalogueTemplate, assertTemplateOpen } from '../discovery/index';
import { recordReply } from './reply-recorder';
import { type RequestKey, claimRequestKey, recordedReply, releaseRequestKey } from './request-keys';
import * as repo from './repository';
import type { PostWriter } from '../../integrations/llm/index';

export const NO_PERSONA_MESSAGE = 'Please complete your profile setup first';
export const SESSION_NOT_FOUND_MESSAGE = 'Chat session not found';
/** A model that runs on is cut off here; the post itself is cut to 3000 characters afterwards. */
const MAX_RAW_REPLY_CHARS = 12_000;
const TOPIC_MAX_CHARS = 200;

export interface WriteReplyOptions {
  db: Db;
  /** null: no model configured in production. */
  writer: PostWriter | null;
  userId: string;
  mode: 'generate' | 'continue';
  userInput: string;
  /** generate only: the chosen template's text (under 200 characters) and a viral post (200 or more). */
  template?: string | null;
  viralContext?: string | null;
  sessionId?: string | null;
  /**
   * The send's `Idempotency-Key` and its request's hash (`request-keys.ts`): a send whose key already has a reply
   * recorded within a day is answered with it again, without a second credit or history item; the key with another
   * request is a 422, and while its first send is still written a 409.
   */
  requestKey?: RequestKey | null;
  /** Aborted when the member disconnects: the model call stops and no credit is spent. */
  signal: AbortSignal;
  /** Called once every check has passed, right before the writer starts (the route opens its stream here). */
  onStart?: () => void;
  /** Each piece of text as the writer produces it. */
  onDelta?: (text: string) => void;
  /** The writer's note about the reply (never part of the post), as soon as it says it. */
  onNote?: (text: string) => void;
  now?: () => Date;
}

/**
 * Writes one reply of the LinkedIn GPT chat (POST /linkedin-gpt/generate and /continue): checks the persona,
 * the session and the credits, briefs the writer, streams its text, tidies the post, then records it (chat
 * messages, content history) and spends the credit in one transaction (shared with the replies finishing at the
 * same moment: `reply-recorder.ts`). Any failure before that gives the
 * credit back.
 */
export async function writeReply(o: WriteReplyOptions): Promise<GenerateResponse> {
  const now = o.now ?? (() => new Date());
  if (!o.requestKey) return writeNewReply(o, now, null);
  // The key is taken before anything else, so a second send with it never reaches the model: the same send again (a
  // retry whose first answer was lost, a double submit) answers the recorded reply as it was, or 409 while the first
  // is still written; another request with the key is a 422.
  const claim = await claimRequestKey({ db: o.db, userId: o.userId, key: o.requestKey, now: now() });
  if (claim.kind === 'recorded') return replay(o, claim.response);
  let answered = false;
  try {
    const response = await writeNewReply(o, now, { ...o.requestKey, claimedAt: claim.claimedAt });
    answered = true;
    return response;
  } finally {
    // A send that failed (a check, the model, a disconnect) gives its key back: a retry then writes the reply.
    if (!answered) await releaseRequestKey({ db: o.db, userId: o.userId, key: o.requestKey, claimedAt: claim.claimedAt });
  }
}

async function writeNewReply(o: WriteReplyOptions, now: () => Date, key: (RequestKey & { claimedAt: string }) | null): Promise<GenerateResponse> {
  if (!o.writer) throw new LlmError('not_configured', 'no LLM configured in production');
  const writer = o.writer;

  const { persona, tier } = await getMemberWritingFacts({ db: o.db, userId: o.userId });
  if (!persona) throw badRequest(NO_PERSONA_MESSAGE);

  const session = o.sessionId ? await repo.findSession(o.db, { id: o.sessionId, userId: o.userId }) : undefined;
  if (o.sessionId && !session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  if (o.mode === 'continue' && !session) throw badRequest('session_id is required');

  const context = chatContext({
    template: o.mode === 'generate' ? o.template : null,
    viralContext: o.mode === 'generate' ? o.viralContext : null,
    session,
  });
  // Premium templates are the paid plans' (DECISIONS.md): refused before any credit is held, continues included.
  await assertTemplateOpen({ db: o.db, userId: o.userId, template: context.template });
  const history = session ? await repo.listRecentMessages(o.db, { sessionId: session.id, limit: MAX_HISTORY_MESSAGES }) : [];
  const brief: GenerationBrief = { persona, framework: context.framework, templateText: context.templateText, viralContext: context.viralContext };
  // The last post of the chat: the built-in writer's small-talk answers ('Glad it helps! …') are not drafts.
  const lastDraft = [...history].reverse().find((m) => m.role === 'assistant' && !isSmallTalkReply(m.content))?.content ?? null;
  const offlineBrief: OfflineBrief = {
    userInput: o.userInput,
    persona,
    framework: forOfflineWriter(context.framework),
    viralContext: context.viralContext,
    previousDraft: lastDraft,
    // The subject of the post the chat is on now, which a request since its first may have changed.
    topicHint: chatTopic(session?.topic ?? null, history.filter((m) => m.role === 'user').map((m) => m.content)),
  };
  const messages = buildMessages({ brief, history: history.map((m) => ({ role: m.role, content: m.content })), userInput: o.userInput });

  const hold = await holdCredit({ db: o.db, userId: o.userId, tier, now: now() });
  let spent = false;
  try {
    o.onStart?.();
    let raw = '';
    let note: string | null = null;
    for await (const piece of writer.stream({ messages, brief: offlineBrief, signal: o.signal })) {
      // A note about the reply travels beside the post: shown in the chat, kept in the message's metadata, never
      // in the content the member copies, saves or finds in the history.
      if (typeof piece !== 'string') {
        note = piece.note;
        o.onNote?.(note);
        continue;
      }
      raw += piece;
      o.onDelta?.(piece);
      if (raw.length > MAX_RAW_REPLY_CHARS) break;
    }
    if (o.signal.aborted) throw new LlmAbortedError();
    const content = cleanPost(raw);
    if (!content) throw new LlmError('unavailable', 'the model returned an empty reply');

    const metadata: GenerationMetadata = {
      word_count: countWords(content),
      character_count: content.length,
      template_used: context.templateName,
      viral_inspired: Boolean(context.viralContext),
      model: writer.model,
      ...(note ? { note } : {}),
    };
    const at = now().toISOString();
    const sessionId = session?.id ?? randomUUID();
    const response: GenerateResponse = { content, session_id: sessionId, metadata };
    const taken = await recordReply(o.db, {
      newSession: session
        ? null
        : {
            id: sessionId,
            user_id: o.userId,
            template_name: context.templateName,
            template_text: context.templateText,
            viral_context: context.viralContext,
            topic: clipText(o.userInput, TOPIC_MAX_CHARS),
            created_at: at,
            updated_at: at,
          },
      sessionId,
      userId: o.userId,
      now: at,
      messages: [
        { id: randomUUID(), role: 'user', content: o.userInput, metadata: null },
        { id: randomUUID(), role: 'assistant', content, metadata: JSON.stringify(metadata) },
      ],
      // A small-talk answer ('Hi! Tell me what you'd like to post about…') stays in the chat; the history keeps posts,
      // each once: the last post again (a note saying a change cannot be made, a model answering with the same text)
      // is no new post.
      history: isSmallTalkReply(content) || content === lastDraft
        ? null
        : {
            id: randomUUID(),
            user_id: o.userId,
            session_id: sessionId,
            template_name: context.templateName,
            // SPEC.md §3's topic is what the post is about, not the request ('write a post about X, make it short'):
            // the subject the writer read (a follow-up's is the chat's); the request itself stays in the chat.
            topic: clipText(subjectOf(offlineBrief) ?? o.userInput.trim(), TOPIC_MAX_CHARS),
            content,
            word_count: metadata.word_count,
            additional_context: context.viralContext ?? context.templateText,
            model: writer.model,
            created_at: at,
          },
      hold,
      request: key ? { key: key.key, hash: key.hash, claimedAt: key.claimedAt, response: JSON.stringify(response) } : null,
    }).then(() => undefined, async (error: unknown) => {
      // Another send took this one's key over (this one's claim had gone stale) and was recorded: this one is not
      // recorded, its credit goes back, and it answers as the other did.
      const first = key ? await recordedReply({ db: o.db, userId: o.userId, key: key.key, now: now() }).catch(() => undefined) : undefined;
      if (first) return first;
      // The chat was deleted while its reply was written (another tab, another device): the reply has nowhere to
      // go, as a continue sent after the deletion (404, and the screen starts a new chat), not a server error.
      if (session && !(await repo.findSession(o.db, { id: session.id, userId: o.userId }).catch(() => session))) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      throw error;
    });
    if (taken) return taken;
    spent = true;
    return response;
  } finally {
    if (!spent) await releaseHold({ db: o.db, hold, now: now() });
  }
}

/** Answers a recorded reply again: streamed, it is one delta (and its note) before `done`. */
function replay(o: WriteReplyOptions, recorded: GenerateResponse): GenerateResponse {
  o.onStart?.();
  if (recorded.metadata.note) o.onNote?.(recorded.metadata.note);
  o.onDelta?.(recorded.content);
  return recorded;
}

interface ChatContext {
  /** The catalogue template the chat is written with, if any. */
  template: CatalogueTemplate | null;
  framework: Framework | null;
  templateName: string | null;
  templateText: string | null;
  viralContext: string | null;
}

/**
 * What the chat is written with. A new chat takes the request's template and viral context; a chat that goes
 * on keeps its own unless the request brings new ones. The template text is matched to a known framework by
 * name; a text the catalogue does not know still guides the writer with the structure it spells out.
 */
export function chatContext({
  template,
  viralContext,
  session,
}: {
  template?: string | null;
  viralContext?: string | null;
  session?: { template_text: string | null; viral_context: string | null } | undefined;
}): ChatContext {
  // A text that shows nothing ('\u200B') is none.
  let templateText = (template && visibleText(template) ? template.trim() : null) || session?.template_text || null;
  let viral = (viralContext && visibleText(viralContext) ? viralContext.trim() : null) || session?.viral_context || null;
  const found = templateOfContext(templateText, viral);
  if (found && !templateText) {
    // The long template text came as viral_context: it is the template, not a viral post to learn from.
    templateText = viral;
    viral = null;
  }
  if (found) return { template: found, framework: asFramework(found), templateName: found.name, templateText, viralContext: viral };
  if (!templateText) return { template: null, framework: null, templateName: null, templateText: null, viralContext: viral };
  // The name ends at the first line, colon, full stop or dash between words ('Three-Act Story' keeps its hyphen).
  // A template text we do not have is the member's own guidance, written with under the name it gives; the name as a
  // reader sees it (no bidi override making the history read backwards).
  const name = clipText(visibleText(templateText.split(/\n|:|\.(?:\s|$)|\s[—–-]\s|[—–]/)[0]), 80) || clipText(visibleText(templateText), 80);
  const structure = structureFromText(templateText);
  return { template: null, framework: structure.length ? { name, structure } : null, templateName: name, templateText, viralContext: viral };
}

