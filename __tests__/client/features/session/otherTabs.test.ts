import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { call } from 'redux-saga/effects';
import { fetchCurrentUser } from '../../../../src/client/api/sessionApi';
import { navigateTo, reloadPage } from '../../../../src/client/app/navigation';
import { rootReducer } from '../../../../src/client/app/rootReducer';
import { initialLoadsState } from '../../../../src/client/features/loads/slice';
import { followOtherTabs } from '../../../../src/client/features/session/otherTabs';
import { pause } from '../../../../src/client/app/pause';
import { loadViewer } from '../../../../src/client/features/session/viewerSagas';
import { initialSessionState, otherTabSignedIn, otherTabSignedOut, viewerReceived } from '../../../../src/client/features/session/slice';
import { STORED_SESSION_KEY } from '../../../../src/client/features/session/storedSession';
import { demoToken, demoViewer } from '../../support/fixtures';
import { answeredCall, causeAndWaitFor, driving } from '../../support/drive';
import { aLoad } from '../../support/loads';

const storedSession = (accessToken: string) =>
  JSON.stringify({ token: JSON.stringify({ tokenType: 'bearer', accessToken }), _persist: '{"version":-1,"rehydrated":true}' });

/** Another tab changes what is stored: the browser tells this tab at once, as a 'storage' event. */
const storageChange = (key: string | null, newValue: string | null) =>
  call(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
/**
 * The same user signs in again in another tab, with a token of its own: taken up here in place, after every
 * change before it (changes are followed in turn), so a test can wait until this tab has followed those.
 */
const markerToken = { tokenType: 'bearer', accessToken: 'token-marking-the-end' };
const sameUserThereAfterwards = () => causeAndWaitFor(
  storageChange(STORED_SESSION_KEY, storedSession(markerToken.accessToken)),
  (action: Action) => otherTabSignedIn.match(action) && action.payload.accessToken === markerToken.accessToken,
);
const signInsTakenUp = (effects: { put?: Array<{ payload: { action: Action } }> }) =>
  (effects.put ?? []).map(({ payload: { action } }) => action).filter(otherTabSignedIn.match).map(({ payload }) => payload);

const empty = rootReducer(undefined, { type: 'test/init' });
const signedIn = { ...empty, session: { ...empty.session, ...initialSessionState, token: demoToken, viewer: demoViewer } };
const signedOut = { ...empty, session: { ...empty.session, ...initialSessionState } };
const theirToken = { tokenType: 'bearer', accessToken: 'token-from-the-other-tab' };
const noPageLoads: [matchers.Matcher, undefined][] = [
  [matchers.call.fn(reloadPage), undefined],
  [matchers.call.fn(navigateTo), undefined],
];

test('signing out in another tab sends this tab home, then signs it out in place, without a reload', async () => {
  const { storeState } = await expectSaga(driving(followOtherTabs, function* () {
    yield* causeAndWaitFor(storageChange(null, null), otherTabSignedOut.type);
  }))
    .withReducer(rootReducer, {
      ...signedIn,
      loads: { ...initialLoadsState, ids: [7], entities: { 7: aLoad({ id: 7 }) } },
      live: { ...signedIn.live, shownPath: '/dashboard' },
    })
    .provide([...noPageLoads, [matchers.call.fn(pause), undefined]])
    .call(navigateTo, '/', { replace: true })
    .put(otherTabSignedOut())
    .not.call.fn(reloadPage)
    .run({ timeout: false });
  expect(storeState.session.token).toBeNull();
  // Nothing of the old session stays behind in this tab.
  expect(storeState.loads.ids).toEqual([]);
});

test('signing in in another tab is taken up in this tab without a reload', async () => {
  const { storeState } = await expectSaga(driving(followOtherTabs, function* () {
    yield* causeAndWaitFor(storageChange(STORED_SESSION_KEY, storedSession(theirToken.accessToken)), viewerReceived.type);
  }))
    .withReducer(rootReducer, signedOut)
    .provide([...noPageLoads, [matchers.call.fn(fetchCurrentUser), demoViewer]])
    .put(otherTabSignedIn(theirToken))
    .call(loadViewer)
    .put(viewerReceived(demoViewer))
    .not.call.fn(reloadPage)
    .run({ timeout: false });
  expect(storeState.session.token).toEqual(theirToken);
});

test('a new token of the same user in another tab is taken up in place', async () => {
  await expectSaga(driving(followOtherTabs, function* () {
    yield* causeAndWaitFor(storageChange(STORED_SESSION_KEY, storedSession(theirToken.accessToken)), viewerReceived.type);
  }))
    .withReducer(rootReducer, signedIn)
    .provide([...noPageLoads, [matchers.call.fn(fetchCurrentUser), demoViewer]])
    .put(otherTabSignedIn(theirToken))
    .not.call.fn(reloadPage)
    .run({ timeout: false });
});

test('a sign-in as another user in another tab reloads this tab, so nothing of the old user stays', async () => {
  const reload = answeredCall(undefined);
  await expectSaga(driving(followOtherTabs, function* () {
    yield storageChange(STORED_SESSION_KEY, storedSession(theirToken.accessToken));
    yield call(() => reload.seen);
  }))
    .withReducer(rootReducer, signedIn)
    .provide([
      [matchers.call.fn(reloadPage), reload.provider],
      [matchers.call.fn(navigateTo), undefined],
      [matchers.call.fn(fetchCurrentUser), { ...demoViewer, userId: 99 }],
    ])
    .call(reloadPage, undefined)
    .not.put.actionType(otherTabSignedIn.type)
    .run({ timeout: false });
});

test("a stored change that keeps this tab's token leaves the tab alone", async () => {
  const { effects } = await expectSaga(driving(followOtherTabs, function* () {
    yield storageChange(STORED_SESSION_KEY, storedSession(demoToken.accessToken));
    yield* sameUserThereAfterwards();
  }))
    .withReducer(rootReducer, signedIn).provide([...noPageLoads, [matchers.call.fn(fetchCurrentUser), demoViewer]])
    .not.call.fn(reloadPage).not.call.fn(navigateTo).run({ timeout: false });
  expect(signInsTakenUp(effects)).toEqual([markerToken]);
});

test('changes to other stored keys are ignored', async () => {
  const { effects } = await expectSaga(driving(followOtherTabs, function* () {
    yield storageChange('persist:haulboard.preferences', '{}');
    yield* sameUserThereAfterwards();
  }))
    .withReducer(rootReducer, signedIn).provide([...noPageLoads, [matchers.call.fn(fetchCurrentUser), demoViewer]])
    .not.call.fn(reloadPage).not.call.fn(navigateTo).run({ timeout: false });
  expect(signInsTakenUp(effects)).toEqual([markerToken]);
});
