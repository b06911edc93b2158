/**
 * Tab wraps inside an open modal dialog. antd 6 keeps the focus in a modal by pulling it back when it lands outside
 * (@rc-component/util lockFocus, on `focusin`), but a modal is the last thing in the document: Tab from its last
 * control leaves the page for the browser's own UI, where no `focusin` fires, so the focus sat on nothing (the page's
 * body, no visible focus) until a second Tab brought it back to the modal's first control. Here Tab on the last
 * control goes to the first one and Shift+Tab on the first to the last, for every modal of every area.
 */

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/** The dialog's controls in Tab order as the browser walks them (document order; no positive tabindex is used). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const checkedRadio = new Set<string>();
  for (const r of root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')) checkedRadio.add(r.name);
  const seenRadio = new Set<string>();
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.closest('[inert]')) return false;
    if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') return false;
    // A radio group is one Tab stop: its checked radio, else its first.
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      if (checkedRadio.has(el.name) ? !el.checked : seenRadio.has(el.name)) return false;
      seenRadio.add(el.name);
    }
    return true;
  });
}

/** The modal on top: the last open one in the document (antd appends each to the body as it opens). */
function topDialog(doc: Document): HTMLElement | null {
  const open = [...doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter((d) => d.getClientRects().length > 0);
  return open[open.length - 1] ?? null;
}

function onKeyDown(e: KeyboardEvent) {
  if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  const doc = (e.currentTarget as Document | null) ?? document;
  const dialog = topDialog(doc);
  if (!dialog) return;
  const list = tabbables(dialog);
  if (list.length === 0) return;
  const active = doc.activeElement;
  const first = list[0];
  const last = list[list.length - 1];
  // Only the two edges: anything else (a popup of the dialog rendered outside it, a field's own Tab) is left alone.
  if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  } else if (e.shiftKey && (active === first || active === dialog)) {
    e.preventDefault();
    last.focus();
  }
}

const installed = new WeakSet<Document>();

/** Installs the wrap once per document (idempotent). */
export function installModalTabWrap(doc: Document = document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  doc.addEventListener('keydown', onKeyDown);
}
