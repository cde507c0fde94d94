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
  let latestState: unknown = undefined;

  const middleware: Middleware = (api) => (next) => (action) => {
    const stateBefore: unknown = api.getState();
    const result = next(action);
    // Only plain actions reach the reducers; anything else (a function a test dispatches) is not replayable.
    if (isPlainAction(action)) {
      ring.push({ action, stateBefore });
      if (ring.length > limit) ring.shift();
    }
    latestState = api.getState();
    return result;
  };

  const replay = (): Replay => ({
    recordedAt: new Date(nowMs()).toISOString(),
    actions: ring.map(({ action }) => redactAction(action)),
    preloadedState: redactState(ring[0]?.stateBefore ?? latestState ?? null),
    finalState: redactState(latestState ?? null),
  });

  return { middleware, replay };
}
