import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderAppAt, signedInState, signedInWithoutViewerState } from './renderAppAt';

describe('route access (account spec 2.2)', () => {
  it('an anonymous visitor is redirected to login with redirectTo holding path and query', async () => {
    const { router } = renderAppAt('/loads/claimed?driverId=5&range=This%20Week');

    await screen.findByRole('dialog', { name: 'Log In to Your Account' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/loads/claimed?driverId=5&range=This%20Week',
    );
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent('/loads/claimed?driverId=5&range=This%20Week')}`,
    );
  });

  it('an anonymous visitor may open the public pages', async () => {
    const { router } = renderAppAt('/tips-and-tools');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tips and Tools' })).toBeTruthy();
    expect(currentLocation(router)).toBe('/tips-and-tools');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('a logged-in user opening login is sent to the main loads route', async () => {
    const { router } = renderAppAt('/login?redirectTo=%2Fdashboard', signedInState());

    await screen.findByRole('heading', { level: 1, name: 'Find Loads' });
    expect(currentLocation(router)).toBe('/search');
  });

  it.each(['/signup', '/register', '/register/welcome/ABC123', '/reset', '/reset/password?userId=1&resetCode=x', '/password-expired'])(
    'a logged-in user opening %s is sent to the main loads route',
    async (path) => {
      const { router } = renderAppAt(path, signedInState());

      await screen.findByRole('heading', { level: 1, name: 'Find Loads' });
      expect(currentLocation(router)).toBe('/search');
    },
  );

  it('a logged-in user without a viewer sees the loading state', async () => {
    renderAppAt('/dashboard', signedInWithoutViewerState());

    const spinner = await screen.findByRole('status');
    expect(spinner.textContent).toContain('Loading');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('a logged-in user with a viewer sees the screen', async () => {
    const { router } = renderAppAt('/dashboard', signedInState());

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(currentLocation(router)).toBe('/dashboard'));
  });
});
