/*
 * Write paths tell the app's live events that events were committed through the database handle they already
 * hold, so services need no new dependency: `liveEventsWritten(db)` after the transaction. A database with no
 * live events on it (the desk command line) wakes nobody; the servers' backstop poll finds those events.
 */

const wakersByDatabase = new WeakMap<object, Set<() => void>>();

export function onLiveEventsWritten(db: object, wake: () => void): () => void {
  let wakers = wakersByDatabase.get(db);
  if (!wakers) wakersByDatabase.set(db, (wakers = new Set()));
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export function liveEventsWritten(db: object): void {
  for (const wake of wakersByDatabase.get(db) ?? []) wake();
}
