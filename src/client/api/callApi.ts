/**
 * The saga side of every API call (spec section 8, global errors): sagas call the API through
 * `yield* callApi(api.fn, [args])`. A 401 ends the session, 400 (and an allowed 404) are left to the
 * calling saga, everything else is reported on the global overlay unless `reportErrors` is false.
 * The failure is always rethrown so the calling saga can map it to its own outcome.
 */
import { call, put, select } from 'redux-saga/effects';
import { errorReported } from '../features/errors/slice';
import { selectApiCredentials } from '../features/session/selectors';
import { sessionDestroyed } from '../features/session/slice';
import { isApiError } from './ApiError';
import type { ApiCredentials } from './credentials';

export interface CallApiOptions {
  /** False for calls whose forms show field errors and the server message themselves. */
  reportErrors?: boolean;
  /** True where a missing resource is an expected answer (a load looked up by id). */
  allow404?: boolean;
  /** True where "exists but is not yours" is an expected answer the screen explains (loads spec 6). */
  allow403?: boolean;
}

type AuthenticatedApiFn<Args extends unknown[], Result> = (
  credentials: ApiCredentials | null,
  ...args: Args
) => Promise<Result>;
type PublicApiFn<Args extends unknown[], Result> = (...args: Args) => Promise<Result>;

/** An authenticated call: the session's credentials are read from the store and passed first. */
export function* callApi<Args extends unknown[], Result>(
  fn: AuthenticatedApiFn<Args, Result>,
  args: Args,
  options: CallApiOptions = {},
): Generator<unknown, Result, unknown> {
  try {
    const credentials = (yield select(selectApiCredentials)) as ApiCredentials | null;
    return (yield call(fn, credentials, ...args)) as Result;
  } catch (error) {
    yield* handleFailure(error, options);
    throw error;
  }
}

/** A call that needs no session (registration, password reset) with the same failure rules. */
export function* callPublicApi<Args extends unknown[], Result>(
  fn: PublicApiFn<Args, Result>,
  args: Args,
  options: CallApiOptions = {},
): Generator<unknown, Result, unknown> {
  try {
    return (yield call(fn, ...args)) as Result;
  } catch (error) {
    yield* handleFailure(error, options);
    throw error;
  }
}

function* handleFailure(error: unknown, { reportErrors = true, allow404 = false, allow403 = false }: CallApiOptions) {
  if (isApiError(error) && error.status === 401) {
    yield put(sessionDestroyed());
    return;
  }
  if (!reportErrors) return;
  if (isApiError(error)) {
    if (error.status === 400 || (error.status === 404 && allow404) || (error.status === 403 && allow403)) return;
  }
  // Thrown guards ('expected data', unexpected shapes, missing token) are failures the user should see too.
  yield put(errorReported(error));
}
