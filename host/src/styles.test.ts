import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell's stacking: the top bar's open logout confirmation stands over the toasts, which stand where it opens.
 * Both layers read one custom property, defined once, so moving the toaster's layer can never leave the lift under it.
 */
describe('the shell stylesheet', () => {
  const css = readFileSync(path.join(__dirname, 'styles.css'), 'utf8');
  const rule = (selector: string) => {
    const at = css.indexOf(`${selector} {`);
    expect([selector, at >= 0]).toEqual([selector, true]);
    return css.slice(at, css.indexOf('}', at));
  };

  test('defines the toaster layer once, in :root', () => {
    expect(css.match(/--pp-z-toaster\s*:/g)).toHaveLength(1);
    expect(rule(':root')).toMatch(/--pp-z-toaster:\s*\d+;/);
  });

  test('the toaster and the lifted top bar read it: the bar one layer above', () => {
    expect(rule('.toaster')).toMatch(/z-index:\s*var\(--pp-z-toaster\);/);
    expect(rule('.topbar:has(.logout-confirm--top)')).toMatch(/z-index:\s*calc\(var\(--pp-z-toaster\) \+ 1\);/);
    // No layer written by hand at the toaster's height (2000 and up) any more.
    expect(css.match(/z-index:\s*[2-9]\d{3,}/g)).toBeNull();
  });
});
