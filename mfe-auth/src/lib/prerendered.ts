import { useLayoutEffect, useState } from 'react';

/**
 * What a visitor did on a prerendered screen (README: how the first load works) before the auth area's script ran:
 * the server paints /app/login and /app/signup from HTML, so someone may type, tick or focus a field before the
 * area mounts and takes the screen over. Read once, during the area's first render, while the prerendered copy is
 * still in the page (AreaMount keeps it there until the area has mounted), so nothing typed is lost; the host moves
 * the focus to the same field of the mounted screen.
 */
export interface CarriedOver {
  /** Text fields by id: what was typed (only those holding something). */
  values: Record<string, string>;
  /** Checkboxes by id: whether each is ticked. */
  checked: Record<string, boolean>;
}

export function carryOverPrerendered(ids: readonly string[]): CarriedOver {
  const carried: CarriedOver = { values: {}, checked: {} };
  if (typeof document === 'undefined') return carried;
  const root = document.querySelector('[data-prerendered-area="auth"]');
  if (!root) return carried;
  for (const id of ids) {
    const el = root.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`);
    if (!el) continue;
    if (el.type === 'checkbox') carried.checked[id] = el.checked;
    else if (el.value) carried.values[id] = el.value;
  }
  return carried;
}

/**
 * carryOverPrerendered at the screen's first render, and once more when that render is committed (areas mount as a
 * React transition, rendered in slices, so a visitor may type on in the prerendered copy meanwhile): `onLater` gets
 * what the copy holds then, before the host swaps the screen in. Returns the first reading, for initial state.
 */
export function useCarriedOver(ids: readonly string[], onLater: (later: CarriedOver) => void): CarriedOver {
  const [first] = useState(() => carryOverPrerendered(ids));
  useLayoutEffect(() => {
    const later = carryOverPrerendered(ids);
    if (JSON.stringify(later) !== JSON.stringify(first)) onLater(later);
    // Once, at the first commit: the prerendered copy is gone after it.
  }, []);
  return first;
}
