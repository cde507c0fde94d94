import { screen, waitFor, within } from '@testing-library/react';
import type { LoadRecord } from '../../../../src/shared/loads';
import type { Paged } from '../../../../src/shared/wire';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchRecommendedLoads, searchAvailableLoads, type PageRequest } from '../../../../src/client/api/loadsApi';
import { reverseGeocode, searchLocations } from '../../../../src/client/api/locationsApi';
import * as history from '../../../../src/client/api/searchHistoryApi';
import { currentLocation, renderAppAt, signedInState } from '../../app/renderAppAt';
import { dallas, makeLoad, page, storedSearch } from './searchFixtures';

jest.mock('../../../../src/client/api/loadsApi');
jest.mock('../../../../src/client/api/locationsApi');
jest.mock('../../../../src/client/api/searchHistoryApi');

const searchMock = jest.mocked(searchAvailableLoads);

/** The list searches only; the map asks for its pins with view 'map'. */
const listSearches = () => searchMock.mock.calls.filter(([, , request]) => (request as PageRequest).view !== 'map');

function answerListSearches(answer: () => Promise<Paged<LoadRecord>>) {
  searchMock.mockImplementation((_credentials, _criteria, request) =>
    request.view === 'map' ? Promise.resolve(page([])) : answer(),
  );
}

beforeEach(() => {
  jest.mocked(fetchRecommendedLoads).mockResolvedValue(page([]));
  jest.mocked(history.fetchSavedSearches).mockResolvedValue([]);
  jest.mocked(history.fetchRecentSearches).mockResolvedValue([]);
  jest.mocked(history.saveRecentSearch).mockResolvedValue(storedSearch(90));
  jest.mocked(history.saveSearch).mockResolvedValue(storedSearch(91));
  jest.mocked(history.removeSearch).mockResolvedValue(undefined);
  jest.mocked(searchLocations).mockResolvedValue([dallas]);
  jest.mocked(reverseGeocode).mockResolvedValue(dallas);
  answerListSearches(() => Promise.resolve(page([])));
});

afterEach(() => jest.clearAllMocks());

async function chooseOrigin(user: ReturnType<typeof renderAppAt>['user']) {
  await user.click(await screen.findByRole('button', { name: /From where\?/ }));
  await user.type(screen.getByPlaceholderText('From where?'), 'Dal');
  await user.click(await screen.findByRole('button', { name: /Dallas, TX/ }));
}

describe('Find Loads screen (loads spec 2 and 4)', () => {
  it('Search for Loads reads SEARCHING... while loading', async () => {
    let answer: (value: Paged<LoadRecord>) => void = () => {};
    answerListSearches(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search for Loads' }));
    expect(screen.getByRole('button', { name: 'SEARCHING...' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('0 LOADS')).toBeNull();
    answer(page([makeLoad(1)], 1));
    expect(await screen.findByRole('button', { name: 'Search for Loads' })).toHaveProperty('disabled', false);
    expect(screen.getByText('1 LOAD')).toBeTruthy();
  });

  it('the count reads 12 LOADS, and Load More appends the next page', async () => {
    const loads = Array.from({ length: 12 }, (_, index) => makeLoad(index + 1, { destinationCity: `Town ${index + 1}` }));
    answerListSearches(() => Promise.resolve(page(loads.slice(0, 10), 12)));
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search for Loads' }));
    expect(await screen.findByText('12 LOADS')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);

    answerListSearches(() => Promise.resolve(page(loads.slice(10), 12)));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(listSearches().at(-1)?.[2]).toEqual({ pageNumber: 2, pageSize: 20 });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("a failed search does not show '0 LOADS' behind the error", async () => {
    answerListSearches(() =>
      Promise.reject(new ApiError({ status: 503, statusText: 'Unavailable', url: '/api/CarrierLoads/search/available', message: 'Unavailable' })),
    );
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search for Loads' }));
    expect(await screen.findByText(/Unavailable \(HTTP 503/)).toBeTruthy();
    expect(screen.queryByText(/LOADS?$/)).toBeNull();
    expect(screen.queryByText('No results')).toBeNull();
  });

  it('Zero results show No results', async () => {
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search for Loads' }));
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByText('0 LOADS')).toBeTruthy();
  });

  it('counts use thousands separators (4,560 LOADS)', async () => {
    answerListSearches(() => Promise.resolve(page([makeLoad(1)], 4560)));
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search for Loads' }));
    expect(await screen.findByText('4,560 LOADS')).toBeTruthy();
  });

  it('an empty search is not saved as Anywhere → Anywhere: no recent search, and Save Search is disabled', async () => {
    const { user } = renderAppAt('/search', signedInState());
    expect(await screen.findByRole('button', { name: 'Save Search' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Search for Loads' }));
    await screen.findByText('No results');
    expect(screen.getByRole('button', { name: 'Save Search' })).toHaveProperty('disabled', true);
    expect(history.saveRecentSearch).not.toHaveBeenCalled();
    expect(history.saveSearch).not.toHaveBeenCalled();
  });

  it('submitting replaces the query string with the search and records a recent search', async () => {
    const { user, router } = renderAppAt('/search', signedInState());
    await chooseOrigin(user);
    await user.click(await screen.findByRole('button', { name: 'Search for Loads' }));
    await screen.findByText('No results');
    expect(currentLocation(router)).toBe(
      '/search?originCity=Dallas&originState=TX&originGeoCodeLatitude=32.78&originGeoCodeLongitude=-96.8&originGeoCodeMileRadius=50&inOperableVehiclesQueryType=Any&sortField=AvailableDate&sortAscending=false',
    );
    await waitFor(() => expect(history.saveRecentSearch).toHaveBeenCalled());
  });

  it('Enter in the location input never submits', async () => {
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: /From where\?/ }));
    const input = screen.getByPlaceholderText('From where?');
    expect(screen.queryByRole('button', { name: 'Search for Loads' })).toBeNull();
    await user.type(input, 'Dal{Enter}');
    await user.click(await screen.findByRole('button', { name: /Dallas, TX/ }));
    expect(screen.getByRole('button', { name: /From\s*Dallas, TX/ })).toBeTruthy();
    expect(listSearches()).toHaveLength(0);
    expect(searchLocations).toHaveBeenCalledWith(expect.anything(), 'Dal');
  });

  it('the query string restores the search on reload', async () => {
    answerListSearches(() => Promise.resolve(page([makeLoad(5)], 1)));
    renderAppAt(
      '/search?originCity=Dallas&originState=TX&originGeoCodeLatitude=32.78&originGeoCodeLongitude=-96.8&sortField=Rate&sortAscending=false',
      signedInState(),
    );
    expect(await screen.findByText('1 LOAD')).toBeTruthy();
    expect(screen.getByRole('button', { name: /From\s*Dallas, TX/ })).toBeTruthy();
    expect(listSearches()[0][1]).toEqual({
      originCity: 'Dallas',
      originState: 'TX',
      originGeoCodeLatitude: 32.78,
      originGeoCodeLongitude: -96.8,
      originGeoCodeMileRadius: 50,
      inOperableVehiclesQueryType: 'Any',
      sortField: 'Rate',
      sortAscending: false,
    });
  });

  it('Save Search reads SAVED and is disabled once saved', async () => {
    const { user } = renderAppAt('/search', signedInState());
    await chooseOrigin(user);
    await user.click(screen.getByRole('button', { name: 'Search for Loads' }));
    await screen.findByText('No results');
    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    expect(await screen.findByRole('button', { name: 'SAVED' })).toHaveProperty('disabled', true);
  });

  it('Save Search turns back from SAVED when the form changes and saves what is on screen', async () => {
    const { user } = renderAppAt('/search', signedInState());
    await chooseOrigin(user);
    await user.click(screen.getByRole('button', { name: 'Search for Loads' }));
    await screen.findByText('No results');
    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    await screen.findByRole('button', { name: 'SAVED' });
    await user.click(screen.getByText('Advanced Search Options'));
    await user.selectOptions(screen.getByLabelText(/Max Vehicles/i), '3');
    const save = await screen.findByRole('button', { name: 'Save Search' });
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    await screen.findByRole('button', { name: 'SAVED' });
    expect(jest.mocked(history.saveSearch).mock.calls.at(-1)?.[1]).toMatchObject({ originCity: 'Dallas', maxVehicles: 3 });
  });

  it('a saved search is deleted after the confirmation and flashed by its places', async () => {
    jest.mocked(history.fetchSavedSearches).mockResolvedValue([
      { id: 3, carrierSearchDto: { originCity: 'Dallas', originState: 'TX', availableFrom: '2026-11-23', availableThru: '2026-11-27' } },
    ]);
    const { user } = renderAppAt('/search', signedInState());
    const saved = await screen.findByRole('region', { name: 'Saved Searches' });
    expect(within(saved).getByText('Nov 23 – Nov 27')).toBeTruthy();
    await user.click(within(saved).getByRole('button', { name: 'Delete search 3' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you wish to delete this search?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved Searches' })).toBeNull());
    expect(history.removeSearch).toHaveBeenCalledWith(expect.anything(), 3);
    expect(await screen.findByText('Removed Search Dallas, TX to Anywhere')).toBeTruthy();
  });

  it('opening a result goes to its load detail', async () => {
    answerListSearches(() => Promise.resolve(page([makeLoad(8)], 1)));
    const { user, router } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search for Loads' }));
    await user.click(await screen.findByRole('link', { name: /Dallas, TX\s*to\s*Atlanta, GA/ }));
    await waitFor(() => expect(currentLocation(router)).toBe('/load/8'));
  });
});
