/**
 * The area screen the server prerendered into the page (README: how the first load works). bootstrap.tsx takes it
 * out of #root before React's first render (which would otherwise delete it), and AreaMount shows it in the area's
 * place until the area has mounted, then swaps the two in one step, so the screen never flashes or shifts.
 */
let snapshot: HTMLElement | null = null;

/** Detach the prerendered area screen from `container`; call right before the first render, in the same task. */
export function detachPrerendered(container: HTMLElement): void {
  const node = container.querySelector<HTMLElement>('[data-prerendered-area]');
  if (!node) return;
  node.remove();
  snapshot = node;
}

/** The prerendered screen for this area and screen, once (a later mount, or another screen, gets nothing). */
export function takePrerendered(area: string, screen: string): HTMLElement | null {
  const node = snapshot;
  if (!node || node.dataset.prerenderedArea !== area || node.dataset.screen !== screen) return null;
  snapshot = null;
  return node;
}
