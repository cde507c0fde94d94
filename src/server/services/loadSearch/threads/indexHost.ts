import type { MessagePort } from 'node:worker_threads';
import { AnswerCache } from '../answerCache';
import type { LoadSearch } from '../loadSearch';
import type { FromIndexOwner, ToIndexOwner } from './messages';

/** The main thread's side of an HTTP thread's port: answers its queries and tells it which records to forget. */
export function serveIndex(search: LoadSearch, port: MessagePort, answers = new AnswerCache()): void {
  const send = (message: FromIndexOwner) => port.postMessage(message);
  const failed = (id: number) => (error: unknown) => send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  // Registered before any change, so the thread forgets a record before the index's version moves on.
  search.onForget((ids) => send({ type: 'forget', ids: [...ids] }));
  port.on('message', (message: ToIndexOwner) => {
    if (message.type === 'query') {
      search.ready().then((index) => {
        // Answers are shared by the threads: a search asked in one is not counted again for another.
        let answer = message.key ? answers.get(message.key, index.version) : undefined;
        if (!answer) {
          answer = index.query(message.filter, message.today, message.offset, message.limit);
          if (message.key) answers.set(message.key, index.version, answer);
        }
        send({ type: 'answer', id: message.id, ids: answer.ids, total: answer.total, version: index.version });
      }, failed(message.id));
    } else if (message.type === 'changed') {
      search.onLoadsChanged(message.ids).then(() => send({ type: 'done', id: message.id }), failed(message.id));
    } else if (message.type === 'drop') {
      search.dropUnavailable(message.ids).catch(() => undefined);
    }
  });
}
