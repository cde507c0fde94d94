import type { MessagePort } from 'node:worker_threads';
import type { LoadSearch } from '../loadSearch';
import type { FromIndexOwner, ToIndexOwner } from './messages';

/** The main thread's side of an HTTP thread's port: answers its queries and hears its changes and drops. */
export function serveIndex(search: LoadSearch, port: MessagePort): void {
  const send = (message: FromIndexOwner) => port.postMessage(message);
  const failed = (id: number) => (error: unknown) => send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  port.on('message', (message: ToIndexOwner) => {
    if (message.type === 'query') {
      const { id, filter, today, offset, limit, key } = message;
      const answered = key
        ? search.keptAnswer(filter, today, offset, limit, key)
        : search.ready().then((index) => ({ ...index.query(filter, today, offset, limit), version: index.version }));
      answered.then(({ ids, total, last, version }) => send({ type: 'answer', id, ids, total, last, version }), failed(id));
    } else if (message.type === 'changed') {
      search.onLoadsChanged(message.ids).then(() => send({ type: 'done', id: message.id }), failed(message.id));
    } else if (message.type === 'drop') {
      search.dropUnavailable(message.ids).catch(() => undefined);
    }
  });
}
