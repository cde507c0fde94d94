/**
 * The one redaction of the web app's actions and state, used by Redux DevTools (store.ts) and by the replay
 * recorder (replay/recorder.ts). The shared rules hide secrets by key and inside paths; this module adds the
 * two places where a secret travels under a plain name: the registration wizard's `code`, in its state and as
 * the bare payload of the action that enters it.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { REDACTED, redactSecrets } from '../../shared/redaction';
import { registrationCodeEntered } from '../features/registration/slice';

const ACTIONS_WITH_SECRET_PAYLOAD: readonly string[] = [registrationCodeEntered.type];

export function redactAction<A extends UnknownAction>(action: A): A {
  if (ACTIONS_WITH_SECRET_PAYLOAD.includes(action.type) && 'payload' in action) return { ...action, payload: REDACTED };
  return redactSecrets(action);
}

export function redactState<S>(state: S): S {
  const redacted = redactSecrets(state);
  if (!isRecord(redacted) || !isRecord(redacted.registration) || typeof redacted.registration.code !== 'string') return redacted;
  return { ...redacted, registration: { ...redacted.registration, code: REDACTED } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
