/**
 * Dispatchers keep many tabs open: signing out (or in) in one tab must not leave the others on the old
 * session. localStorage 'storage' events reach every other tab; a change of the stored token reloads this one.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, select, take } from 'redux-saga/effects';
import { reloadPage } from '../../app/navigation';
import { SESSION_PERSIST_KEY } from '../../app/persistence';
import { selectToken } from './selectors';
import type { SessionToken } from '../../api/credentials';

const storageKey = `persist:${SESSION_PERSIST_KEY}`;

export interface StoredSessionChange {
  /** The access token now stored by another tab, or null when it signed out (or cleared storage). */
  accessToken: string | null;
}

export function readStoredAccessToken(stored: string | null): string | null {
  if (!stored) return null;
  try {
    const token = JSON.parse(JSON.parse(stored).token ?? 'null') as SessionToken | null;
    return token?.accessToken ?? null;
  } catch {
    return null;
  }
}

export function storedSessionChanges(): EventChannel<StoredSessionChange> {
  return eventChannel((emit) => {
    const onStorage = (event: StorageEvent) => {
      // key null means another tab cleared all of storage, which is what logging out does.
      if (event.key === storageKey || event.key === null) emit({ accessToken: readStoredAccessToken(event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

export function* followOtherTabs() {
  const changes: EventChannel<StoredSessionChange> = yield call(storedSessionChanges);
  while (true) {
    const { accessToken }: StoredSessionChange = yield take(changes);
    const token: SessionToken | null = yield select(selectToken);
    if ((token?.accessToken ?? null) === accessToken) continue;
    // Signed out elsewhere: start over at home. Signed in elsewhere: pick that session up on this page.
    yield call(reloadPage, accessToken ? undefined : '/');
  }
}
