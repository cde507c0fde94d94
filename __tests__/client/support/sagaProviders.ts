import * as matchers from 'redux-saga-test-plan/matchers';
import type { ApiCredentials } from '../../../src/client/api/credentials';
import { selectApiCredentials } from '../../../src/client/features/session/selectors';
import { demoToken } from './fixtures';

export const signedInCredentials: ApiCredentials = { token: demoToken, clientId: 7, userId: 42 };

/** For `expectSaga(...).provide([signedIn, ...])`: callApi reads the session's credentials from the store. */
export const signedIn: [matchers.Matcher, ApiCredentials] = [matchers.select(selectApiCredentials), signedInCredentials];

