import {
  selectApiCredentials,
  selectIsLoggedIn,
  selectIsViewerPending,
  selectLogin,
} from '../../../../src/client/features/session/selectors';
import {
  initialSessionState,
  loginFailed,
  loginRequested,
  loginSucceeded,
  sessionDestroyed,
  sessionReducer,
  viewerReceived,
} from '../../../../src/client/features/session/slice';
import { demoToken, demoViewer } from '../../support/fixtures';

const wrap = (session = initialSessionState) => ({ session });

describe('session state (account spec 3 and 4)', () => {
  it('logged out to logged in on a successful token request', () => {
    const state = sessionReducer(initialSessionState, loginSucceeded(demoToken));
    expect(selectIsLoggedIn(wrap(state))).toBe(true);
    expect(selectIsViewerPending(wrap(state))).toBe(true);
  });

  it('a new login attempt clears the previous errors', () => {
    let state = sessionReducer(initialSessionState, loginFailed({ failure: { code: 'invalid_grant', serverMessage: null, fieldErrors: { password: 'wrong' } }, answer: null }));
    state = sessionReducer(state, loginRequested({ emailAddress: 'a@b.c', password: 'x' }));
    expect(selectLogin(wrap(state))).toEqual({ status: 'submitting', failure: null, answer: null });
  });

  it('logged-in requests carry the client and user ids once the viewer is known', () => {
    let state = sessionReducer(initialSessionState, loginSucceeded(demoToken));
    expect(selectApiCredentials(wrap(state))).toEqual({ token: demoToken });
    state = sessionReducer(state, viewerReceived(demoViewer));
    expect(selectApiCredentials(wrap(state))).toEqual({ token: demoToken, clientId: 7, userId: 42 });
    expect(selectApiCredentials(wrap(initialSessionState))).toBeNull();
  });

  it('a destroyed session forgets the token and the viewer', () => {
    let state = sessionReducer(initialSessionState, loginSucceeded(demoToken));
    state = sessionReducer(state, viewerReceived(demoViewer));
    expect(sessionReducer(state, sessionDestroyed())).toEqual(initialSessionState);
  });
});
