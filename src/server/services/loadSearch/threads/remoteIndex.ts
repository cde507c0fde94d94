import type { MessagePort } from 'node:worker_threads';
import type { SearchFilter } from '../criteria';
import type { IndexAccess } from '../indexAccess';
import type { IndexAnswer } from '../query';
import type { FromIndexOwner, ToIndexOwner } from './messages';
import { ofHttpThread } from './threadData';

/**
 * The index as an HTTP thread sees it: queries and changes go to the main thread, which owns the one copy;
 * the version is read from memory both threads share, so kept answers are checked without asking.
 */
export class RemoteIndex implements IndexAccess {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (message: FromIndexOwner) => void; reject: (error: Error) => void }>();

  constructor(private readonly port: MessagePort, private readonly versionCell: Int32Array) {
    port.on('message', (message: FromIndexOwner) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.type === 'failed') waiting?.reject(new Error(message.message));
      else waiting?.resolve(message);
    });
  }

  get version(): number {
    return Atomics.load(this.versionCell, 0);
  }

  async query(filter: SearchFilter, today: number, offset: number, limit: number, key = ''): Promise<IndexAnswer & { version: number }> {
    const answer = await this.ask({ type: 'query', id: 0, key, filter, today, offset, limit });
    if (answer.type !== 'answer') throw new Error(`the index owner answered ${answer.type}`);
    return answer;
  }

  drop(ids: readonly number[]): void {
    this.port.postMessage({ type: 'drop', ids: [...ids] } satisfies ToIndexOwner);
  }

  /** Resolves once the owner has read the loads again (and forgotten their kept records, which threads share). */
  async changed(ids: readonly number[]): Promise<void> {
    await this.ask({ type: 'changed', id: 0, ids: [...ids] });
  }

  private ask(message: Extract<ToIndexOwner, { id: number }>): Promise<FromIndexOwner> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.port.postMessage({ ...message, id });
    });
  }
}

/** In an HTTP thread (httpWorker.ts), the main thread's index; elsewhere null. */
export const remoteIndexOfThisThread = ofHttpThread((data) => (data.indexPort && data.versionCell ? new RemoteIndex(data.indexPort, data.versionCell) : null));
