import { waitFor } from '@testing-library/react';
import type { Persistor } from 'redux-persist';
import { SESSION_PERSIST_KEY } from '../../../src/client/app/persistence';
import { makeStore } from '../../../src/client/app/store';
import { errorReported } from '../../../src/client/features/errors/slice';
import { sectionToggled } from '../../../src/client/features/preferences/slice';
import { loginSucceeded, viewerReceived } from '../../../src/client/features/session/slice';
import { cannedResponse } from '../support/fetchStub';
import { demoToken, demoViewer } from '../support/fixtures';

function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}

const storedSession = () => JSON.parse(localStorage.getItem(`persist:${SESSION_PERSIST_KEY}`) ?? 'null');

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('store (account spec 3 Session)', () => {
  it('persists only the session token and the UI preferences to local storage', async () => {
    const { store, persistor } = makeStore();
    await rehydrated(persistor);
    store.dispatch(loginSucceeded(demoToken));
    store.dispatch(viewerReceived(demoViewer));
    store.dispatch(sectionToggled('myTasks'));
    store.dispatch(errorReported(new Error('not kept')));
    await persistor.flush();

    const session = storedSession();
    expect(JSON.parse(session.token)).toEqual(demoToken);
    expect(session.viewer).toBeUndefined();
    expect(session.login).toBeUndefined();
    const preferences = JSON.parse(localStorage.getItem('persist:haulboard.preferences') ?? 'null');
    expect(JSON.parse(preferences.expandedSections)).toEqual({ myTasks: false });
    expect(Object.keys(localStorage)).toHaveLength(2);
  });

  it('a viewer is loaded at startup if a stored token came back', async () => {
    localStorage.setItem(
      `persist:${SESSION_PERSIST_KEY}`,
      JSON.stringify({ token: JSON.stringify(demoToken), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
    );
    const fetchMock = jest.fn().mockResolvedValue(cannedResponse({ body: demoViewer }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    const { store } = makeStore();
    await waitFor(() => expect(store.getState().session.viewerStatus).toBe('succeeded'));
    expect(store.getState().session.viewer).toEqual(demoViewer);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/CurrentUser?SourceApplication=HaulboardWeb');
    expect(init.headers.Authorization).toBe('Bearer demo-access-token');
  });

  it('checks that actions stay serializable', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = makeStore();
    store.dispatch({ type: 'test/notSerializable', payload: new Map() });
    expect(consoleError.mock.calls[0][0]).toContain('non-serializable value was detected in an action');
  });
});
