import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { cameOnline, wentOffline } from './slice';

export type ConnectionChange = 'online' | 'offline';

/** The browser's online and offline events; only the newest matters. */
export function connectionChanges(): EventChannel<ConnectionChange> {
  return eventChannel((emit) => {
    const onOnline = () => emit('online');
    const onOffline = () => emit('offline');
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, buffers.sliding<ConnectionChange>(1));
}

export const browserIsOnline = (): boolean => navigator.onLine;

const changed = (change: ConnectionChange) => (change === 'online' ? cameOnline() : wentOffline());

export function* networkSaga() {
  const changes: EventChannel<ConnectionChange> = yield call(connectionChanges);
  const online: boolean = yield call(browserIsOnline);
  if (!online) yield put(wentOffline());
  while (true) {
    const change: ConnectionChange = yield take(changes);
    yield put(changed(change));
  }
}
