/**
 * Dispatchers keep many tabs open, and they stay in step without reloading: localStorage 'storage' events tell
 * every other tab when one signs out (this tab signs out in place and goes home) or in (this tab takes that
 * session up and reads its user). Only a sign-in as another user reloads, so nothing of the old user stays.
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { call, put, race, select, take } from 'redux-saga/effects';
import type { Viewer } from '../../../shared/wire';
import type { SessionToken } from '../../api/credentials';
import { fetchCurrentUser } from '../../api/sessionApi';
import { navigateTo, reloadPage } from '../../app/navigation';
import { pause } from '../../app/pause';
import { locationChanged, selectShownPath } from '../../app/routerActions';
import { selectToken, selectViewer } from './selectors';
import { otherTabSignedIn, otherTabSignedOut, viewerReceived } from './slice';
import { readStoredToken, STORED_SESSION_KEY } from './storedSession';
import { loadViewer } from './viewerSagas';

export interface StoredSessionChange {
  /** The token now stored by another tab, or null when it signed out (or cleared storage). */
  token: SessionToken | null;
}

export function storedSessionChanges(): EventChannel<StoredSessionChange> {
  return eventChannel((emit) => {
    const onStorage = (event: StorageEvent) => {
      // key null means another tab cleared all of storage, which is what logging out does.
      if (event.key === STORED_SESSION_KEY || event.key === null) emit({ token: readStoredToken(event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
    // A change that comes while the last one is being followed is kept; only the newest matters.
  }, buffers.sliding<StoredSessionChange>(1));
}

const HOME = '/';
const arrivedHome = (action: Action) => locationChanged.match(action) && action.payload.pathname === HOME;

/**
 * Home first, then signed out: a private page still on screen when the session goes would send the tab on to
 * the login page instead (the route guard), where a sign-out in the tab itself lands home.
 */
export function* signOutAsOtherTabDid() {
  const shownPath: string = yield select(selectShownPath);
  yield call(navigateTo, HOME, { replace: true });
  if (shownPath !== HOME) yield race({ home: take(arrivedHome), stuck: call(pause, 1000) });
  yield put(otherTabSignedOut());
}

export function* takeUpOtherTabSession(token: SessionToken) {
  yield put(otherTabSignedIn(token));
  yield call(loadViewer);
}

/** Signed in here and, with another token, there: the same user carries on in place, another user reloads. */
export function* switchToOtherTabSession(token: SessionToken) {
  const viewer: Viewer | null = yield select(selectViewer);
  let theirs: Viewer | null = null;
  try {
    theirs = yield call(fetchCurrentUser, { token });
  } catch {
    // Unknown: a reload reads whatever the browser holds now.
  }
  if (viewer && theirs && theirs.userId === viewer.userId) {
    yield put(otherTabSignedIn(token));
    yield put(viewerReceived(theirs));
    return;
  }
  yield call(reloadPage, undefined);
}

export function* followOtherTabs() {
  const changes: EventChannel<StoredSessionChange> = yield call(storedSessionChanges);
  while (true) {
    const { token: theirs }: StoredSessionChange = yield take(changes);
    const ours: SessionToken | null = yield select(selectToken);
    if ((ours?.accessToken ?? null) === (theirs?.accessToken ?? null)) continue;
    if (theirs === null) yield call(signOutAsOtherTabDid);
    else if (ours === null) yield call(takeUpOtherTabSession, theirs);
    else yield call(switchToOtherTabSession, theirs);
  }
}
