/**
 * The request-level cache of loads spec 9 (expiry 1 s): a read identical to one in flight, or answered less
 * than a second ago, shares that answer instead of asking again, so screens and sagas that ask for the same
 * thing at once cost one request. Any write empties it, so a read after a change never answers from before it.
 *
 * Answered reads live in the store (features/requestCache), reached through the `AnsweredReads` the store hands
 * in (`keepAnsweredReadsIn`), so DevTools shows them and a replay reproduces them; this module stays free of the
 * store. Without a store only reads in flight are shared. Blobs (downloads) are shared in flight only.
 */
import { REQUEST_CACHE_EXPIRY_MS } from '../../shared/constants';
import { nowMs } from '../app/instant';

/** Where answered reads are kept: the store's requestCache slice in the app. */
export interface AnsweredReads {
  /** The answer kept under `key`, when it was kept less than the expiry before `now`. */
  answerOf(key: string, now: number): { answer: unknown } | undefined;
  keep(key: string, answer: unknown, answeredAt: number): void;
  forget(): void;
}

const NOWHERE: AnsweredReads = { answerOf: () => undefined, keep: () => undefined, forget: () => undefined };

let answeredReads: AnsweredReads = NOWHERE;

// A promise is neither serializable nor replayable, so a read in flight cannot be kept in the store; only this
// map of them stays in module memory, and only until each answers.
const inFlight = new Map<string, Promise<unknown>>();

export function keepAnsweredReadsIn(reads: AnsweredReads): void {
  answeredReads = reads;
}

// An answer from "after" now means the clock was set back: it is not shared for the whole gap.
export const isFreshRead = (answeredAt: number, now: number) => now >= answeredAt && now - answeredAt < REQUEST_CACHE_EXPIRY_MS;

/**
 * The answer of the identical read answered within the expiry or in flight, else `send()`'s; failures are not
 * kept, and neither are answers that may not go into the store (`keepAnswer` false: a Blob).
 */
export function sharedRead<T>(key: string, send: () => Promise<T>, { keepAnswer = true, now = nowMs }: { keepAnswer?: boolean; now?: () => number } = {}): Promise<T> {
  const answered = answeredReads.answerOf(key, now());
  if (answered) return Promise.resolve(answered.answer as T);
  const existing = inFlight.get(key);
  if (existing) return existing as Promise<T>;
  const answer = send();
  inFlight.set(key, answer);
  const settled = () => {
    if (inFlight.get(key) !== answer) return false;
    inFlight.delete(key);
    return true;
  };
  answer.then(
    (value) => {
      // A write cleared the cache while this read was on its way: its answer may be from before the write.
      if (settled() && keepAnswer) answeredReads.keep(key, value, now());
    },
    settled,
  );
  return answer;
}

export function clearRequestCache(): void {
  inFlight.clear();
  answeredReads.forget();
}
