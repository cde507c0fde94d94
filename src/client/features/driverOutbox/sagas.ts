/**
 * The driver's outbox (issue 24): what the phone queued is kept in IndexedDB and sent one item at a time, oldest
 * first, each exactly once (the server knows each item by its idempotency key), when there is a network.
 */
import type { Action } from '@reduxjs/toolkit';
import { eventChannel, type Channel, type EventChannel } from 'redux-saga';
import { actionChannel, call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { registerDriverServiceWorker } from '../../serviceWorker/register';
import { outboxItemsQueued, type OutboxItem } from './outboxItems';
import { appendToOutbox, readOutbox, removeFromOutbox } from './outboxStore';
import { deletePhoto } from './photoStore';
import { selectNextToSend } from './selectors';
import { sendOutboxItem, type SendOutcome } from './sendItem';
import {
  networkChanged, outboxItemDeferred, outboxItemDiscarded, outboxItemSending, outboxItemSent, outboxItemsKept, outboxItemStopped,
  outboxItemRefused, outboxOpened, outboxRetryRequested,
} from './slice';

/** Waits between tries with no answer: 2 s, 4 s, ... up to a minute, or less when the browser says the network is back. */
export const backoffMs = (attempt: number) => Math.min(60_000, 2_000 * 2 ** Math.min(attempt, 5));

const isBackOnline = (action: Action) => networkChanged.match(action) && action.payload.online;

/** The item has reached the server, or is given up: neither its row nor a photo's bytes stay on the phone. */
export function* forget(item: OutboxItem) {
  try {
    yield call(removeFromOutbox, item.key);
    if (item.kind === 'photo') yield call(deletePhoto, item.key);
  } catch (error) {
    // Sent all the same: a row left behind is sent again after a reload, and its key makes that harmless.
    console.error('the outbox could not forget an item it sent', error);
  }
}

/** Written to IndexedDB before the line sees it, so an item is never sent (and removed) before it is kept. */
export function* keepQueued(queued: Channel<ReturnType<typeof outboxItemsQueued>>) {
  for (;;) {
    const { payload }: ReturnType<typeof outboxItemsQueued> = yield take(queued);
    try {
      const added: OutboxItem[] = yield call(appendToOutbox, payload);
      yield put(outboxItemsKept(added));
    } catch (error) {
      // No IndexedDB (a private window, a full disk): sent from memory all the same, lost only if the page closes first.
      console.error('the outbox could not keep items on this phone', error);
      yield put(outboxItemsKept(payload));
    }
  }
}

export function* sendInTurn() {
  let attempt = 0;
  for (;;) {
    const { token, item, online, stopped }: ReturnType<typeof selectNextToSend> = yield select(selectNextToSend);
    if (!token || !item || stopped) {
      yield take([outboxItemsKept.type, outboxRetryRequested.type, outboxItemDiscarded.type, outboxOpened.type]);
      continue;
    }
    if (!online) {
      yield take(isBackOnline);
      continue;
    }
    yield put(outboxItemSending({ key: item.key }));
    const outcome: SendOutcome = yield call(sendOutboxItem, token, item);
    if (outcome.result === 'later') {
      yield put(outboxItemDeferred());
      attempt += 1;
      yield race({ wait: delay(backoffMs(attempt)), online: take(isBackOnline), retry: take(outboxRetryRequested.type) });
      continue;
    }
    attempt = 0;
    if (outcome.result === 'stopped') {
      yield put(outboxItemStopped({ item, failure: outcome.failure }));
      continue;
    }
    yield call(forget, item);
    if (outcome.result === 'sent') yield put(outboxItemSent({ item, load: outcome.load }));
    else yield put(outboxItemRefused({ item, failure: outcome.failure }));
  }
}

function networkEvents(): EventChannel<boolean> {
  return eventChannel((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

function* watchNetwork() {
  const events: EventChannel<boolean> = yield call(networkEvents);
  for (;;) {
    const online: boolean = yield take(events);
    yield put(networkChanged({ online }));
  }
}

function* forgetDiscarded({ payload }: ReturnType<typeof outboxItemDiscarded>) {
  yield call(forget, payload.item);
}

/** Started by the driver page only: the carrier's portal never opens the outbox's database. */
export function* driverOutboxSaga() {
  const queued: Channel<ReturnType<typeof outboxItemsQueued>> = yield actionChannel(outboxItemsQueued.type);
  yield take(outboxOpened.type);
  yield fork(registerDriverServiceWorker);
  try {
    const stored: OutboxItem[] = yield call(readOutbox);
    yield put(outboxItemsKept(stored));
  } catch (error) {
    console.error('the outbox kept on this phone could not be read', error);
  }
  yield fork(keepQueued, queued);
  yield fork(watchNetwork);
  yield takeEvery(outboxItemDiscarded.type, forgetDiscarded);
  yield call(sendInTurn);
}
