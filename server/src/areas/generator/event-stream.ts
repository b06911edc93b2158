import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * How long later deltas wait to travel together. The first delta of a reply leaves at once (it is the latency
 * a member feels); after it, a model's chunks (often a word or two, every few milliseconds) are gathered for
 * up to this long, so 200 replies at once cost a few writes each instead of one system call per chunk.
 * 30 ms is faster than the eye follows typing.
 */
export const DELTA_FLUSH_MS = 30;

/**
 * Under load the window widens: each write is a system call (on loopback the kernel delivers the packet in the
 * writer's time), so with many replies streaming at once fewer, larger writes leave more of the CPU for the
 * replies still waiting for their first token. Up to 50 open streams: the window as given; beyond, it grows with
 * their number, to at most three times as long (90 ms with 150 or more).
 */
const STREAMS_PER_STEP = 50;
const MAX_STRETCH = 3;
let openStreams = 0;

/** How long later deltas are gathered with `open` replies streaming. */
export function gatherMs(flushMs: number, open: number): number {
  return flushMs * Math.min(MAX_STRETCH, Math.max(1, open / STREAMS_PER_STEP));
}

/** One server-sent event as written on the wire. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The server-sent events of one reply: `delta` events gathered as above (a `note` leaves at once), then `done` or `error` written
 * together with the end of the response, so the browser receives the last event and the end of the stream in
 * the same packet and never sees a response that stops without ending.
 */
export class ReplyEventStream {
  private pending = '';
  private timer: NodeJS.Timeout | null = null;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private counted = true;
  /** The response head not sent yet (`openWithin`), and the timer that sends it alone. */
  private head: OutgoingHttpHeaders | null = null;
  private openTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly res: ServerResponse,
    private readonly flushMs = DELTA_FLUSH_MS,
  ) {
    openStreams += 1;
    // However the response ends (end, discard, the client leaving), it no longer counts.
    res.once('close', () => this.uncount());
  }

  private uncount(): void {
    if (this.counted) openStreams -= 1;
    this.counted = false;
    if (this.openTimer) clearTimeout(this.openTimer);
    this.openTimer = null;
  }

  /**
   * Sends the response's head (status 200, `headers`) with the first event, or alone with a comment line if no
   * event comes within `ms`: a model's first token usually arrives within a second, so the head and the first
   * delta leave in one write (on loopback a write is a system call that also delivers the packet, a sizeable
   * part of a reply's CPU with 200 streaming at once), while a slow model's stream still opens early enough for
   * a proxy with a first-byte timeout.
   */
  openWithin(headers: OutgoingHttpHeaders, ms: number): void {
    this.head = headers;
    this.openTimer = setTimeout(() => {
      this.openTimer = null;
      if (this.open) this.send(': stream open\n\n');
    }, ms);
  }

  /** Writes `text` (ending the response with it when `end`), after the head if it has not been sent. */
  private send(text: string, end = false): void {
    if (this.head) {
      this.res.writeHead(200, this.head);
      this.head = null;
      if (this.openTimer) clearTimeout(this.openTimer);
      this.openTimer = null;
    }
    if (end) this.res.end(text);
    else this.res.write(text);
  }

  private get open(): boolean {
    return !this.res.writableEnded && !this.res.destroyed;
  }

  delta(text: string): void {
    if (!text || !this.open) return;
    this.pending += text;
    if (this.timer) return;
    const wait = this.lastWrite + gatherMs(this.flushMs, openStreams) - performance.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** The writer's note about the reply: a `note` event, sent at once after any gathered text. */
  note(text: string): void {
    if (!text || !this.open) return;
    const frame = this.take() + sseFrame('note', { text });
    this.send(frame);
    this.lastWrite = performance.now();
  }

  /** Writes the final event (after any gathered text) and ends the response in one write. */
  end(event: 'done' | 'error', data: unknown): void {
    const last = this.take() + sseFrame(event, data);
    this.uncount();
    if (this.open) this.send(last, true);
  }

  /** The reply was abandoned: drop what is gathered, stop the timer. */
  discard(): void {
    this.uncount();
    this.take();
  }

  private flush(): void {
    const frame = this.take();
    if (frame && this.open) {
      this.send(frame);
      this.lastWrite = performance.now();
    }
  }

  /** The gathered text as one delta frame ('' when there is none), clearing the timer. */
  private take(): string {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const text = this.pending;
    this.pending = '';
    return text ? sseFrame('delta', { text }) : '';
  }
}
