import type { MessagePort } from 'node:worker_threads';

/* Asking the thread at the other end of a MessagePort to run a named function, and answering its asks. */

type Functions<T> = { [K in keyof T]: (...args: never[]) => unknown };

type Message =
  | { kind: 'call'; id: number; name: string; args: unknown[] }
  | { kind: 'reply'; id: number; value: unknown }
  | { kind: 'failed'; id: number; message: string };

/** `Mine` are the functions this side answers, `Theirs` those the other side answers. */
export class PortCalls<Mine extends Functions<Mine>, Theirs extends Functions<Theirs>> {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly handlers = new Map<string, (...args: unknown[]) => unknown>();
  private closed = false;

  constructor(private readonly port: MessagePort) {
    port.on('message', (message: Message) => {
      if (message.kind === 'call') {
        this.answer(message);
        return;
      }
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.kind === 'failed') waiting?.reject(new Error(message.message));
      else waiting?.resolve(message.value);
    });
  }

  handle<K extends keyof Mine & string>(name: K, handler: Mine[K]): void {
    this.handlers.set(name, handler as unknown as (...args: unknown[]) => unknown);
  }

  call<K extends keyof Theirs & string>(name: K, ...args: Parameters<Theirs[K]>): Promise<Awaited<ReturnType<Theirs[K]>>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.closed) {
        reject(new Error('the other thread stopped'));
        return;
      }
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.port.postMessage({ kind: 'call', id, name, args } satisfies Message);
    });
  }

  /** Fails every call still waiting (the other side is gone) and lets the port go. */
  close(): void {
    this.closed = true;
    for (const waiting of this.pending.values()) waiting.reject(new Error('the other thread stopped'));
    this.pending.clear();
    this.port.close();
  }

  private answer({ id, name, args }: Extract<Message, { kind: 'call' }>): void {
    const reply = (message: Message) => this.port.postMessage(message);
    const handler = this.handlers.get(name);
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`nothing answers ${name} on this thread`);
        return handler(...args);
      })
      .then((value) => reply({ kind: 'reply', id, value }), (error: unknown) => reply({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) }));
  }
}
