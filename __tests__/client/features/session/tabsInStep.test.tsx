import { act, waitFor } from '@testing-library/react';
import { fetchCurrentUser } from '../../../../src/client/api/sessionApi';
import * as navigation from '../../../../src/client/app/navigation';
import { locationChanged } from '../../../../src/client/app/routerActions';
import { STORED_SESSION_KEY } from '../../../../src/client/features/session/storedSession';
import { currentLocation, renderAppAt, sampleViewer, signedInState } from '../../app/renderAppAt';

jest.mock('../../../../src/client/api/sessionApi');

const storedSession = (accessToken: string) =>
  JSON.stringify({ token: JSON.stringify({ tokenType: 'bearer', accessToken }), _persist: '{"version":-1,"rehydrated":true}' });

function anotherTabStored(key: string | null, newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('tabs in step (issue 14)', () => {
  it('a sign-out in another tab signs this tab out in place and brings it home, without a reload', async () => {
    const reload = jest.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined);
    const { store, router, dispatchSpy } = renderAppAt('/dashboard', signedInState());
    await waitFor(() => expect(store.getState().live.shownPath).toBe('/dashboard'));
    anotherTabStored(null, null);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(currentLocation(router)).toBe('/');
    // Never by way of the login page, where a private page left behind would send it.
    const visited = dispatchSpy.mock.calls.map(([action]) => action).filter(locationChanged.match).map((action) => action.payload.pathname);
    expect(visited).not.toContain('/login');
    expect(store.getState().session.viewer).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a sign-in in another tab is taken up here without a reload', async () => {
    const reload = jest.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined);
    jest.mocked(fetchCurrentUser).mockResolvedValue(sampleViewer);
    const { store } = renderAppAt('/', {});
    anotherTabStored(STORED_SESSION_KEY, storedSession('token-of-the-other-tab'));
    await waitFor(() => expect(store.getState().session.viewer).toEqual(sampleViewer));
    expect(store.getState().session.token?.accessToken).toBe('token-of-the-other-tab');
    expect(fetchCurrentUser).toHaveBeenCalledWith(expect.objectContaining({ token: expect.objectContaining({ accessToken: 'token-of-the-other-tab' }) }));
    expect(reload).not.toHaveBeenCalled();
  });
});
