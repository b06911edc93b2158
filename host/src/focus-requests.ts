/**
 * Focus an area asked for while it rendered out of the document (AreaMount mounts it detached until its first
 * render is done). React's `autoFocus` calls `focus()` on the new field during that render, where it does nothing;
 * this remembers the last such call per container so AreaMount can make it once the area is in the page.
 *
 * One wrapper of `HTMLElement.prototype.focus`, installed on first use and shared by every container being mounted;
 * outside a mount it only checks an empty set.
 */
/** A focus call as it was made: the element and its options (`preventScroll`: the area scrolls on its own). */
export interface FocusRequest {
  el: HTMLElement;
  options?: FocusOptions;
}

const pending = new Map<HTMLElement, FocusRequest | null>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (pending.size > 0 && !this.isConnected) {
      for (const container of pending.keys()) if (container.contains(this)) pending.set(container, { el: this, options });
    }
    return focus.call(this, options);
  };
}

/** Starts remembering focus requests inside `container`; the returned function stops and gives the last one. */
export function watchFocusRequests(container: HTMLElement): () => FocusRequest | null {
  if (typeof HTMLElement === 'undefined') return () => null;
  install();
  pending.set(container, null);
  return () => {
    const wanted = pending.get(container) ?? null;
    pending.delete(container);
    return wanted;
  };
}

/** Nothing on the page has the focus: the visitor has not clicked or tabbed anywhere yet. */
export function focusIsFree(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement;
}
