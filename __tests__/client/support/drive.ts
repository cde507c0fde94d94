import type { UnknownAction } from '@reduxjs/toolkit';
import type { Saga, SagaIterator, Task } from 'redux-saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { cancel, delay, fork, join, put, take, type ActionPattern, type CallEffect, type PutEffect } from 'redux-saga/effects';

/**
 * Puts `action` and waits until an action matching `until` has been put in answer: a test waits for the
 * effects it expects, never for a number of milliseconds, so a busy machine cannot make it fail.
 */
export function* putAndWaitFor(action: UnknownAction, until: ActionPattern): SagaIterator {
  return yield* causeAndWaitFor(put(action), until);
}

/** Yields `cause` (a put, or a call that fires a browser event) and waits until an action matching `until` has been put in answer. */
export function* causeAndWaitFor(cause: PutEffect | CallEffect, until: ActionPattern): SagaIterator {
  const answer: Task = yield fork(function* (): SagaIterator {
    return yield take(until);
  });
  yield cause;
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

/**
 * A saga for `expectSaga(...).run()`: runs `saga`, which starts on its own (from the state, a channel, the
 * window) and never ends, until it puts an action matching `until`, then stops it so the run ends.
 */
export function runningUntil(saga: Saga, until: ActionPattern) {
  return function* (): SagaIterator {
    const answer: Task = yield fork(function* (): SagaIterator {
      return yield take(until);
    });
    const running: Task = yield fork(saga);
    yield join(answer);
    yield cancel(running);
  };
}

/**
 * A provider answering `value` that also tells when its call is made: a driving saga waits for a call it
 * expects with `yield call(() => seen)`, as `putAndWaitFor` waits for an action.
 */
export function answeredCall<T>(value: T) {
  let markSeen: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    markSeen = resolve;
  });
  const provider = dynamic(() => {
    markSeen();
    return value;
  });
  return { provider, seen };
}

/** The function redux-saga's `delay` effect calls, for providers: `[matchers.call.fn(delayed), undefined]` passes every delay at once. */
export const delayed = (delay(0).payload as { fn: (ms: number) => Promise<true> }).fn;

/**
 * Holds every `delay` (a debounce, a timer) until the test lets them go: the test can act while they run, then
 * `yield call(delays.held, n)` waits until n are running and `delays.release()` ends them all.
 */
export function heldDelays() {
  const waiting: Array<() => void> = [];
  const watchers: Array<() => void> = [];
  const provider: [matchers.Matcher, unknown] = [matchers.call.fn(delayed), dynamic(() => new Promise<true>((resolve) => {
    waiting.push(() => resolve(true));
    watchers.splice(0).forEach((notify) => notify());
  }))];
  const held = async (count: number) => {
    while (waiting.length < count) await new Promise<void>((resolve) => watchers.push(resolve));
  };
  const release = () => waiting.splice(0).forEach((resolve) => resolve());
  return { provider, held, release };
}
