import type { Action } from '@reduxjs/toolkit';
import type { Saga, SagaIterator, Task } from 'redux-saga';
import { cancel, fork, join, put, take, type ActionPattern } from 'redux-saga/effects';

/**
 * Puts `action` and waits until an action matching `until` has been put in answer: a test waits for the
 * effects it expects, never for a number of milliseconds, so a busy machine cannot make it fail.
 */
export function* putAndWaitFor(action: Action, until: ActionPattern): SagaIterator {
  const answer: Task = yield fork(function* (): SagaIterator {
    return yield take(until);
  });
  yield put(action);
  return yield join(answer);
}

/** A saga for `expectSaga(...).run()`: runs `watcher`, plays `steps` against it, then stops it so the run ends. */
export function driving(watcher: Saga, steps: () => SagaIterator) {
  return function* (): SagaIterator {
    const watching: Task = yield fork(watcher);
    yield* steps();
    yield cancel(watching);
  };
}
