import { act, screen } from '@testing-library/react';
import { liveConnectionBroke, liveConnectionOpened } from '../../../src/client/features/live/slice';
import { initialSessionState } from '../../../src/client/features/session/slice';
import { OfflineBanner } from '../../../src/client/ui/OfflineBanner';
import { demoToken } from '../support/fixtures';
import { renderWithStore } from '../support/renderWithStore';

const OFFLINE = 'Offline, please check connection';

function goOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('<OfflineBanner/> (account spec 2.3)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('reads Offline, please check connection while the browser is offline', () => {
    renderWithStore(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE)).toBeNull();

    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);

    goOnline(true);
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('shows when the live stream of a signed-in user has been down for more than 5 s, and hides on reconnect', async () => {
    jest.useFakeTimers();
    const { store } = renderWithStore(<OfflineBanner />, { session: { ...initialSessionState, token: demoToken } });
    act(() => {
      store.dispatch(liveConnectionBroke());
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4900);
    });
    expect(screen.queryByText(OFFLINE)).toBeNull();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);

    act(() => {
      store.dispatch(liveConnectionOpened({ lastEventId: 12 }));
    });
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('a stream back within 5 s never shows the banner', async () => {
    jest.useFakeTimers();
    const { store } = renderWithStore(<OfflineBanner />, { session: { ...initialSessionState, token: demoToken } });
    act(() => {
      store.dispatch(liveConnectionBroke());
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    act(() => {
      store.dispatch(liveConnectionOpened({ lastEventId: 12 }));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });
});
