import { LRUCache } from 'lru-cache';
import type { IndexAnswer } from './query';

export type CachedAnswer = IndexAnswer;

/**
 * Answers of the index (page ids and total) for searches asked again, keyed by the search as sent. An answer
 * is kept with the index's version and is good only while the index has not changed since: any change at all,
 * whatever loads it touched, makes every kept answer stale. Records are still checked against the database.
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, CachedAnswer & { version: number }>;

  constructor(capacity = 2_000) {
    this.answers = new LRUCache({ max: capacity });
  }

  static keyOf(criteria: Record<string, unknown>, today: number, offset: number, limit: number, after = ''): string {
    return `${today}|${offset}|${limit}|${after}|${JSON.stringify(criteria)}`;
  }

  get(key: string, version: number): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer && answer.version !== version) {
      this.answers.delete(key);
      return undefined;
    }
    return answer;
  }

  set(key: string, version: number, answer: CachedAnswer): void {
    this.answers.set(key, { ...answer, version });
  }
}
