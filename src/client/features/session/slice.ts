/**
 * The session: the persisted token, the signed-in viewer and the login form's request status
 * (account spec 3 Session, 4 Session). Intents are imperative, results past tense.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Viewer } from '../../../shared/wire';
import type { Failure } from '../../api/failure';
import type { SessionToken } from '../../api/credentials';

export type { SessionToken };
export type ViewerStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type LoginStatus = 'idle' | 'submitting' | 'failed';

export interface LoginState {
  status: LoginStatus;
  /** The refused attempt; the server's error description sits on its password field. */
  failure: Failure | null;
  /** The HTTP answer of a refusal that gave no description, said as 'statusText (status)' (spec 8). */
  answer: LoginAnswer | null;
}

export interface LoginAnswer {
  status: number;
  statusText: string;
}

export type LoginFailure = Pick<LoginState, 'failure' | 'answer'>;

export interface SessionState {
  token: SessionToken | null;
  viewer: Viewer | null;
  viewerStatus: ViewerStatus;
  login: LoginState;
}

export interface LoginRequest {
  emailAddress: string;
  password: string;
  /** Where to go after signing in (path plus query); the main loads route otherwise. */
  redirectTo?: string;
}

const idleLogin: LoginState = { status: 'idle', failure: null, answer: null };

export const initialSessionState: SessionState = {
  token: null,
  viewer: null,
  viewerStatus: 'idle',
  login: idleLogin,
};

/** A 401 anywhere, or the end of a logout: the session is gone and the page reloads. */
export const sessionDestroyed = createAction('session/sessionDestroyed');

/** Another tab of this browser signed out: this one signs out in place, without a reload. */
export const otherTabSignedOut = createAction('session/otherTabSignedOut');

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.login = { status: 'submitting', failure: null, answer: null };
    },
    loginSucceeded(state, action: PayloadAction<SessionToken>) {
      state.token = action.payload;
      state.viewerStatus = 'loading';
      state.login = idleLogin;
    },
    loginFailed(state, action: PayloadAction<LoginFailure>) {
      state.login = { status: 'failed', ...action.payload };
    },
    passwordExpired(state, _action: PayloadAction<{ emailAddress: string }>) {
      state.login = idleLogin;
    },
    /** Closing or reopening the login form starts it clean. */
    loginFormReset(state) {
      state.login = idleLogin;
    },
    viewerRequested(state) {
      state.viewerStatus = 'loading';
    },
    viewerReceived(state, action: PayloadAction<Viewer>) {
      state.viewer = action.payload;
      state.viewerStatus = 'succeeded';
    },
    viewerFailed(state, _action: PayloadAction<Failure>) {
      state.viewerStatus = 'failed';
    },
    logoutRequested() {},
    /** Another tab of this browser signed in: this one takes that session up in place. */
    otherTabSignedIn(state, action: PayloadAction<SessionToken>) {
      state.token = action.payload;
      state.viewerStatus = 'loading';
      state.login = idleLogin;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionDestroyed, () => initialSessionState).addCase(otherTabSignedOut, () => initialSessionState);
  },
});

export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  passwordExpired,
  loginFormReset,
  viewerRequested,
  viewerReceived,
  viewerFailed,
  logoutRequested,
  otherTabSignedIn,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;
