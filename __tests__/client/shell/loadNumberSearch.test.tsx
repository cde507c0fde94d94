import { screen, waitFor, within } from '@testing-library/react';
import { parseLoadNumber } from '../../../src/client/features/shell/LoadNumberSearch';
import { currentLocation, renderAppAt, setViewportWidth, signedInState } from '../app/renderAppAt';

describe('Search Load # box (account spec 5, loads spec 2)', () => {
  it('the load number box does nothing when empty', async () => {
    const { router, user } = renderAppAt('/dashboard', signedInState());

    const box = await screen.findByPlaceholderText('Search Load #');
    await user.type(box, '{Enter}');
    await user.type(box, '   {Enter}');
    expect(currentLocation(router)).toBe('/dashboard');
  });

  it('the load number box opens the load with that number', async () => {
    const { router, user } = renderAppAt('/dashboard', signedInState());

    await user.type(await screen.findByPlaceholderText('Search Load #'), ' 48213 {Enter}');
    await waitFor(() => expect(currentLocation(router)).toBe('/load/48213'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Load Detail' })).toBeTruthy();
  });

  it('on small screens the box opens as an overlay', async () => {
    setViewportWidth(700);
    const { router, user } = renderAppAt('/dashboard', signedInState());

    await user.click(await screen.findByRole('button', { name: 'Load #' }));
    const overlay = screen.getByRole('dialog', { name: 'Search Load #' });
    await user.type(within(overlay).getByPlaceholderText('Search Load #'), '77{Enter}');
    await waitFor(() => expect(currentLocation(router)).toBe('/load/77'));
    expect(screen.queryByRole('dialog', { name: 'Search Load #' })).toBeNull();
  });

  it('parses the box as an integer', () => {
    expect(parseLoadNumber('')).toBeNull();
    expect(parseLoadNumber('  ')).toBeNull();
    expect(parseLoadNumber('abc')).toBeNull();
    expect(parseLoadNumber('0')).toBeNull();
    expect(parseLoadNumber(' 1234 ')).toBe(1234);
    expect(parseLoadNumber('1234.9')).toBe(1234);
  });
});
