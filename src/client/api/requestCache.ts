/**
 * The request-level cache of loads spec 9 (expiry 1 s): a read identical to one in flight, or answered less
 * than a second ago, shares that answer instead of asking again, so screens and sagas that ask for the same
 * thing at once cost one request. Any write empties it, so a read after a change never answers from before it.
 */
import { REQUEST_CACHE_EXPIRY_MS } from '../../shared/constants';
import { nowMs } from '../app/clock';

interface SharedRead {
  answer: Promise<unknown>;
  /** When the answer came; null while in flight. */
  answeredAt: number | null;
}

const reads = new Map<string, SharedRead>();

// An answer from "after" now means the clock was set back: it is not shared for the whole gap.
const isFresh = (read: SharedRead, now: number) =>
  read.answeredAt === null || (now >= read.answeredAt && now - read.answeredAt < REQUEST_CACHE_EXPIRY_MS);

function forgetExpired(now: number) {
  for (const [key, read] of reads) if (!isFresh(read, now)) reads.delete(key);
}

/** The answer of the identical read in flight or within the expiry, else `send()`'s; failures are not kept. */
export function sharedRead<T>(key: string, send: () => Promise<T>, now: () => number = nowMs): Promise<T> {
  forgetExpired(now());
  const existing = reads.get(key);
  if (existing) return existing.answer as Promise<T>;
  const read: SharedRead = { answer: send(), answeredAt: null };
  reads.set(key, read);
  read.answer.then(
    () => {
      read.answeredAt = now();
    },
    () => {
      if (reads.get(key) === read) reads.delete(key);
    },
  );
  return read.answer as Promise<T>;
}

export function clearRequestCache(): void {
  reads.clear();
}
