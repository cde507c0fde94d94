import { act, screen } from '@testing-library/react';
import { API_ROOT_STORAGE_KEY, apiRoot } from '../../../../src/client/api/apiRoot';
import { clearLocalStorage } from '../../../../src/client/app/persistence';
import { request } from '../../../../src/client/api/request';
import { currentLocation, renderAppAt, signedInState } from '../../app/renderAppAt';
import { stubFetch } from '../../support/fetchStub';

afterEach(() => {
  delete window.HAULBOARD_CONFIG;
});

describe('config screen (account spec 2.3)', () => {
  it('offers five endpoint presets, one local on port 7001, and a custom API root', async () => {
    renderAppAt('/config');
    const presets = (await screen.findAllByRole('radio')).map((radio) => (radio as HTMLInputElement).value);
    expect(presets).toHaveLength(6);
    expect(presets.filter((value) => value !== 'custom')).toHaveLength(5);
    expect(presets).toContain('http://localhost:7001/api/');
    expect(screen.getByLabelText('Custom API root')).toBeTruthy();
  });

  it('shows the product version and the 6-character release id the server configures', async () => {
    window.HAULBOARD_CONFIG = { version: '2.4.0', releaseId: '914d3c' } as never;
    renderAppAt('/config');
    expect((await screen.findByText(/^Version/)).textContent).toBe('Version 2.4.0, release 914d3c');
  });

  it("changes are blocked while logged in: 'You must log out to change endpoints'", async () => {
    renderAppAt('/config', signedInState());
    expect(await screen.findByText('You must log out to change endpoints')).toBeTruthy();
    // A disabled fieldset disables every control in it (jsdom answers that through :disabled only).
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Custom API root').matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Use this endpoint' }).matches(':disabled')).toBe(true);
  });

  it('a chosen preset is kept in this browser and a banner with a Change link shows on every screen', async () => {
    const { user, router } = renderAppAt('/config');
    expect(screen.queryByRole('link', { name: 'Change' })).toBeNull();
    await user.click(await screen.findByRole('radio', { name: /Local/ }));
    await user.click(screen.getByRole('button', { name: 'Use this endpoint' }));
    expect(window.localStorage.getItem(API_ROOT_STORAGE_KEY)).toBe('http://localhost:7001/api/');
    await act(() => router.navigate('/legal'));
    await screen.findByRole('heading', { level: 1, name: 'Legal Information' });
    const change = await screen.findByRole('link', { name: 'Change' });
    expect(change.getAttribute('href')).toBe('/config');
    expect(screen.getByText(/Using the Local endpoint/)).toBeTruthy();
    await user.click(change);
    expect(currentLocation(router)).toBe('/config');
  });

  it('a custom root that is neither a path nor an http(s) address is refused', async () => {
    const { user } = renderAppAt('/config');
    await user.type(await screen.findByLabelText('Custom API root'), 'ftp://files.test');
    await user.click(screen.getByRole('button', { name: 'Use this endpoint' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a path starting with / or an http:// or https:// address');
    expect(apiRoot()).toBe('/api/');
  });

  it('going back to "This server" removes the banner', async () => {
    window.localStorage.setItem(API_ROOT_STORAGE_KEY, 'https://staging-api.haulboard.app/api/');
    const { user } = renderAppAt('/config');
    expect(await screen.findByRole('link', { name: 'Change' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /This server/ }));
    await user.click(screen.getByRole('button', { name: 'Use this endpoint' }));
    expect(window.localStorage.getItem(API_ROOT_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change' })).toBeNull();
  });

  it('the chosen endpoint outlives a logout, which clears everything else this app stored', () => {
    window.localStorage.setItem(API_ROOT_STORAGE_KEY, 'http://localhost:7001/api/');
    window.localStorage.setItem('haulboard.session', '{"token":"x"}');
    clearLocalStorage();
    expect(window.localStorage.getItem('haulboard.session')).toBeNull();
    expect(apiRoot()).toBe('http://localhost:7001/api/');
  });

  it('without a configured release id the release reads unknown', async () => {
    window.HAULBOARD_CONFIG = { version: '2.4.0' } as never;
    renderAppAt('/config');
    expect((await screen.findByText(/^Version/)).textContent).toBe('Version 2.4.0, release unknown');
  });

  it('/endpoint redirects to /config', async () => {
    const { router } = renderAppAt('/endpoint');
    await screen.findByRole('heading', { name: 'Endpoint Configuration' });
    expect(currentLocation(router)).toBe('/config');
  });
});

describe('request helper and the chosen API root', () => {
  afterEach(() => window.localStorage.clear());

  it('requests go to the default /api/ root until another is chosen', async () => {
    const fetchMock = stubFetch({ body: { key: 'PaymentTerms', value: [] } });
    await request('Lookups/PaymentTerms', { authenticated: false });
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/api\/Lookups\/PaymentTerms\?/);
  });

  it('requests go to the API root chosen on the config screen', async () => {
    window.localStorage.setItem(API_ROOT_STORAGE_KEY, 'https://staging-api.haulboard.app/api/');
    const fetchMock = stubFetch({ body: { key: 'PaymentTerms', value: [] } });
    await request('Lookups/PaymentTerms', { authenticated: false });
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^https:\/\/staging-api\.haulboard\.app\/api\/Lookups\/PaymentTerms\?SourceApplication=/);
  });
});
