/**
 * focus-requests against a stand-in for the DOM's HTMLElement (the host's tests run in node): what it needs is
 * `HTMLElement.prototype.focus`, `isConnected` and `contains`.
 */
class FakeElement {
  isConnected = false;
  children: FakeElement[] = [];
  focusedWith: FocusOptions | undefined | 'never' = 'never';
  focus(options?: FocusOptions) {
    this.focusedWith = options;
  }
  contains(el: unknown) {
    return el === this || this.children.includes(el as FakeElement);
  }
}
(globalThis as { HTMLElement?: unknown }).HTMLElement = FakeElement;
const { watchFocusRequests } = require('./focus-requests') as typeof import('./focus-requests');

describe('focus requests made while an area renders detached', () => {
  it('keeps the last one with its options (preventScroll: the area scrolls on its own), for its container only', () => {
    const container = new FakeElement();
    const first = new FakeElement();
    const field = new FakeElement();
    const elsewhere = new FakeElement();
    container.children.push(first, field);
    const stop = watchFocusRequests(container as unknown as HTMLElement);
    (first as unknown as HTMLElement).focus();
    (field as unknown as HTMLElement).focus({ preventScroll: true });
    (elsewhere as unknown as HTMLElement).focus();
    // The original focus still ran for each call.
    expect(field.focusedWith).toEqual({ preventScroll: true });
    expect(stop()).toEqual({ el: field, options: { preventScroll: true } });
  });

  it('remembers nothing for an element already in the page, nor after it stopped watching', () => {
    const container = new FakeElement();
    const field = new FakeElement();
    container.children.push(field);
    field.isConnected = true;
    const stop = watchFocusRequests(container as unknown as HTMLElement);
    (field as unknown as HTMLElement).focus();
    expect(stop()).toBeNull();
    field.isConnected = false;
    (field as unknown as HTMLElement).focus({ preventScroll: true });
    expect(watchFocusRequests(container as unknown as HTMLElement)()).toBeNull();
  });
});
