/**
 * The typed event bus: the only way areas talk to each other and to the host.
 * Every event name and payload is declared in `BusEvents`; publishing anything else is a type error.
 */
import { Subject, filter, map, type Observable, type Subscription } from 'rxjs';
import type { User, Persona, Usage } from 'shared/contracts';

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';
/** A link a toast carries to where the thing it talks about went ('Saved to your library · Open'). */
export interface ToastLink {
  label: string;
  to: string;
}

export interface BusEvents {
  /** A member signed in (login, sign-up with instant access, LinkedIn). */
  'auth:login': { user: User };
  /** The member signed out on purpose. */
  'auth:logout': Record<string, never>;
  /** The server refused the stored token (401): the session is gone. */
  'auth:expired': { from?: string };
  /** The user object changed (profile edit, confirmation). */
  'auth:user-updated': { user: User };
  /** Ask the host to navigate; the host owns history. */
  navigate: { to: string; state?: unknown; replace?: boolean };
  /** Show a toast (host renders them top right). */
  toast: { id?: string; type: ToastType; message: string; duration?: number; link?: ToastLink };
  /** Dismiss a toast by id (e.g. a loading toast). */
  'toast:dismiss': { id: string };
  /** Credits were spent or the plan changed; usage views refetch (or take `usage` as is). */
  'credits:changed': { usage?: Usage };
  /** Ask for the profile-setup modal (owned by mfe-auth, mounted by the host). */
  'persona:open': { reason?: string };
  /** The profile-setup modal closed; `persona` is set when it was saved. */
  'persona:closed': { persona?: Persona };
  /** A persona was saved. */
  'persona:saved': { persona: Persona };
  /** A post was scheduled. */
  'post:scheduled': { id: string };
  /** Ask the host to show the credits-exhausted modal (owned by mfe-generator). */
  'credits:exhausted': Record<string, never>;
}

export type BusEventName = keyof BusEvents;
export interface BusMessage<K extends BusEventName = BusEventName> {
  type: K;
  payload: BusEvents[K];
}

const subject = new Subject<BusMessage>();

/** Publish a typed event on the bus. */
export function publish<K extends BusEventName>(type: K, payload: BusEvents[K]): void {
  subject.next({ type, payload } as BusMessage);
}

/** Observable of one event's payloads. */
export function on<K extends BusEventName>(type: K): Observable<BusEvents[K]> {
  return subject.pipe(
    filter((m): m is BusMessage<K> => m.type === type),
    map((m) => m.payload),
  );
}

/** Subscribe to one event; returns the Subscription (call `.unsubscribe()` on unmount). */
export function subscribe<K extends BusEventName>(type: K, handler: (payload: BusEvents[K]) => void): Subscription {
  return on(type).subscribe(handler);
}

/** Every message, for the host's debugging and tests. */
export const all$: Observable<BusMessage> = subject.asObservable();

/** Ask the host to navigate to `to`, optionally with history state. */
export function navigate(to: string, opts: { state?: unknown; replace?: boolean } = {}): void {
  publish('navigate', { to, ...opts });
}

let toastSeq = 0;
function emitToast(type: ToastType, message: string, duration?: number, link?: ToastLink): string {
  const id = `t${Date.now().toString(36)}${(toastSeq++).toString(36)}`;
  publish('toast', { id, type, message, duration, ...(link ? { link } : {}) });
  return id;
}

/** Toast helpers; each returns the toast id. */
export const toast = {
  success: (message: string, duration?: number) => emitToast('success', message, duration),
  /** A success toast with a link; it stays 6 s, time to read it and follow the link. */
  successWithLink: (message: string, link: ToastLink) => emitToast('success', message, 6000, link),
  /** A save to My Content Library (from any screen), or, `already`, the text was there and nothing was added. */
  savedToLibrary: (already = false) =>
    emitToast('success', already ? 'Already in My Content Library.' : 'Saved to My Content Library as a draft.', 6000, { label: 'Open library', to: '/app/library' }),
  error: (message: string, duration?: number) => emitToast('error', message, duration),
  info: (message: string, duration?: number) => emitToast('info', message, duration),
  warning: (message: string, duration?: number) => emitToast('warning', message, duration),
  loading: (message: string) => emitToast('loading', message, 0),
  dismiss: (id: string) => publish('toast:dismiss', { id }),
};
