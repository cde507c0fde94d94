/**
 * The replay recorder: a middleware keeping the last REPLAY_ACTION_LIMIT actions in a ring, each with the state
 * before it, so a replay starts from the state the oldest kept action met. Nothing secret is kept in what it
 * hands out: actions and states pass through the app's redaction (redaction.ts) when a replay is made.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { nowMs } from '../clock';
import { redactAction, redactState } from '../redaction';
import { isPlainAction, type Replay } from '../../../shared/replay';

export const REPLAY_ACTION_LIMIT = 200;

interface Recorded {
  action: UnknownAction;
  stateBefore: unknown;
}

export interface Recorder {
  middleware: Middleware;
  /** The kept actions, redacted, with the redacted state before the first and the state now. */
  replay(): Replay;
}

export function createRecorder(limit = REPLAY_ACTION_LIMIT): Recorder {
  const ring: Recorded[] = [];
  let currentState: () => unknown = () => null;

  const middleware: Middleware = (api) => {
    currentState = api.getState;
    return (next) => (action) => {
      // Kept before it runs, so a saga that makes a replay while handling it (Contact Us) includes it.
      // Only plain actions reach the reducers; anything else is not replayable.
      if (isPlainAction(action)) {
        ring.push({ action, stateBefore: api.getState() });
        if (ring.length > limit) ring.shift();
      }
      return next(action);
    };
  };

  const replay = (): Replay => ({
    recordedAt: new Date(nowMs()).toISOString(),
    actions: ring.map(({ action }) => redactAction(action)),
    preloadedState: redactState(ring[0]?.stateBefore ?? currentState()),
    finalState: redactState(currentState()),
  });

  return { middleware, replay };
}
