import type { LockManagerLike } from '../../../../src/client/features/live/tabs';

/**
 * Web Locks as the browser keeps them for one origin, in memory, so two simulated tabs in one jsdom can share
 * them (node has no navigator.locks): one holder per name, the next waiter granted when the holder's callback
 * settles, a waiter whose signal aborts leaves the queue.
 */
export class MemoryLocks implements LockManagerLike {
  private held = new Set<string>();
  private waiting = new Map<string, Array<{ grant: () => void }>>();

  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          this.held.add(name);
          callback().finally(() => {
            this.held.delete(name);
            resolve(undefined);
            this.next(name);
          });
        },
      };
      options.signal?.addEventListener('abort', () => {
        const queue = this.waiting.get(name) ?? [];
        if (!queue.includes(waiter)) return;
        this.waiting.set(name, queue.filter((other) => other !== waiter));
        reject(new DOMException('aborted', 'AbortError'));
      });
      if (this.held.has(name)) this.waiting.set(name, [...(this.waiting.get(name) ?? []), waiter]);
      else waiter.grant();
    });
  }

  private next(name: string) {
    const [first, ...rest] = this.waiting.get(name) ?? [];
    this.waiting.set(name, rest);
    first?.grant();
  }
}
