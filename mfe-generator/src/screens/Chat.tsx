import { Fragment, Suspense, lazy, useCallback, useEffect, useRef, useState, type KeyboardEvent, type SetStateAction } from 'react';
import { useSnapshot } from 'valtio';
import { ChatStreamError, api, ensurePersona, errorDetail, errorStatus, streamChat } from 'shared/api';
import { authState, setPersona } from 'shared/auth';
import { navigate, publish, subscribe, toast } from 'shared/bus';
import { FREE_CREDIT_LIMIT, LIMITS, nextPlan } from 'shared/constants';
import { useRemotesConfig, type AreaProps } from 'shared/kit';
import { Alert, Button, Icon, Tag, Tooltip } from '../components/controls';
import { chatMemory, ensureChatOwner, messagesFrom, rememberSession, rememberedSession, resetChat, updateChat, useChatMemory } from '../lib/chat-memory';
import {
  OFFLINE_NOTE,
  badge,
  errorMessage,
  footnote,
  greeting,
  hasActions,
  isCreditsExhausted,
  isTemplateRefusal,
  messageText,
  consumedVisit,
  contextLabel,
  preloadFrom,
  preloadKeyOf,
  newSendKey,
  requestFor,
  schedulerLink,
  streamingView,
  successToast,
  writerState,
  type ChatMessage,
  type PendingContext,
} from '../lib/chat';

const NO_PERSONA = 'Please complete your profile setup first';

// The chat's first screen is plain CSS on shared/kit (components/controls.tsx), so a member's /app/generate paints
// without antd; its dialogs use antd and come from one chunk, with shared/ui, when one first opens.
const overlays = () => import('../components/overlays');
const EarlierChats = lazy(() => overlays().then((m) => ({ default: m.EarlierChats })));
const CreditsModal = lazy(() => overlays().then((m) => ({ default: m.CreditsModal })));
const PreviewModal = lazy(() => overlays().then((m) => ({ default: m.PreviewModal })));

/** True from the first time `open` is true: a dialog's chunk loads when it first opens, and it stays mounted to close. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

const OFFLINE_BADGE = {
  display: 'inline-block', marginLeft: 5, padding: '2px 6px', borderRadius: 999, background: '#fef3c7', color: '#92400e',
  fontSize: 11, fontWeight: 600, verticalAlign: 2, whiteSpace: 'nowrap',
} as const;

let seq = 0;
const newId = () => `m${Date.now().toString(36)}${(seq++).toString(36)}`;
const nowIso = () => new Date().toISOString();

function greetingMessage(name: string | null | undefined): ChatMessage {
  return { id: 'greeting', type: 'assistant', content: greeting(name), timestamp: nowIso(), kind: 'greeting' };
}

/** The waits before asking again for a send whose first copy is still being written (409), then it is reported. */
const IN_PROGRESS_RETRY_MS = [500, 1000, 2000, 4000];
const IN_PROGRESS_MESSAGE = 'Your previous send of this message is still being written. Send it again in a moment.';

/** Waits `ms`, or rejects with an AbortError as soon as `signal` aborts (the member left the chat). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abandoned = () => reject(new DOMException('The reply was abandoned', 'AbortError'));
    if (signal.aborted) return abandoned();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      abandoned();
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The LinkedIn GPT chat (SPEC.md §2 Generator): shown on /app/dashboard and /app/generate. `firstScreen` renders
 * only what every member sees before their data and the platform document are read (prerender.tsx): the title, the
 * greeting without a name or a time; not the writer's badge (nor the buttons beside it, which it moves), nor the
 * composer. What the mounted chat adds then comes beside or below it, so nothing painted moves.
 */
export function Chat(props: AreaProps & { firstScreen?: boolean }) {
  const first = props.firstScreen === true;
  const auth = useSnapshot(authState);
  const owner = auth.user?.id ?? null;
  // The conversation lives in the chat memory (lib/chat-memory.ts), so leaving and coming back keeps it.
  ensureChatOwner(owner, () => (first ? { ...greetingMessage(null), timestamp: '' } : greetingMessage(authState.user?.full_name)));
  const { messages, input, busy, sessionId, context, editPostId, saved } = useChatMemory();
  const setMessages = (next: SetStateAction<ChatMessage[]>) => updateChat((m) => ({ messages: typeof next === 'function' ? next(m.messages) : next }));
  const setInput = (value: string) => updateChat({ input: value });
  const setBusy = (value: boolean) => updateChat({ busy: value });
  const setContext = (value: PendingContext | null) => updateChat({ context: value });
  const setSessionId = (id: string | null) => {
    updateChat({ sessionId: id });
    rememberSession(chatMemory().owner, id);
  };
  const [creditsOpen, setCreditsOpen] = useState(false);
  const [chatsOpen, setChatsOpen] = useState(false);
  // A reply shown as LinkedIn's feed shows it (the fold, the phone and desktop widths).
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [awaitingPersona, setAwaitingPersona] = useState(false);
  // A premium template the member's plan does not open: the server's refusal, shown over the input.
  const [refusal, setRefusal] = useState<string | null>(null);
  // The platform document names the configured model and says whether the offline writer stands in.
  const remotes = useRemotesConfig();
  const [lastModel, setLastModel] = useState<string | null>(null);
  const chatsMounted = useOpenedOnce(chatsOpen);
  const previewMounted = useOpenedOnce(previewing !== null);
  const creditsMounted = useOpenedOnce(creditsOpen);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const queued = useRef<string | null>(null);

  // A reload (or a first visit in this tab) reopens the member's current chat from the server.
  useEffect(() => {
    const mem = chatMemory();
    if (mem.restored || !mem.owner) return;
    updateChat({ restored: true });
    const id = rememberedSession(mem.owner);
    if (!id || mem.sessionId) return;
    const before = mem.messages;
    void openChat(id, () => chatMemory().messages === before);
  }, [owner]);

  // The persona decides whether a send can go out; load it once if the shell has not yet.
  useEffect(() => {
    if (!authState.token) return;
    ensurePersona().catch(() => undefined); // unknown: the server answers 400 if there is none
  }, []);

  // No saved persona: the profile-setup modal (mfe-auth) opens once per visit; sending waits for it.
  const askedForPersona = useRef(false);
  useEffect(() => {
    if (askedForPersona.current || !auth.personaLoaded || auth.persona) return;
    askedForPersona.current = true;
    publish('persona:open', { reason: 'generate' });
  }, [auth.personaLoaded, auth.persona]);

  // A template, a viral post or a post to rework brought by this visit: preload the input, add a note.
  const preloadKey = preloadKeyOf(props.query, props.state);
  const visit = useRef(props);
  visit.current = props;
  useEffect(() => {
    if (chatMemory().preloadKey === preloadKey) return;
    updateChat({ preloadKey });
    const preload = preloadFrom(props.query, props.state);
    if (!preload) return;
    setInput(preload.input);
    setContext(preload.context);
    updateChat({ editPostId: props.query.edit?.trim() && props.query.content?.trim() && !preload.context ? props.query.edit.trim() : null });
    // A new template starts a new chat: the context only travels with a first message.
    setSessionId(null);
    setMessages((ms) => [...ms, { id: newId(), type: 'assistant', content: preload.note, timestamp: nowIso(), kind: 'note' }]);
    requestAnimationFrame(() => inputRef.current?.focus());
  }, [preloadKey, props.query, props.state]);

  // Auto-size the input up to 120 px (SPEC.md §9), to its text or, empty, to its hint.
  const fitInput = useCallback(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    // Not laid out yet (the chat mounts before its box is shown): measured again once it is, below.
    if (!el.scrollHeight) return;
    // Its borders too (the box is border-box): the text without them would be cut by 2 px and scroll.
    el.style.height = `${Math.min(el.scrollHeight + el.offsetHeight - el.clientHeight, LIMITS.chatInputMaxHeightPx)}px`;
  }, []);
  useEffect(fitInput, [input]);
  // Again whenever its width changes (first laid out, a phone turned, the window resized): the same text takes
  // another number of lines; on a phone the hint takes two.
  useEffect(() => {
    const el = inputRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fitInput();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [first, fitInput]);


  const send = useCallback(
    async (text?: string) => {
      // The memory as it is now, not as this render saw it: a second Enter before the re-render (or a reply that
      // just ended) must neither send the message twice nor start a new chat instead of continuing this one.
      const { busy, sessionId, context, input } = chatMemory();
      const userInput = messageText(text ?? input);
      if (!userInput || busy) return;
      if (authState.personaLoaded && !authState.persona) {
        queued.current = userInput;
        setAwaitingPersona(true);
        publish('persona:open', { reason: 'generate' });
        return;
      }

      const { kind, body } = requestFor(userInput, sessionId, context);
      // The template or viral post goes with the first send only (SPEC.md §4), and leaves the address and the
      // history state with it, so a reload reopens this chat rather than preloading them again.
      const consumed = kind === 'generate' && context ? consumedVisit(visit.current.path, visit.current.query, visit.current.state) : null;
      const leaveVisit = () => consumed && navigate(consumed.to, { replace: true, state: null });
      // A send that wrote nothing (credits, persona, a failure) keeps the template or viral post for the next one.
      const keepContext = () => kind === 'generate' && context && updateChat((m) => (m.context || m.sessionId ? {} : { context }));
      if (kind === 'generate') setContext(null);
      const replyId = newId();
      const sentId = newId();
      setRefusal(null);
      setMessages((ms) => [
        ...ms,
        { id: sentId, type: 'user', content: userInput, timestamp: nowIso() },
        { id: replyId, type: 'assistant', content: '', timestamp: nowIso(), streaming: true },
      ]);
      setInput('');
      setBusy(true);
      const controller = new AbortController();
      updateChat({ abort: controller, preloadKey: consumed?.key ?? null });
      const update = (patch: Partial<ChatMessage> | ((m: ChatMessage) => Partial<ChatMessage>)) =>
        setMessages((ms) => ms.map((m) => (m.id === replyId ? { ...m, ...(typeof patch === 'function' ? patch(m) : patch) } : m)));

      try {
        // One key per message: the same send arriving twice (a double submit that got past `busy`, a proxy's
        // retry) is written and charged once.
        const idempotencyKey = newSendKey();
        let result;
        for (let attempt = 0; ; attempt++) {
          try {
            result = await streamChat(kind, body, {
              idempotencyKey,
              signal: controller.signal,
              onDelta: (delta) => update((m) => ({ content: m.content + delta })),
              onNote: (note) => update({ note }),
            });
            break;
          } catch (error) {
            // 409: this message's first send (the same key, sent twice on its way) is still being written. Asking
            // again with the key answers that reply once it is recorded, without a second one or a second credit.
            const inProgress = error instanceof ChatStreamError && error.status === 409;
            if (!inProgress || attempt >= IN_PROGRESS_RETRY_MS.length) throw error;
            await pause(IN_PROGRESS_RETRY_MS[attempt], controller.signal);
          }
        }
        update({ content: result.content, metadata: result.metadata, note: result.metadata.note, streaming: false, timestamp: nowIso() });
        setSessionId(result.session_id);
        leaveVisit();
        if (result.metadata.model) setLastModel(result.metadata.model);
        toast.success(successToast(result.metadata));
        publish('credits:changed', {});
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return;
        const status = error instanceof ChatStreamError ? error.status : 0;
        const detail = error instanceof ChatStreamError ? error.detail : '';
        if (isCreditsExhausted(status, detail)) {
          // Nothing was written or spent: the message goes back into the box, to send once the plan allows.
          setMessages((ms) => ms.filter((m) => m.id !== replyId && m.id !== sentId));
          setInput(userInput);
          keepContext();
          setCreditsOpen(true);
          publish('credits:changed', {});
        } else if (isTemplateRefusal(status, detail)) {
          // Nothing was written or spent: take the message back into the box, without the template.
          setMessages((ms) => ms.filter((m) => m.id !== replyId && m.id !== sentId));
          setInput(userInput);
          setRefusal(detail);
          leaveVisit();
          // A chat begun with it on a paid plan cannot go on with it: the next send starts afresh, template-free.
          if (kind === 'continue') setSessionId(null);
        } else if (status === 400 && detail === NO_PERSONA) {
          // The persona went missing since it was loaded: ask for it, then send again.
          setMessages((ms) => ms.filter((m) => m.id !== replyId));
          setPersona(null);
          queued.current = null;
          setInput(userInput);
          keepContext();
          setAwaitingPersona(true);
          publish('persona:open', { reason: 'generate' });
        } else {
          update({ content: errorMessage(status === 409 ? IN_PROGRESS_MESSAGE : detail, status), streaming: false, kind: 'error' });
          keepContext();
          toast.error('Failed to generate content');
          // The chat is gone (deleted in another tab or on another device): the next message starts a new one
          // instead of failing the same way again and again.
          if (kind === 'continue' && status === 404) setSessionId(null);
          // What the member typed goes back into the box (unless they have typed something since), to send again.
          if (status === 404 || status === 409) updateChat((m) => (m.input.trim() ? {} : { input: userInput }));
        }
      } finally {
        if (chatMemory().abort === controller) updateChat({ busy: false, abort: null });
      }
    },
    [],
  );

  // Sending waits for the profile-setup modal: a saved persona releases the queued message.
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    const saved = subscribe('persona:saved', () => {
      setAwaitingPersona(false);
      const text = queued.current;
      queued.current = null;
      if (text) void sendRef.current(text);
    });
    const closed = subscribe('persona:closed', ({ persona }) => {
      if (persona) return;
      setAwaitingPersona(false);
      if (queued.current) setInput(queued.current);
      queued.current = null;
    });
    const exhausted = subscribe('credits:exhausted', () => setCreditsOpen(true));
    return () => {
      saved.unsubscribe();
      closed.unsubscribe();
      exhausted.unsubscribe();
    };
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  // The replies whose save is on its way: a second click (a double-click) waits for it instead of saving again.
  const savingRef = useRef(new Set<string>());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const markSaving = (id: string, on: boolean) => {
    if (on) savingRef.current.add(id);
    else savingRef.current.delete(id);
    setSaving(new Set(savingRef.current));
  };

  async function saveToLibrary(m: ChatMessage) {
    if (savingRef.current.has(m.id)) return;
    markSaving(m.id, true);
    const id = chatMemory().saved[m.id] ?? chatMemory().editPostId ?? undefined;
    const body = { content: m.content, source: 'chat' as const };
    try {
      let post;
      try {
        post = await api.savePost({ ...body, id });
      } catch (error) {
        // The post being reworked was deleted meanwhile, or its text cannot change any more (409: the scheduler has
        // put it on LinkedIn, or is publishing it): keep the reply as a new draft.
        if (!id || (errorStatus(error) !== 404 && errorStatus(error) !== 409)) throw error;
        post = await api.savePost(body);
      }
      updateChat((mem) => ({ saved: { ...mem.saved, [m.id]: post.id } }));
      if (id === post.id) toast.successWithLink('Saved over your library post.', { label: 'Open library', to: '/app/library' });
      // Another reply of the same text was saved before: the library keeps one post per text.
      else toast.savedToLibrary(post.already_saved);
    } catch (error) {
      toast.error(errorDetail(error, 'Failed to save to your library'));
    } finally {
      markSaving(m.id, false);
    }
  }

  function newChat() {
    resetChat(greetingMessage(authState.user?.full_name));
    setRefusal(null);
  }

  /** Shows a stored chat (earlier conversations, or the one a reload left); `stillWanted` guards against a late answer. */
  async function openChat(id: string, stillWanted: () => boolean = () => true): Promise<boolean> {
    try {
      const chat = await api.chatSession(id);
      if (!stillWanted()) return false;
      chatMemory().abort?.abort();
      updateChat({
        messages: [greetingMessage(authState.user?.full_name), ...messagesFrom(chat.messages)],
        sessionId: chat.session_id,
        busy: false,
        abort: null,
        context: null,
        editPostId: null,
        saved: {},
      });
      rememberSession(chatMemory().owner, chat.session_id);
      setRefusal(null);
      return true;
    } catch (error) {
      if (errorStatus(error) === 404) rememberSession(chatMemory().owner, null);
      else if (stillWanted()) toast.error(errorDetail(error, 'Failed to open the chat'));
      return false;
    }
  }

  async function copy(content: string) {
    try {
      await navigator.clipboard.writeText(content);
      toast.success('Content copied to clipboard!');
    } catch {
      toast.error('Failed to copy content');
    }
  }

  const offline = remotes?.sandbox.llm ?? false;
  const model = remotes?.llm_model ?? lastModel;
  const writer = writerState({ offline, model, unconfigured: !!remotes && !remotes.sandbox.llm && !remotes.llm_model });
  const ready = badge(writer);

  // Keep the newest message in view (and the profile notice, which comes last), also when the built-in writer's
  // standing note arrives under the greeting after a visit's template or viral post was preloaded below it.
  const noPersona = auth.personaLoaded && !auth.persona;
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, noPersona, writer]);
  // The chat may mount before its box is laid out (its remote's styles still on their way), when there is nothing to
  // scroll yet: once the list gets its size, or changes it (the composer's context row, a phone turned), it goes to
  // its end again, unless the member has scrolled up to read.
  const atEnd = useRef(true);
  useEffect(() => {
    const el = listRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const onScroll = () => {
      atEnd.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
    };
    const observer = new ResizeObserver(() => {
      if (atEnd.current) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(el);
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, []);
  const blocked = busy || awaitingPersona;
  const canSend = !blocked && input.trim().length > 0;

  return (
    <div className="pp-gen" data-testid="chat">
      <header className="pp-gen__head">
        <span className="pp-gen__logo" aria-hidden>
          <Icon name="robot" />
        </span>
        {/* May shrink, so 'New chat' is never pushed out of the card on a phone. */}
        <div style={{ minWidth: 0, overflow: 'hidden' }}>
          <h1 className="pp-gen__title">
            LinkedIn GPT
            {!first && (
              <span
                className={writer === 'model' ? 'pp-gen__ready' : undefined}
                title={ready.title}
                data-testid="writer-badge"
                // Without a model: amber and without the 'live' dot, compact enough to share a phone's header line.
                style={writer === 'model' ? undefined : OFFLINE_BADGE}
              >
                {ready.label}
              </span>
            )}
          </h1>
          <p className="pp-gen__subtitle">Posts in your voice, ready to publish</p>
        </div>
        {/* Beside the title, not in the top-right corner where the shell's toasts appear (SPEC.md §9); with the badge,
            which moves them, so not on the first screen. */}
        {!first && (
          <>
            <Tooltip title="Earlier conversations">
              <Button className="pp-gen__new" icon={<Icon name="history" />} onClick={() => setChatsOpen(true)} onFocus={() => void overlays()} onMouseEnter={() => void overlays()} aria-label="Earlier chats" style={{ flex: 'none' }} data-testid="earlier-chats">
                Chats
              </Button>
            </Tooltip>
            <Tooltip title="Start a new conversation">
              <Button className="pp-gen__new" icon={<Icon name="plus" />} onClick={newChat} disabled={busy} aria-label="New chat" style={{ flex: 'none' }}>
                New chat
              </Button>
            </Tooltip>
          </>
        )}
        <span className="pp-gen__spacer" />
      </header>

      {/* Focusable, so a keyboard can scroll a conversation longer than the screen (the messages hold no control). */}
      <div className="pp-gen__list" ref={listRef} aria-live="polite" role="region" aria-label="Conversation" tabIndex={0} data-testid="chat-messages">
        {messages.map((m) => (
          <Fragment key={m.id}>
            <MessageRow message={m} onCopy={copy} onSave={saveToLibrary} onPreview={setPreviewing} savedPostId={saved[m.id] ?? null} saving={saving.has(m.id)} />
            {/* Said once, under the greeting: what writes the posts while no model is connected. */}
            {m.kind === 'greeting' && writer === 'offline' && !first && <MessageRow message={{ ...m, id: 'offline-note', content: OFFLINE_NOTE, kind: 'writer-note' }} onCopy={copy} onSave={saveToLibrary} onPreview={setPreviewing} savedPostId={null} />}
          </Fragment>
        ))}
        {/* Under the conversation, not above it: it appears once the persona is known, and moves nothing painted. */}
        {noPersona && (
          <Alert
            className="pp-gen__banner"
            type="info"
            title="Tell us about you first"
            description="Your role, audience and writing style let the AI write posts that sound like you."
            action={
              <Button size="small" type="primary" onClick={() => publish('persona:open', { reason: 'generate' })}>
                Set up profile
              </Button>
            }
          />
        )}
      </div>

      {!first && (
        <div className="pp-gen__composer">
          {refusal && (
            <Alert
              className="pp-gen__banner"
              type="warning"
              data-testid="template-refusal"
              title={refusal}
              description={
                <>
                  Your message is back in the box: send it to write without the template, or upgrade to use it.{' '}
                  <Button size="small" type="primary" onClick={() => navigate(`/app/billing?upgrade=${nextPlan(auth.user?.subscription_tier)?.tier ?? 'comet'}`)}>
                    Upgrade
                  </Button>
                </>
              }
              onClose={() => setRefusal(null)}
            />
          )}
          {context && (
            <div className="pp-gen__context">
              <Tag color="blue">
                {contextLabel(context)}
              </Tag>
              <span>Goes with your next message.</span>
              <Button size="small" type="link" onClick={() => setContext(null)} style={{ padding: 0 }}>
                Remove
              </Button>
            </div>
          )}
          <div className="pp-gen__inputrow">
            <textarea
              ref={inputRef}
              className="pp-gen__input"
              data-testid="chat-input"
              rows={1}
              value={input}
              maxLength={LIMITS.maxChatInputLength}
              placeholder={awaitingPersona ? 'Finish your profile setup to send…' : 'What do you want to post about? (Shift+Enter for a new line)'}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={awaitingPersona}
              aria-label="Message"
              dir="auto"
            />
            <Button className="pp-gen__send" type="primary" icon={<Icon name="send" />} onClick={() => void send()} disabled={!canSend} loading={busy} aria-label="Send" data-testid="chat-send" />
          </div>
          <p className={offline ? 'pp-gen__foot pp-gen__foot--offline' : 'pp-gen__foot'} data-testid="chat-footnote">
            {footnote({ offline, model, unconfigured: !!remotes && !remotes.sandbox.llm && !remotes.llm_model })}
          </p>
        </div>
      )}

      {/* Each dialog in its own boundary: one loading never hides another already open. */}
      {chatsMounted && (
        <Suspense fallback={null}>
          <EarlierChats
        open={chatsOpen}
        current={sessionId}
        disabled={busy}
        onClose={() => setChatsOpen(false)}
        onOpen={async (id) => {
          if (await openChat(id)) setChatsOpen(false);
        }}
        onNew={() => {
          newChat();
          setChatsOpen(false);
        }}
        onDeleted={(id) => {
          if (id === chatMemory().sessionId) newChat();
          else if (rememberedSession(chatMemory().owner) === id) rememberSession(chatMemory().owner, null);
        }}
          />
        </Suspense>
      )}
      {previewMounted && (
        <Suspense fallback={null}>
          <PreviewModal text={previewing} onClose={() => setPreviewing(null)} />
        </Suspense>
      )}
      {creditsMounted && (
        <Suspense fallback={null}>
          <CreditsModal open={creditsOpen} limit={auth.usage?.ai_credits_limit ?? FREE_CREDIT_LIMIT} tier={auth.user?.subscription_tier} onClose={() => setCreditsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

function MessageRow({
  message: m,
  onCopy,
  onSave,
  onPreview,
  savedPostId,
  saving = false,
}: {
  message: ChatMessage;
  onCopy: (content: string) => void;
  onSave: (message: ChatMessage) => void;
  onPreview: (content: string) => void;
  /** The library post this reply was saved to, if it was. */
  savedPostId: string | null;
  /** Its save is on its way (the button shows it and takes no second click). */
  saving?: boolean;
}) {
  const cls = ['pp-gen__bubble', m.kind === 'note' || m.kind === 'writer-note' ? 'pp-gen__bubble--note' : '', m.kind === 'error' ? 'pp-gen__bubble--error' : ''].join(' ');
  const time = new Date(m.timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <div className={`pp-gen__row pp-gen__row--${m.type}`} data-testid="chat-message" data-role={m.type} data-kind={m.kind ?? 'reply'} aria-busy={m.streaming || undefined}>
      {m.type === 'assistant' && (
        <span className="pp-gen__avatar" aria-hidden>
          <Icon name="robot" />
        </span>
      )}
      <div className={cls}>
        {/* The writer's word about this reply: above the post, outside what Copy, Save and Schedule take. */}
        {m.note && (
          <p className="pp-gen__reply-note" data-testid="chat-reply-note" role="note">
            <Icon name="info-circle" /> {m.note}
          </p>
        )}
        {/* A reply with no text yet: the server is still thinking. */}
        {m.streaming && !m.content ? (
          <span className="pp-gen__typing">
            <span className="pp-gen__dots" aria-hidden>
              <i />
              <i />
              <i />
            </span>
            AI is typing...
          </span>
        ) : (
          // The text on its own line box, its direction its own (Arabic, Hebrew): the note and buttons stay left to right.
          <div className="pp-gen__text" dir="auto">
            {m.streaming ? streamingView(m.content) : m.content}
            {m.streaming && <span className="pp-gen__caret" aria-hidden />}
          </div>
        )}
        {hasActions(m) && (
          <div className="pp-gen__meta">
            {m.metadata && (
              <span>
                {m.metadata.word_count} words · {m.metadata.character_count}/{LIMITS.postMaxChars} characters
              </span>
            )}
            {m.metadata?.template_used && <Tag>{m.metadata.template_used}</Tag>}
            {m.metadata?.viral_inspired && <Tag color="orange">Viral-inspired</Tag>}
            <span className="pp-gen__spacer" />
            <Button size="small" icon={<Icon name="copy" />} onClick={() => onCopy(m.content)}>
              Copy
            </Button>
            <Button size="small" icon={<Icon name="eye" />} onClick={() => onPreview(m.content)} onMouseEnter={() => void overlays()} onFocus={() => void overlays()} aria-label="Preview on LinkedIn" data-testid="chat-preview">
              Preview
            </Button>
            <Button size="small" icon={<Icon name="save" />} onClick={() => onSave(m)} loading={saving} data-testid="chat-save" title={savedPostId ? 'Save again over the same library post' : 'Save to My Content Library'}>
              {savedPostId ? 'Saved' : 'Save'}
            </Button>
            <Button size="small" type="primary" ghost icon={<Icon name="calendar" />} onClick={() => navigate(schedulerLink(m.content, savedPostId))}>
              Schedule
            </Button>
          </div>
        )}
        {!m.streaming && m.timestamp && <span className="pp-gen__time">{time}</span>}
      </div>
    </div>
  );
}
