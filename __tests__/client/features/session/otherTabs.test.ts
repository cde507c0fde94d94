import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { reloadPage } from '../../../../src/client/app/navigation';
import { SESSION_PERSIST_KEY } from '../../../../src/client/app/persistence';
import { followOtherTabs } from '../../../../src/client/features/session/otherTabs';
import { initialSessionState } from '../../../../src/client/features/session/slice';
import { demoToken } from '../../support/fixtures';

const storedSession = (accessToken: string) =>
  JSON.stringify({ token: JSON.stringify({ tokenType: 'bearer', accessToken }), _persist: '{"version":-1,"rehydrated":true}' });

function storageChangeSoon(key: string | null, newValue: string | null) {
  setTimeout(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue })), 0);
}

const signedIn = { session: { ...initialSessionState, token: demoToken } };
const signedOut = { session: initialSessionState };

test('signing out in another tab sends this tab home', async () => {
  storageChangeSoon(null, null);
  await expectSaga(followOtherTabs).withState(signedIn).provide([[matchers.call.fn(reloadPage), undefined]])
    .call(reloadPage, '/').silentRun(50);
});

test('signing in in another tab reloads this tab onto that session', async () => {
  storageChangeSoon(`persist:${SESSION_PERSIST_KEY}`, storedSession('token-from-the-other-tab'));
  await expectSaga(followOtherTabs).withState(signedOut).provide([[matchers.call.fn(reloadPage), undefined]])
    .call(reloadPage, undefined).silentRun(50);
});

test('a stored change that keeps this tab\'s token leaves the tab alone', async () => {
  storageChangeSoon(`persist:${SESSION_PERSIST_KEY}`, storedSession(demoToken.accessToken));
  await expectSaga(followOtherTabs).withState(signedIn).provide([[matchers.call.fn(reloadPage), undefined]])
    .not.call.fn(reloadPage).silentRun(50);
});

test('changes to other stored keys are ignored', async () => {
  storageChangeSoon('persist:haulboard.preferences', '{}');
  await expectSaga(followOtherTabs).withState(signedIn).provide([[matchers.call.fn(reloadPage), undefined]])
    .not.call.fn(reloadPage).silentRun(50);
});
