import http from 'node:http';

/** One server-sent event (or control message) as a browser's EventSource would see it. */
export interface SseMessage {
  id?: string;
  event: string;
  data: unknown;
}

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refusal (401, 400); empty for a stream. */
  body: string;
  messages: SseMessage[];
  comments: string[];
  /** The reconnection delays (`retry:`) the server set, in order. */
  retries: number[];
  /** Waits for a message that matches, looking at those already received first. */
  next(matches: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string, connection: Pick<SseConnection, 'messages' | 'comments' | 'retries'>): void {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) connection.comments.push(line.slice(1).trim());
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
    else if (line.startsWith('retry: ')) connection.retries.push(Number(line.slice(7)));
  }
  if (data.length > 0) connection.messages.push({ ...(id === undefined ? {} : { id }), event, data: JSON.parse(data.join('\n')) });
}

/** Opens `GET url` with Node's http client and reads it as a stream of server-sent events. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      let text = '';
      const waiters = new Set<() => void>();
      let endedResolve: () => void = () => undefined;
      const connection: SseConnection = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: '',
        messages: [],
        comments: [],
        retries: [],
        ended: new Promise<void>((done) => { endedResolve = done; }),
        close: () => request.destroy(),
        next(matches, timeoutMs = 5_000) {
          return new Promise((found, fail) => {
            const look = () => {
              const message = connection.messages.find(matches);
              if (!message) return;
              clearTimeout(timer);
              waiters.delete(look);
              found(message);
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no such message within ${timeoutMs} ms; received ${JSON.stringify(connection.messages)}`));
            }, timeoutMs);
            waiters.add(look);
            look();
          });
        },
      };
      const isStream = String(response.headers['content-type']).startsWith('text/event-stream');
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (!isStream) {
          connection.body += chunk;
          return;
        }
        text += chunk;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          parseBlock(text.slice(0, end), connection);
          text = text.slice(end + 2);
        }
        for (const waiter of [...waiters]) waiter();
      });
      response.on('close', () => endedResolve());
      response.on('error', () => endedResolve());
      if (isStream) resolve(connection);
      else response.on('end', () => resolve(connection));
    });
    request.on('error', reject);
  });
}
