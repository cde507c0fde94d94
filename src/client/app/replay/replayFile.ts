/**
 * The replay a carrier attaches on Contact Us, as Redux DevTools imports it: `payload` is the JSON text of the
 * recorded actions (DevTools' "array of actions" import, which it recomputes from `preloadedState`), and
 * `preloadedState` the JSON text of the redacted state before the first of them. `finalState` is the redacted
 * state when the replay was made, so a replay can be checked against what the carrier's tab held.
 * `npm run replay -- FILE` reads the same file.
 */
import type { UnknownAction } from '@reduxjs/toolkit';

export const REPLAY_FORMAT = 'haulboard-replay/1';
export const REPLAY_FILE_NAME = 'haulboard-replay.json';

export interface ReplayFile {
  format: typeof REPLAY_FORMAT;
  recordedAt: string;
  payload: string;
  preloadedState: string;
  finalState: string;
}

export interface Replay {
  recordedAt: string;
  actions: UnknownAction[];
  preloadedState: unknown;
  finalState: unknown;
}

export function toReplayFile({ recordedAt, actions, preloadedState, finalState }: Replay): ReplayFile {
  return {
    format: REPLAY_FORMAT,
    recordedAt,
    payload: JSON.stringify(actions),
    preloadedState: JSON.stringify(preloadedState ?? null),
    finalState: JSON.stringify(finalState ?? null),
  };
}

/** Throws with a plain sentence when the text is not such a file. */
export function readReplayFile(text: string): Replay {
  const file = JSON.parse(text) as Partial<ReplayFile> | null;
  if (!file || file.format !== REPLAY_FORMAT || typeof file.payload !== 'string') {
    throw new Error(`not a ${REPLAY_FORMAT} file`);
  }
  const actions: unknown = JSON.parse(file.payload);
  if (!Array.isArray(actions) || !actions.every(isPlainAction)) throw new Error('the payload is not a list of actions');
  return {
    recordedAt: file.recordedAt ?? '',
    actions,
    preloadedState: JSON.parse(file.preloadedState ?? 'null'),
    finalState: JSON.parse(file.finalState ?? 'null'),
  };
}

export function isPlainAction(value: unknown): value is UnknownAction {
  return value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';
}
