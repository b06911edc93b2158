/**
 * The area screen the server prerendered into the page (README: how the first load works). AreaMount takes it
 * during the shell's first render, while it is still on screen; React's first commit then clears #root (the node
 * survives, detached) and AreaMount's layout effect puts it back in the area's place in the same task, where it
 * stays until the area has mounted. So the screen never flashes or shifts.
 */

/**
 * The prerendered screen for this area and screen while it is in the page (a render may ask more than once).
 * Once the area has mounted, or the page moved on, the node has left the document and nobody gets it again.
 */
export function takePrerendered(area: string, screen: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const node = document.querySelector<HTMLElement>('#root [data-prerendered-area]');
  if (!node || node.dataset.prerenderedArea !== area || node.dataset.screen !== screen) return null;
  // The field the visitor is in: React's first commit detaches the node, which takes the focus away; AreaMount
  // gives it back once the node is in the area's place (and passes it to the mounted screen).
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.id && node.contains(active)) node.dataset.focusedId = active.id;
  return node;
}

/**
 * The control of the shell's prerendered frame that has the focus (a keyboard user who tabbed into the top bar or
 * the sidebar before the scripts came). React's first commit replaces the frame with the same markup, which would
 * drop the focus to the page; `restoreFrameFocus`, run in that commit, gives it to the same control in the new
 * markup. A control of an area's prerendered screen is AreaMount's: that node survives and is put back, focus kept.
 */
let frameFocus: string | null = null;
let stopWatching: (() => void) | null = null;

/** Starts noting where the focus is in the prerendered page `root`, until restoreFrameFocus. */
export function watchFrameFocus(root: HTMLElement): void {
  const note = () => {
    frameFocus = frameSelector(document.activeElement, root);
  };
  note();
  root.addEventListener('focusin', note);
  stopWatching = () => root.removeEventListener('focusin', note);
}

/** In the commit that replaced the prerendered frame: the focus back on the same control, if nothing else has it. */
export function restoreFrameFocus(): void {
  stopWatching?.();
  stopWatching = null;
  const wanted = frameFocus;
  frameFocus = null;
  if (!wanted || (document.activeElement && document.activeElement !== document.body)) return;
  document.querySelector<HTMLElement>(wanted)?.focus();
}

/** A selector for a link (by its address) or a labelled control of the frame, within its landmark. */
function frameSelector(el: Element | null, root: HTMLElement): string | null {
  if (!(el instanceof HTMLElement) || !root.contains(el) || el.closest('[data-prerendered-area]')) return null;
  const region = el.closest<HTMLElement>('header, aside, nav, main');
  const scope = region ? `${region.tagName.toLowerCase()}${region.classList[0] ? `.${CSS.escape(region.classList[0])}` : ''} ` : '#root ';
  const href = el.getAttribute('href');
  if (el instanceof HTMLAnchorElement && href) return `${scope}a[href="${CSS.escape(href)}"]`;
  const label = el.getAttribute('aria-label');
  return label ? `${scope}${el.tagName.toLowerCase()}[aria-label="${CSS.escape(label)}"]` : null;
}
