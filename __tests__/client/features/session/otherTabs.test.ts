import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
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
import { aLoad } from '../../support/loads';

const storedSession = (accessToken: string) =>
  JSON.stringify({ token: JSON.stringify({ tokenType: 'bearer', accessToken }), _persist: '{"version":-1,"rehydrated":true}' });

function storageChangeSoon(key: string | null, newValue: string | null) {
  setTimeout(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue })), 0);
}

const empty = rootReducer(undefined, { type: 'test/init' });
const signedIn = { ...empty, session: { ...empty.session, ...initialSessionState, token: demoToken, viewer: demoViewer } };
const signedOut = { ...empty, session: { ...empty.session, ...initialSessionState } };
const theirToken = { tokenType: 'bearer', accessToken: 'token-from-the-other-tab' };
const noPageLoads: [matchers.Matcher, undefined][] = [
  [matchers.call.fn(reloadPage), undefined],
  [matchers.call.fn(navigateTo), undefined],
];

test('signing out in another tab sends this tab home, then signs it out in place, without a reload', async () => {
  storageChangeSoon(null, null);
  const { storeState } = await expectSaga(followOtherTabs)
    .withReducer(rootReducer, {
      ...signedIn,
      loads: { ...initialLoadsState, ids: [7], entities: { 7: aLoad({ id: 7 }) } },
      live: { ...signedIn.live, shownPath: '/dashboard' },
    })
    .provide([...noPageLoads, [matchers.call.fn(pause), undefined]])
    .call(navigateTo, '/', { replace: true })
    .put(otherTabSignedOut())
    .not.call.fn(reloadPage)
    .silentRun(50);
  expect(storeState.session.token).toBeNull();
  // Nothing of the old session stays behind in this tab.
  expect(storeState.loads.ids).toEqual([]);
});

test('signing in in another tab is taken up in this tab without a reload', async () => {
  storageChangeSoon(STORED_SESSION_KEY, storedSession(theirToken.accessToken));
  const { storeState } = await expectSaga(followOtherTabs)
    .withReducer(rootReducer, signedOut)
    .provide([...noPageLoads, [matchers.call.fn(fetchCurrentUser), demoViewer]])
    .put(otherTabSignedIn(theirToken))
    .call(loadViewer)
    .put(viewerReceived(demoViewer))
    .not.call.fn(reloadPage)
    .silentRun(50);
  expect(storeState.session.token).toEqual(theirToken);
});

test('a new token of the same user in another tab is taken up in place', async () => {
  storageChangeSoon(STORED_SESSION_KEY, storedSession(theirToken.accessToken));
  await expectSaga(followOtherTabs)
    .withReducer(rootReducer, signedIn)
    .provide([...noPageLoads, [matchers.call.fn(fetchCurrentUser), demoViewer]])
    .put(otherTabSignedIn(theirToken))
    .not.call.fn(reloadPage)
    .silentRun(50);
});

test('a sign-in as another user in another tab reloads this tab, so nothing of the old user stays', async () => {
  storageChangeSoon(STORED_SESSION_KEY, storedSession(theirToken.accessToken));
  await expectSaga(followOtherTabs)
    .withReducer(rootReducer, signedIn)
    .provide([...noPageLoads, [matchers.call.fn(fetchCurrentUser), { ...demoViewer, userId: 99 }]])
    .call(reloadPage, undefined)
    .not.put.actionType(otherTabSignedIn.type)
    .silentRun(50);
});

test("a stored change that keeps this tab's token leaves the tab alone", async () => {
  storageChangeSoon(STORED_SESSION_KEY, storedSession(demoToken.accessToken));
  await expectSaga(followOtherTabs).withReducer(rootReducer, signedIn).provide(noPageLoads)
    .not.call.fn(reloadPage).not.call.fn(navigateTo).silentRun(50);
});

test('changes to other stored keys are ignored', async () => {
  storageChangeSoon('persist:haulboard.preferences', '{}');
  await expectSaga(followOtherTabs).withReducer(rootReducer, signedIn).provide(noPageLoads)
    .not.call.fn(reloadPage).not.call.fn(navigateTo).silentRun(50);
});
