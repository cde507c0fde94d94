import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxItem } from './outboxItems';

/*
 * The outbox kept on the driver's phone (IndexedDB), so what a driver signed without a network survives a reload, a
 * closed tab or a phone that ran out of battery. Rows are numbered as they are added: that number is the order sent.
 */

interface OutboxDatabase extends DBSchema {
  items: { key: number; value: { seq?: number; item: OutboxItem }; indexes: { byKey: string } };
}

const DATABASE_NAME = 'haulboard-driver-outbox';
let opened: Promise<IDBPDatabase<OutboxDatabase>> | null = null;

function database(): Promise<IDBPDatabase<OutboxDatabase>> {
  opened ??= openDB<OutboxDatabase>(DATABASE_NAME, 1, {
    upgrade(db) {
      const items = db.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
      items.createIndex('byKey', 'item.key', { unique: true });
    },
  });
  return opened;
}

/** Every item waiting, oldest first. */
export async function readOutbox(): Promise<OutboxItem[]> {
  return (await (await database()).getAll('items')).map((row) => row.item);
}

/** Adds items after those waiting, in one transaction; an item whose key is already waiting is not added twice. */
export async function appendToOutbox(items: OutboxItem[]): Promise<OutboxItem[]> {
  const tx = (await database()).transaction('items', 'readwrite');
  const added: OutboxItem[] = [];
  for (const item of items) {
    if (await tx.store.index('byKey').getKey(item.key) !== undefined) continue;
    await tx.store.add({ item });
    added.push(item);
  }
  await tx.done;
  return added;
}

export async function removeFromOutbox(key: string): Promise<void> {
  const tx = (await database()).transaction('items', 'readwrite');
  const seq = await tx.store.index('byKey').getKey(key);
  if (seq !== undefined) await tx.store.delete(seq);
  await tx.done;
}
