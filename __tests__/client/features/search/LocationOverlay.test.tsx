import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchRecommendedLoads, searchAvailableLoads, type PageRequest } from '../../../../src/client/api/loadsApi';
import { reverseGeocode, searchLocations } from '../../../../src/client/api/locationsApi';
import * as history from '../../../../src/client/api/searchHistoryApi';
import { getCurrentPosition } from '../../../../src/client/features/search/geolocation';
import { currentLocation, renderAppAt, signedInState } from '../../app/renderAppAt';
import { dallas, page, storedSearch } from './searchFixtures';

jest.mock('../../../../src/client/api/loadsApi');
jest.mock('../../../../src/client/api/locationsApi');
jest.mock('../../../../src/client/api/searchHistoryApi');
jest.mock('../../../../src/client/features/search/geolocation', () => ({
  ...jest.requireActual('../../../../src/client/features/search/geolocation'),
  getCurrentPosition: jest.fn(),
}));

const searchMock = jest.mocked(searchAvailableLoads);
const listCriteria = () =>
  searchMock.mock.calls.filter(([, , request]) => (request as PageRequest).view !== 'map').map(([, criteria]) => criteria);
const failure = (status: number) => new ApiError({ status, statusText: 'Failed', url: '/api/Locations/Search', message: 'Failed' });

beforeEach(() => {
  jest.mocked(fetchRecommendedLoads).mockResolvedValue(page([]));
  jest.mocked(history.fetchSavedSearches).mockResolvedValue([]);
  jest.mocked(history.fetchRecentSearches).mockResolvedValue([]);
  jest.mocked(history.saveRecentSearch).mockResolvedValue(storedSearch(90));
  jest.mocked(searchLocations).mockResolvedValue([dallas]);
  jest.mocked(reverseGeocode).mockResolvedValue(dallas);
  jest.mocked(getCurrentPosition).mockResolvedValue({ latitude: 32.8, longitude: -96.9 });
  searchMock.mockResolvedValue(page([]));
});

afterEach(() => jest.clearAllMocks());

const suggestions = () => within(document.getElementById('location-overlay-places') as HTMLElement);

describe('the location overlay (loads spec 2, 3 and 8)', () => {
  it('Escape closes the overlay and gives focus back to the field that opened it (issue 22)', async () => {
    const { user } = renderAppAt('/search', signedInState());
    const opener = await screen.findByRole('button', { name: /From where\?/ });
    await user.click(opener);
    const overlay = screen.getByRole('dialog', { name: 'From where?' });
    expect(document.activeElement).toBe(within(overlay).getByRole('combobox'));
    await user.tab({ shift: true });
    expect(overlay.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /From where\?/ }));
  });

  it('a region can be chosen as the origin and searches its states', async () => {
    const { user, router } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: /From where\?/ }));
    await user.click(within(screen.getByRole('region', { name: 'Regions' })).getByRole('button', { name: /^Southwest/ }));
    expect(screen.getByRole('button', { name: /From\s*Southwest/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search for Loads' }));
    await screen.findByText('No results');
    expect(listCriteria()[0]).toEqual(expect.objectContaining({ origins: ['SouthWast'] }));
    expect(listCriteria()[0]).not.toHaveProperty('originState');
    expect(currentLocation(router)).toMatch(/^\/search\?origins=SouthWast&/);
  });

  it('a typed term matching a region label offers the region among the suggestions', async () => {
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: /To where\?/ }));
    await user.type(screen.getByPlaceholderText('To where?'), 'rocky');
    await user.click(suggestions().getByRole('button', { name: /^Rocky Mountains/ }));
    expect(screen.getByRole('button', { name: /To\s*Rocky Mountains/ })).toBeTruthy();
  });

  it('a region search is restored from the query string on reload', async () => {
    renderAppAt('/search?destinations=SouthWast&sortField=Rate&sortAscending=false', signedInState());
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByRole('button', { name: /To\s*Southwest/ })).toBeTruthy();
    expect(listCriteria()[0]).toEqual(expect.objectContaining({ destinations: ['SouthWast'] }));
  });

  it('Failed to load location suggestions ({status}) shows where the suggestions would be', async () => {
    jest.mocked(searchLocations).mockRejectedValue(failure(500));
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: /From where\?/ }));
    await user.type(screen.getByPlaceholderText('From where?'), 'Dal');
    expect(await suggestions().findByText('Failed to load location suggestions (500)')).toBeTruthy();
    expect(screen.queryByText(/HTTP 500/)).toBeNull();
  });

  it('Error during geocoding shows in the overlay and the search is not changed', async () => {
    jest.mocked(reverseGeocode).mockRejectedValue(failure(503));
    const { user, store } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: /From where\?/ }));
    const before = store.getState().search.values;
    await user.click(screen.getByRole('button', { name: 'Current Location' }));
    expect(await screen.findByText('Error during geocoding')).toBeTruthy();
    await waitFor(() => expect(store.getState().search.geolocation.status).toBe('failed'));
    expect(store.getState().search.values).toBe(before);
    expect(screen.getByPlaceholderText('From where?')).toBeTruthy();
  });
});
