import { act, screen, waitFor, within } from '@testing-library/react';
import { locationChanged } from '../../../../src/client/app/routerActions';
import { flashQueued } from '../../../../src/client/features/flash/slice';
import { logoutRequested } from '../../../../src/client/features/session/slice';
import { currentLocation, renderAppAt, setViewportWidth, signedInState } from '../../app/renderAppAt';

describe('shell layout (account spec 2.3)', () => {
  it('the top bar shows at 1024 px and the hamburger below', async () => {
    setViewportWidth(1024);
    renderAppAt('/dashboard', signedInState());

    const topBar = await screen.findByTestId('top-bar');
    expect(within(topBar).getByText('Dana Whitfield')).toBeTruthy();
    expect(within(topBar).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();

    act(() => setViewportWidth(1023));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.queryByTestId('top-bar')).toBeNull();
  });

  it('the top bar holds the navigation groups', async () => {
    const { user } = renderAppAt('/dashboard', signedInState());

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Find Loads' })).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: 'My Loads' }));
    for (const label of ['Saved Loads', 'Claimed Loads', 'In Progress Loads', 'Completed Loads']) {
      expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    }
    await user.click(within(nav).getByRole('button', { name: 'Payments' }));
    expect(within(nav).getByRole('link', { name: 'Paid Invoices' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Pending Payment' })).toBeTruthy();
  });

  it('the side menu shows the user name and Log out', async () => {
    setViewportWidth(800);
    const { dispatchSpy, user } = renderAppAt('/dashboard', signedInState());

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(menu).getByText('Dana Whitfield')).toBeTruthy();
    for (const label of ['Dashboard', 'Find Loads', 'Saved Loads', 'Paid Invoices', 'My Account', 'Contact Us']) {
      expect(within(menu).getByRole('link', { name: label })).toBeTruthy();
    }
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(dispatchSpy).toHaveBeenCalledWith(logoutRequested());
  });

  it('the side menu closes once a link is followed', async () => {
    setViewportWidth(600);
    const { router, user } = renderAppAt('/dashboard', signedInState());

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'Drivers' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/drivers-and-fleet/drivers'));
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
  });

  it('the floating shortcut menu offers Dashboard, Saved Loads, Find Loads and Contact Dispatch', async () => {
    const { router, user } = renderAppAt('/dashboard', signedInState());

    await user.click(await screen.findByRole('button', { name: 'Open shortcuts' }));
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    const labels = within(shortcuts).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['Dashboard', 'Saved Loads', 'Find Loads', 'Contact Dispatch']);
    await user.click(within(shortcuts).getByRole('link', { name: 'Contact Dispatch' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/contact-dispatch'));
  });

  it('every route change dispatches locationChanged with pathname and search', async () => {
    const { dispatchSpy, router } = renderAppAt('/dashboard', signedInState());
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await act(() => router.navigate('/loads/claimed?driverId=3'));
    expect(dispatchSpy).toHaveBeenCalledWith(locationChanged({ pathname: '/loads/claimed', search: '?driverId=3' }));
  });

  it('going to the page already open releases queued flash messages too', async () => {
    const { store, router } = renderAppAt('/dashboard', signedInState());
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    store.dispatch(flashQueued('Cancelled load 7'));
    await act(() => router.navigate('/dashboard'));
    expect(store.getState().flash.current.map((message) => message.text)).toEqual(['Cancelled load 7']);
  });

  it('screens scroll to top on navigation', async () => {
    const { router } = renderAppAt('/dashboard', signedInState());
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    jest.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate('/loads/saved'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('the settings and load screens carry their tab bars', async () => {
    const { router, user } = renderAppAt('/loads/saved', signedInState());

    const loadTabs = await screen.findByRole('navigation', { name: 'My Loads' });
    expect(within(loadTabs).getAllByRole('link').map((tab) => tab.textContent)).toEqual([
      'Saved',
      'Claimed',
      'In Progress',
      'Completed',
    ]);
    await user.click(within(loadTabs).getByRole('link', { name: 'In Progress' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/loads/in-progress'));

    await act(() => router.navigate('/my-account'));
    const settingsTabs = await screen.findByRole('navigation', { name: 'Settings' });
    expect(within(settingsTabs).getAllByRole('link').map((tab) => tab.textContent)).toEqual([
      'Account',
      'Drivers',
      'Fleet',
      'Settings',
    ]);
  });

  it('detail screens have a back arrow that returns to the previous page', async () => {
    const { router, user } = renderAppAt(['/drivers-and-fleet/drivers', '/drivers-and-fleet/edit-driver/9'], signedInState());

    const back = await screen.findByRole('link', { name: 'Back' });
    // A link to the screen's parent, so it also opens in a new tab; a plain click returns through history.
    expect(back.getAttribute('href')).toBe('/drivers-and-fleet/drivers');
    await user.click(back);
    await waitFor(() => expect(currentLocation(router)).toBe('/drivers-and-fleet/drivers'));
  });

  it('shows the offline banner when the connection drops', async () => {
    renderAppAt('/dashboard', signedInState());
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('Offline, please check connection')).toBeTruthy();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  });
});
