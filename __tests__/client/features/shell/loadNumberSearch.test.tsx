import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchLoad, lookupLoadPresence } from '../../../../src/client/api/loadApi';
import { parseLoadNumber } from '../../../../src/client/features/loadNumber/parseLoadNumber';
import type { LoadPresence } from '../../../../src/shared/loads';
import { currentLocation, renderAppAt, setViewportWidth, signedInState } from '../../app/renderAppAt';

jest.mock('../../../../src/client/api/loadApi');

const presenceMock = jest.mocked(lookupLoadPresence);
const openable = (id: number): LoadPresence => ({ id, assignedToCurrentCarrier: false, unAssigned: true });

beforeEach(() => {
  jest.mocked(fetchLoad).mockImplementation(() => new Promise(() => undefined));
  presenceMock.mockImplementation(async (_credentials, loadId) => openable(loadId));
});

afterEach(() => jest.clearAllMocks());

describe('Search Load # box (loads spec 2, 4 and 5)', () => {
  it('the load number box does nothing when empty', async () => {
    const { router, user } = renderAppAt('/dashboard', signedInState());

    const box = await screen.findByPlaceholderText('Search Load #');
    await user.type(box, '{Enter}');
    await user.type(box, '   {Enter}');
    expect(currentLocation(router)).toBe('/dashboard');
    expect(presenceMock).not.toHaveBeenCalled();
  });

  it('the box shows a loading state while the number is looked up', async () => {
    presenceMock.mockImplementation(() => new Promise(() => undefined));
    const { user } = renderAppAt('/dashboard', signedInState());

    await user.type(await screen.findByPlaceholderText('Search Load #'), '48213{Enter}');
    expect(screen.getByPlaceholderText('Search Load #')).toHaveProperty('disabled', true);
    expect(screen.getByRole('search').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: 'Looking up the load' })).toBeTruthy();
  });

  it('the load number box opens the load with that number', async () => {
    const { router, user } = renderAppAt('/dashboard', signedInState());

    await user.type(await screen.findByPlaceholderText('Search Load #'), ' 48213 {Enter}');
    await waitFor(() => expect(currentLocation(router)).toBe('/load/48213'));
    expect(presenceMock).toHaveBeenCalledWith(expect.anything(), 48213);
    expect(await screen.findByRole('heading', { level: 1, name: 'Load Detail' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search Load #')).toHaveProperty('disabled', false);
  });

  it("a load that cannot be opened shows the server's message in a modal with 'Find Another Load'", async () => {
    const message = "We're sorry, the load you are looking for does not exist.";
    presenceMock.mockRejectedValue(new ApiError({ status: 404, statusText: 'Not Found', url: '/api/x', message }));
    const { router, user } = renderAppAt('/dashboard', signedInState());

    await user.type(await screen.findByPlaceholderText('Search Load #'), '999{Enter}');
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(message)).toBeTruthy();
    expect(currentLocation(router)).toBe('/dashboard');

    await user.click(within(modal).getByRole('link', { name: 'Find Another Load' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/search'));
    expect(screen.queryByText(message)).toBeNull();
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
