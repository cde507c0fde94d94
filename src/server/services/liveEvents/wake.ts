/*
 * Write paths tell their app's live events that events were committed: `liveEventWrites.written()` after the
 * transaction. The desk command line's wake the API processes through Redis (redisBus.ts); without Redis it tells
 * `unwatchedLiveEventWrites` and the servers' backstop poll finds those events.
 */

export interface LiveEventWrites {
  written(): void;
  onWritten(wake: () => void): () => void;
}

export function createLiveEventWrites(): LiveEventWrites {
  const wakers = new Set<() => void>();
  return {
    written() {
      for (const wake of wakers) wake();
    },
    onWritten(wake) {
      wakers.add(wake);
      return () => wakers.delete(wake);
    },
  };
}

export const unwatchedLiveEventWrites: LiveEventWrites = createLiveEventWrites();
