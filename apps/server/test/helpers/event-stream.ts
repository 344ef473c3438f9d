/** One Server-Sent Event as a browser's EventSource delivers it (comments and `retry` left out). */
export interface StreamEvent {
  event: string;
  data: string;
  /** When it was read (performance.now()). */
  at: number;
}

/**
 * A Server-Sent Events stream read over real HTTP with fetch, as EventSource reads it: the events in order, a
 * wait for the next one that matches, and whether the server ended the stream.
 */
export class EventStreamReader {
  readonly events: StreamEvent[] = [];
  /** Text received in all, keep-alive comments included. */
  text = '';
  ended = false;
  private readonly waiters = new Set<() => void>();

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {}

  static async open(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
    const abort = new AbortController();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
    const reader = new EventStreamReader(response, abort);
    if (response.ok && response.body) void reader.read(response.body);
    else reader.ended = true;
    return reader;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value: chunk } = await reader.read();
        if (done) break;
        const text = decoder.decode(chunk, { stream: true });
        this.text += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        this.wake();
      }
    } catch {
      // Aborted by close(), or the connection was cut: the stream has ended either way.
    }
    this.ended = true;
    this.wake();
  }

  private take(block: string) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) this.events.push({ event, data: data.join('\n'), at: performance.now() });
  }

  private wake() {
    for (const waiter of this.waiters) waiter();
  }

  /** Resolves once `done` holds after something arrived (or the stream ended); rejects after `timeoutMs`. */
  until<T>(done: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = done();
        if (value === undefined) return;
        finish();
        resolve(value);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`waited ${timeoutMs} ms in vain for ${what}; received: ${JSON.stringify(this.text)}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** The first event named `event` from index `from` on whose data matches. */
  next(event: string, matches: (data: unknown) => boolean = () => true, from = 0, timeoutMs = 5_000) {
    return this.until(
      () => this.events.slice(from).find((e) => e.event === event && matches(JSON.parse(e.data))),
      `an event ${event}`,
      timeoutMs,
    );
  }

  /** The changes received, parsed. */
  changes(): unknown[] {
    return this.events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data) as unknown);
  }

  endedByServer(timeoutMs = 5_000): Promise<true> {
    return this.until(() => (this.ended ? true : undefined), 'the end of the stream', timeoutMs);
  }

  close() {
    this.abort.abort();
  }
}
