import { createSelector } from '@reduxjs/toolkit';
import type { ApiCredentials } from '../../api/credentials';
import type { SessionState } from './slice';

/** Only the session part of the store, so these selectors work on any state that holds it. */
interface WithSession {
  session: SessionState;
}

export const selectToken = (state: WithSession) => state.session.token;
export const selectViewer = (state: WithSession) => state.session.viewer;
export const selectViewerPresent = (state: WithSession) => state.session.viewer !== null;
export const selectLogin = (state: WithSession) => state.session.login;
export const selectIsLoggedIn = (state: WithSession) => state.session.token !== null;

/** Logged in, but the viewer is still on its way: the route guard shows a loading state. */
export const selectIsViewerPending = (state: WithSession) =>
  selectIsLoggedIn(state) && state.session.viewer === null && state.session.viewerStatus !== 'failed';

export const selectApiCredentials = createSelector(
  [selectToken, selectViewer],
  (token, viewer): ApiCredentials | null => {
    if (!token) return null;
    return viewer ? { token, clientId: viewer.client.clientId, userId: viewer.userId } : { token };
  },
);
