/**
 * Area events: how one area tells the others that something happened to a member's data, without importing them.
 * An area declares the events it emits by augmentation, next to its tables:
 *
 *   declare module '../../platform/events' {
 *     interface ServerEvents { 'scheduler.post.published': { userId: string; libraryPostId: string | null } }
 *   }
 *
 * and any area reacts by listing a handler in its manifest (`on: { 'scheduler.post.published': handler }`).
 * Emitting awaits every handler in area order, in the emitting process (an API request or a job), and fails with
 * the first handler that fails, so the emitter can keep its own change and theirs consistent.
 * Reading another area's data is still done through its exported service functions.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by augmentation
export interface ServerEvents {}

export type EventName = keyof ServerEvents;
export type EventHandler<E extends EventName, C> = (payload: ServerEvents[E], ctx: C) => Promise<void>;
export type EventHandlers<C> = { [E in EventName]?: EventHandler<E, C> };

export interface EventHub {
  emit<E extends EventName>(event: E, payload: ServerEvents[E]): Promise<void>;
}

/** The hub for a list of handler maps (one per area, in area order). `ctx` is resolved at emit time. */
export function createEventHub<C>(handlerMaps: EventHandlers<C>[], getCtx: () => C): EventHub {
  return {
    async emit(event, payload) {
      for (const handlers of handlerMaps) {
        const handler = handlers[event] as EventHandler<typeof event, C> | undefined;
        if (handler) await handler(payload, getCtx());
      }
    },
  };
}
