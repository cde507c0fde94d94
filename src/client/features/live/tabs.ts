/**
 * The tabs of one browser share one stream: one tab leads (holds the stream) and relays what it hears to the
 * others. Leadership and the channel between tabs are small interfaces, so the browser's Web Locks and
 * BroadcastChannel can be swapped for in-memory ones that let a test run two tabs in one page.
 */

export const LIVE_TABS_NAME = 'haulboard-live';

export interface TabLeadership {
  /**
   * Asks to lead: `onLead` is called once this tab leads (at once, or when the leading tab goes). The returned
   * function gives up, leading or still waiting (the tab closes or its user signs out).
   */
  campaign(onLead: () => void): () => void;
}

export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

/** A new tab says hello; the leader answers with the stream's state; every action of the stream is relayed. */
export type TabMessage = { kind: 'hello' } | { kind: 'action'; action: { type: string; payload?: unknown } };

/** The part of the Web Locks API leadership needs (`navigator.locks`). */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** Web Locks: the lock is held while this tab leads; when the tab closes the browser hands it to the next waiter. */
export function webLocksLeadership(locks: LockManagerLike, name = LIVE_TABS_NAME): TabLeadership {
  return {
    campaign(onLead) {
      const waiting = new AbortController();
      let release: (() => void) | null = null;
      let resigned = false;
      const lead = () =>
        new Promise<void>((resolve) => {
          if (resigned) return resolve();
          release = resolve;
          onLead();
        });
      // An abort while waiting rejects the request; that is the point of aborting.
      locks.request(name, { signal: waiting.signal }, lead).catch(() => undefined);
      return () => {
        resigned = true;
        waiting.abort();
        release?.();
      };
    },
  };
}

/** Anything with BroadcastChannel's shape: the browser's, or node's in tests. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export function broadcastTabChannel(channel: BroadcastChannelLike): TabChannel {
  const listeners = new Set<(message: TabMessage) => void>();
  channel.onmessage = (event) => listeners.forEach((listener) => listener(event.data as TabMessage));
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel.onmessage = null;
      channel.close();
    },
  };
}
