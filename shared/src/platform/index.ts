/**
 * The platform document (`/remotes.json`, built by the server from its configuration): where each area's remote
 * lives, which integrations run on their local sandbox, and the configured model. One load per page for the shell
 * and every area: the copy the server inlines into index.html (`<script id="remotes-config"
 * type="application/json">`) when there is one, else a single request. Plain code, no dependencies: the landing
 * page loads it too.
 */
import type { RemotesConfig } from 'shared/contracts';

const INLINE_ID = 'remotes-config';
const NO_SANDBOX: RemotesConfig['sandbox'] = { linkedin: false, payments: false, mail: false, llm: false };

let pending: Promise<RemotesConfig> | null = null;
let loaded: RemotesConfig | null = null;

// Written with promise chains and Object.assign, not async/await and spread: the apps' swc build targets ES5,
// and its helpers would triple the size of a module the landing page loads.

/** The document with every field present (a server without a field says false / null), or null if malformed. */
function normalise(raw: unknown): RemotesConfig | null {
  const doc = raw as Partial<RemotesConfig> | null;
  if (!doc || typeof doc !== 'object' || !doc.remotes || typeof doc.remotes !== 'object') return null;
  return {
    remotes: doc.remotes,
    sandbox: Object.assign({}, NO_SANDBOX, doc.sandbox),
    llm_model: typeof doc.llm_model === 'string' ? doc.llm_model : null,
  };
}

/** The copy inlined into the page by the server, if any (a malformed one is ignored: the request still works). */
function inlined(): RemotesConfig | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(INLINE_ID)?.textContent;
  if (!text) return null;
  try {
    return normalise(JSON.parse(text));
  } catch {
    return null;
  }
}

function load(): Promise<RemotesConfig> {
  const inline = inlined();
  if (inline) return Promise.resolve(inline);
  return fetch('/remotes.json', { cache: 'no-store' })
    .then((r) => {
      if (!r.ok) throw new Error(`remotes.json answered ${r.status}`);
      return r.json();
    })
    .then((body: unknown) => {
      const doc = normalise(body);
      if (!doc) throw new Error('remotes.json is malformed');
      return doc;
    });
}

/**
 * The platform document, loaded once per page and shared by every caller. A failure is not kept, so the next
 * caller (the shell's Retry) tries again.
 */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  if (!pending) {
    const p = load();
    pending = p;
    p.then(
      (doc) => {
        loaded = doc;
      },
      () => {
        if (pending === p) pending = null;
      },
    );
  }
  return pending;
}

/**
 * The platform document if it is already at hand (loaded, or inlined in the page), else null: what a screen's first
 * render uses, so it paints with the right model and sandbox flags instead of changing a moment later.
 */
export function remotesConfigNow(): RemotesConfig | null {
  if (!loaded) loaded = inlined();
  return loaded;
}

/** What the host hands an area to show another area's screen inside one of its own (see `AreaSlot` in shared/ui). */
export interface AreaSlotHandle {
  update(props: Record<string, unknown>): void;
  unmount(): void;
}
export type AreaSlotMounter = (element: HTMLElement, area: string, props: Record<string, unknown>) => AreaSlotHandle;

let slotMounter: AreaSlotMounter | null = null;

/** Registered once by the host at start: how an area's screen is mounted into an element (its own AreaMount). */
export function registerAreaSlotMounter(mounter: AreaSlotMounter): void {
  slotMounter = mounter;
}

/** The host's mounter, or null outside the host (a remote run alone, a test). */
export function areaSlotMounter(): AreaSlotMounter | null {
  return slotMounter;
}
