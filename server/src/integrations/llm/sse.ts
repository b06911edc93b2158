/** One server-sent event: its `event:` name (default 'message') and its joined `data:` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser for `text/event-stream` (WHATWG HTML §9.2): feed it text as it arrives, in chunks
 * that may split a line or even a CRLF anywhere, and it returns the complete events. Comment lines
 * (`: keep-alive`), `id:` and `retry:` fields are ignored; multi-line data is joined with '\n'.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  /** A chunk ended with '\r': if the next one starts with '\n' it belongs to the same line break. */
  private pendingCr = false;

  /** Parse a chunk of text; returns the events it completed. */
  push(chunk: string): SseEvent[] {
    if (this.pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
    this.pendingCr = false;
    this.buffer += chunk;
    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const c = this.buffer.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      const line = this.buffer.slice(start, i);
      if (c === 13) {
        if (i + 1 < this.buffer.length) {
          if (this.buffer.charCodeAt(i + 1) === 10) i++;
        } else {
          this.pendingCr = true;
        }
      }
      start = i + 1;
      const ev = this.line(line);
      if (ev) events.push(ev);
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** The stream ended: a final event without its blank line is still delivered (lenient servers omit it). */
  end(): SseEvent[] {
    const events: SseEvent[] = [];
    if (this.buffer) {
      const ev = this.line(this.buffer);
      if (ev) events.push(ev);
      this.buffer = '';
    }
    const last = this.dispatch();
    if (last) events.push(last);
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    return null;
  }

  private dispatch(): SseEvent | null {
    if (this.data.length === 0) {
      this.event = '';
      return null;
    }
    const ev = { event: this.event || 'message', data: this.data.join('\n') };
    this.data = [];
    this.event = '';
    return ev;
  }
}
