/**
 * The chat's rules, free of React so they are tested alone: what a visit brings in (template, viral post,
 * a post to rework), how that is sent (SPEC.md §7's 200-character split), and what a failure shows (§8).
 */
import { LIMITS, PREMIUM_TEMPLATE_MARK } from 'shared/constants';
import type { GenerationMetadata } from 'shared/contracts';

export interface ChatMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: string;
  metadata?: GenerationMetadata;
  /** The greeting and the notes the chat adds itself: never get Copy/Schedule. */
  /** 'writer-note': the standing note that the built-in writer stands in for a model (looks like a note). */
  kind?: 'greeting' | 'note' | 'writer-note' | 'error';
  /** Still being written (streaming). */
  streaming?: boolean;
  /** What the writer says about this reply (a language it cannot write): shown above the post, never part of it. */
  note?: string;
}

/** A template or a viral post the next send carries, once. */
export interface PendingContext {
  template: string | null;
  viralContext: string | null;
  /** What the member chose: a long template text also travels as viral_context, yet it is still a template. */
  kind: 'template' | 'viral';
}

/** The tag over the input naming what goes with the next message. */
export function contextLabel(context: PendingContext): 'Template' | 'Inspiration' {
  return context.kind === 'viral' ? 'Inspiration' : 'Template';
}

export interface Preload {
  input: string;
  note: string;
  context: PendingContext | null;
}

/** The templates screen's navigation state (SPEC.md §2). */
export interface SelectedTemplate {
  name: string;
  description?: string;
  structure?: string[];
  example_topic?: string;
}

/** SPEC.md §7: a template text under 200 characters goes as `template`, a longer one as `viral_context`. */
export function splitContext(text: string | null | undefined): PendingContext | null {
  const t = text?.trim();
  if (!t) return null;
  return t.length < LIMITS.templateVsViralSplit ? { template: t, viralContext: null, kind: 'template' } : { template: null, viralContext: t, kind: 'template' };
}

/** The text a selected template is sent as: its name first (the server recognises frameworks by name). */
export function templateText(t: SelectedTemplate): string {
  const parts = [t.name.trim()];
  if (t.description?.trim()) parts.push(t.description.trim());
  if (t.structure?.length) parts.push(`Structure: ${t.structure.join(' → ')}`);
  return parts.join('\n');
}

function isSelectedTemplate(v: unknown): v is SelectedTemplate {
  return !!v && typeof v === 'object' && typeof (v as SelectedTemplate).name === 'string' && (v as SelectedTemplate).name.trim() !== '';
}

/** The viral post a visit brings in its navigation state (the Viral Library's 'Use as inspiration'), if any. */
export function viralPostOf(state: unknown): string | null {
  const v = (state as { viral_context?: unknown } | null)?.viral_context;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/**
 * What the visit preloads: the templates screen's state, then `?template=`, the viral post (navigation state
 * `viral_context`, or `?viral_context=`), or `?edit=&content=` (a library post to rework). Null when the visit
 * brings nothing.
 */
export function preloadFrom(query: Record<string, string>, state: unknown): Preload | null {
  const selected = (state as { selectedTemplate?: unknown } | null)?.selectedTemplate;
  if (isSelectedTemplate(selected)) {
    const topic = selected.example_topic?.trim();
    // 'Question Post' is already a kind of post: 'Write a Question Post post about' read as a typo.
    const kind = /\bpost$/i.test(selected.name.trim()) ? selected.name.trim() : `${selected.name} post`;
    return {
      input: topic ? `Write a ${kind} about ${lowerFirst(topic)}` : `Write a ${kind} about `,
      note: `Template selected: ${selected.name}.${selected.description ? ` ${selected.description.trim()}` : ''} Tell me your topic, or send the example, and I'll write the post with this framework.`,
      context: splitContext(templateText(selected)),
    };
  }
  if (query.template?.trim()) {
    const name = query.template.trim();
    return {
      input: `Write a post using the ${name.length < 60 ? `${name} ` : ''}template about `,
      note: `Template selected${name.length < 60 ? `: ${name}` : ''}. Tell me your topic and I'll write the post with it.`,
      context: splitContext(name),
    };
  }
  const viral = viralPostOf(state) ?? query.viral_context?.trim();
  if (viral) {
    return {
      input: 'Write a post inspired by this viral post about ',
      note: "Viral post loaded as inspiration. I'll borrow what makes it work, not its words. Tell me your topic.",
      // A viral post is never a template, whatever its length: sent as viral_context, so a short post that happens
      // to say 'unpopular opinion' is not refused as the premium Unpopular Opinion template.
      context: { template: null, viralContext: viral, kind: 'viral' },
    };
  }
  if (query.content?.trim()) {
    return {
      input: `Rewrite this post so it lands better. Keep my voice.\n\n${query.content.trim()}`.slice(0, LIMITS.maxChatInputLength),
      note: 'Editing a post from your library. Tell me what to change, or send it as it is for a sharper rewrite.',
      context: null,
    };
  }
  return null;
}

/** What identifies a visit's preload, so a return to the same one does not add its note twice. */
export function preloadKeyOf(query: Record<string, string>, state: unknown): string {
  const selected = (state as { selectedTemplate?: { name?: unknown } } | null)?.selectedTemplate;
  const name = typeof selected?.name === 'string' ? selected.name : null;
  return JSON.stringify([query.template, query.viral_context, query.edit, query.content, name, viralPostOf(state)]);
}

/**
 * The visit once the first send has used its template or viral post (SPEC.md §4: consumed, then cleared): the same
 * address without `template`/`viral_context` and without the navigation state, so a reload reopens the chat that
 * was written instead of preloading the template again. Null when the visit brought neither.
 */
export function consumedVisit(path: string, query: Record<string, string>, state: unknown): { to: string; key: string } | null {
  const brought = isSelectedTemplate((state as { selectedTemplate?: unknown } | null)?.selectedTemplate) || viralPostOf(state) || query.template?.trim() || query.viral_context?.trim();
  if (!brought) return null;
  const rest = Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'template' && k !== 'viral_context'));
  const search = new URLSearchParams(rest).toString();
  return { to: `${path}${search ? `?${search}` : ''}`, key: preloadKeyOf(rest, null) };
}

/**
 * The text a message is sent as, trimmed. Text pasted from other programs can carry control characters the server
 * refuses (400 'contains control characters'): Word's manual line break is a vertical tab, a page break a form
 * feed, NEL a line break too; they become line breaks, and any other control character (never visible) goes.
 */
export function messageText(raw: string): string {
  return raw
    .replace(/[\u000B\u000C\u0085]/g, '\n')
    .replace(/[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g, '')
    .trim();
}

/** The request body of the next send: the first one of a chat generates (and carries the context), later ones continue. */
export function requestFor(userInput: string, sessionId: string | null, context: PendingContext | null) {
  if (sessionId) return { kind: 'continue' as const, body: { user_input: userInput, session_id: sessionId } };
  return {
    kind: 'generate' as const,
    body: { user_input: userInput, template: context?.template ?? null, viral_context: context?.viralContext ?? null, session_id: null },
  };
}

/**
 * A new key for one message the member sends (the server's `Idempotency-Key`): 32 random hex digits, from
 * `crypto.getRandomValues`, which pages served over plain http have too (randomUUID needs a secure context).
 */
export function newSendKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SPEC.md §8: a 403 about the monthly limit, or a 403 whose reason cannot be read, opens the credits modal. */
export function isCreditsExhausted(status: number, detail: string | null | undefined): boolean {
  if (status !== 403) return false;
  const d = (detail ?? '').trim();
  return !d || d.includes('Monthly limit exceeded') || /^HTTP 403\b/.test(d);
}

/**
 * A 403 refusing a premium template on the member's plan (its detail names the plan that opens it): shown as it
 * is, with the way to upgrade, never mistaken for the credits modal's 'Monthly limit exceeded'.
 */
export function isTemplateRefusal(status: number, detail: string | null | undefined): boolean {
  return status === 403 && !!detail && detail.includes(PREMIUM_TEMPLATE_MARK);
}

/** SPEC.md §8: the assistant message for a failed reply. */
export function errorMessage(detail: string | null | undefined, status = 0): string {
  const message = detail?.trim() || (status ? `HTTP ${status}: Failed to generate content` : 'Failed to generate content');
  return `Sorry, I encountered an error: ${message}`;
}

export function successToast(meta: Pick<GenerationMetadata, 'word_count' | 'character_count'>): string {
  return `Generated! ${meta.word_count} words, ${meta.character_count} characters`;
}

/** SPEC.md §9: Copy and Schedule show on assistant replies over 200 characters, never on the greeting or notes. */
export function hasActions(m: ChatMessage): boolean {
  return m.type === 'assistant' && !m.kind && !m.streaming && m.content.length > LIMITS.actionButtonsMinChars;
}

/**
 * What writes the posts, told plainly (no operator instructions: which variables connect a model is the README's
 * business, not a member's). `offline`: the built-in writer stands in; `unconfigured`: nothing can write.
 */
export type WriterState = 'model' | 'offline' | 'unconfigured';

export function writerState({ offline, model, unconfigured = false }: { offline: boolean; model: string | null; unconfigured?: boolean }): WriterState {
  if (offline) return 'offline';
  if (unconfigured && !model) return 'unconfigured';
  return 'model';
}

export const OFFLINE_FOOTNOTE = "Posts come from PostPilot's built-in writer, not an AI model. Connecting an AI model gives you better posts.";

/** The footnote under the input (DECISIONS.md: it names the model actually configured). */
export function footnote({ offline, model, unconfigured = false }: { offline: boolean; model: string | null; unconfigured?: boolean }): string {
  const state = writerState({ offline, model, unconfigured });
  if (state === 'offline') return `${OFFLINE_FOOTNOTE} Every message uses 1 AI credit.`;
  if (state === 'unconfigured') return 'No AI model is connected to PostPilot yet, so posts cannot be written right now. Every message uses 1 AI credit.';
  return `Powered by ${model || 'the configured AI model'}. Every message uses 1 AI credit.`;
}

/** The header badge: 'AI Ready' only when a model answers. */
export function badge(state: WriterState): { label: string; title: string } {
  if (state === 'offline') return { label: 'Built-in writer', title: 'No AI model is connected: posts come from the built-in writer' };
  if (state === 'unconfigured') return { label: 'No AI model', title: 'No AI model is connected yet' };
  return { label: 'AI Ready', title: 'An AI model writes your posts' };
}

/** The note the chat adds under the greeting when the built-in writer stands in. */
export const OFFLINE_NOTE =
  "Heads up: no AI model is connected, so I'm using PostPilot's built-in writer. It follows your topic, your profile and your follow-ups (shorter, more casual, no hashtags, a story…), but its posts are simpler than a model's. Connect an AI model for posts that read like you wrote them.";

/** The greeting that opens every chat. */
export function greeting(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return [
    `Hi${first ? ` ${first}` : ''}! I'm your LinkedIn GPT.`,
    "Tell me what you'd like to post about: a lesson, a win, an opinion, a story from this week. I'll draft it in your voice, with a hook that lands before \"see more\".",
    'Then ask me to make it shorter, punchier or more personal.',
  ].join('\n\n');
}

/**
 * How a reply reads while it streams: the server tidies the finished post (no Markdown on LinkedIn), so the
 * same light clean-up is applied to the partial text to avoid a flash of '**' and '- ' before it lands.
 */
export function streamingView(text: string): string {
  return text
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^([ \t]*)[*+-][ \t]+/gm, '$1• ');
}

/** The Scheduler link for a reply (SPEC.md §2: /scheduler?content=...). */
export function schedulerLink(content: string, libraryPostId?: string | null): string {
  // A reply saved to the library carries its post, so the library follows the schedule.
  return `/scheduler?content=${encodeURIComponent(content)}${libraryPostId ? `&library_post_id=${encodeURIComponent(libraryPostId)}` : ''}`;
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

/**
 * An earlier chat's title as listed: a subject taken from the topic ('onboarding remote engineers…') starts with a
 * capital. Display only, and only when the first word is all lower-case letters: 'iPhone', 'eBay' or 'x2' stay.
 */
export function chatTitle(subject: string): string {
  return subject.replace(/^(\p{Ll})(\p{Ll}*)(?![\p{L}\p{M}\p{N}])/u, (_, first: string, rest: string) => first.toUpperCase() + rest);
}
