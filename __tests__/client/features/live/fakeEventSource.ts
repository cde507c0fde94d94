import type { LiveEnvironment, LiveStreamSource, LiveTimings } from '../../../../src/client/features/live/environment';
import type { TabChannel, TabLeadership, TabMessage } from '../../../../src/client/features/live/tabs';

/**
 * jsdom has no EventSource: this stands in for one in the connection's unit tests only (the browser's own is
 * proven end to end). `emit` delivers a named server-sent event as a browser would.
 */
export class FakeEventSource implements LiveStreamSource {
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent | Event) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent | Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown, id = '') {
    if (this.closed) return;
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  fail() {
    if (this.closed) return;
    this.listeners.get('error')?.forEach((listener) => listener(new Event('error')));
  }
}

/** Every stream a test's environment opened, newest last. */
export class StreamLog {
  readonly opened: FakeEventSource[] = [];

  open = (url: string) => {
    const source = new FakeEventSource(url);
    this.opened.push(source);
    return source;
  };

  get latest(): FakeEventSource {
    const source = this.opened[this.opened.length - 1];
    if (!source) throw new Error('no stream opened yet');
    return source;
  }
}

/** The messages a tab posted for the others. */
export class PostedMessages implements TabChannel {
  readonly posted: TabMessage[] = [];
  post = (message: TabMessage) => {
    this.posted.push(message);
  };
  subscribe = () => () => undefined;
  close = () => undefined;
}

const alwaysLead: TabLeadership = { campaign: (onLead) => (onLead(), () => undefined) };

export const fastTimings: LiveTimings = { silenceMs: 10_000, lostAfterMs: 5000, backoffBaseMs: 1000, backoffMaxMs: 30_000 };

export function testEnvironment(streams: StreamLog, overrides: Partial<LiveEnvironment> = {}): LiveEnvironment {
  return {
    openStream: streams.open,
    leadership: alwaysLead,
    openChannel: () => new PostedMessages(),
    timings: fastTimings,
    random: () => 1,
    ...overrides,
  };
}

/** Resolves once `check` holds, polling briefly (for streams opened by a running saga). */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
