import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Photos taken on the driver's phone, kept in IndexedDB (not in the store: they are bytes) until they are sent. */

interface PhotoDatabase extends DBSchema {
  photos: { key: string; value: { key: string; blob: Blob; savedAt: number } };
}

const DATABASE_NAME = 'haulboard-driver-photos';
let opened: Promise<IDBPDatabase<PhotoDatabase>> | null = null;

function database(): Promise<IDBPDatabase<PhotoDatabase>> {
  opened ??= openDB<PhotoDatabase>(DATABASE_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('photos', { keyPath: 'key' });
    },
  });
  return opened;
}

export async function savePhoto(key: string, blob: Blob, savedAt: number): Promise<void> {
  await (await database()).put('photos', { key, blob, savedAt });
}

export async function readPhoto(key: string): Promise<Blob | null> {
  return (await (await database()).get('photos', key))?.blob ?? null;
}

export async function deletePhoto(key: string): Promise<void> {
  await (await database()).delete('photos', key);
}
