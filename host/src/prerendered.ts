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
