/**
 * The replay a carrier attaches on Contact Us, as Redux DevTools imports it: `payload` is the JSON text of the
 * recorded actions (DevTools' "array of actions" import, which it recomputes from `preloadedState`), and
 * `preloadedState` the JSON text of the redacted state before the first of them. `finalState` is the redacted
 * state when the replay was made, so a replay can be checked against what the carrier's tab held.
 * The server checks and redacts it again before mailing it; `npm run replay -- FILE` reads the same file.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { redactSecrets } from './redaction';

export const REPLAY_FORMAT = 'haulboard-replay/1';
export const REPLAY_FILE_NAME = 'haulboard-replay.json';
/** The JSON text of a replay the server takes; 200 actions with their answers stay well below it. */
export const REPLAY_MAX_LENGTH = 5 * 1024 * 1024;

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

/** Why a sent replay is refused ('Include a replay of my recent actions'), or undefined when it is a replay file. */
export function replayRefusal(value: unknown): string | undefined {
  if (JSON.stringify(value).length > REPLAY_MAX_LENGTH) return 'The replay is too large';
  if (!isReplayFile(value)) return 'The replay is not a Haulboard replay';
  return undefined;
}

/** Throws with a plain sentence when the text is not such a file. */
export function readReplayFile(text: string): Replay {
  const file: unknown = JSON.parse(text);
  if (!hasReplayFields(file)) throw new Error(`not a ${REPLAY_FORMAT} file`);
  const actions: unknown = JSON.parse(file.payload);
  if (!Array.isArray(actions) || !actions.every(isPlainAction)) throw new Error('the payload is not a list of actions');
  return {
    recordedAt: file.recordedAt,
    actions,
    preloadedState: JSON.parse(file.preloadedState),
    finalState: JSON.parse(file.finalState),
  };
}

function hasReplayFields(value: unknown): value is ReplayFile {
  if (value === null || typeof value !== 'object') return false;
  const file = value as Partial<Record<keyof ReplayFile, unknown>>;
  const texts = [file.recordedAt, file.payload, file.preloadedState, file.finalState];
  return file.format === REPLAY_FORMAT && texts.every((text) => typeof text === 'string');
}

export function isPlainAction(value: unknown): value is UnknownAction {
  return value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';
}

export function isReplayFile(value: unknown): value is ReplayFile {
  try {
    readReplayFile(JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The same file with the shared redaction applied inside each of its JSON texts. */
export function redactReplayFile(file: ReplayFile): ReplayFile {
  const redactJson = (text: string) => JSON.stringify(redactSecrets(JSON.parse(text)));
  return {
    format: REPLAY_FORMAT,
    recordedAt: file.recordedAt,
    payload: redactJson(file.payload),
    preloadedState: redactJson(file.preloadedState),
    finalState: redactJson(file.finalState),
  };
}
