import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from '../../../src/client/ui/OfflineBanner';

function goOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('<OfflineBanner/> (account spec 2.3)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads Offline, please check connection while the browser is offline', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText('Offline, please check connection')).toBeNull();

    goOnline(false);
    expect(screen.getByRole('alert').textContent).toBe('Offline, please check connection');

    goOnline(true);
    expect(screen.queryByText('Offline, please check connection')).toBeNull();
  });
});
