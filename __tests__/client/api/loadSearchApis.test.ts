import { fetchRecommendedLoads, searchAvailableLoads } from '../../../src/client/api/loadsApi';
import { reverseGeocode, searchLocations } from '../../../src/client/api/locationsApi';
import { fetchSavedSearches, removeSearch, saveRecentSearch } from '../../../src/client/api/searchHistoryApi';
import { fetchCall, stubFetch } from '../support/fetchStub';
import { demoToken } from '../support/fixtures';

const credentials = { token: demoToken, userId: 42 };
const answer = { records: [{ id: 1 }], totalRecordCount: 1 };

describe('load search calls (loads spec 7)', () => {
  it('POST CarrierLoads/search/available sends the values PascalCase and the page in the query', async () => {
    const fetchMock = stubFetch({ body: answer });
    await expect(
      searchAvailableLoads(credentials, { originState: 'TX' }, { pageNumber: 2, pageSize: 20, view: 'map' }),
    ).resolves.toEqual(answer);
    const { pathname, query, init } = fetchCall(fetchMock);
    expect(pathname).toBe('/api/CarrierLoads/search/available');
    expect(init.method).toBe('POST');
    expect(query.get('pageNumber')).toBe('2');
    expect(query.get('pageSize')).toBe('20');
    expect(query.get('view')).toBe('map');
    expect(JSON.parse(String(init.body))).toEqual({ OriginState: 'TX' });
  });

  it('an answer without records and total raises an error', async () => {
    stubFetch({ body: { loads: [] } });
    await expect(searchAvailableLoads(credentials, {}, { pageNumber: 1, pageSize: 20 })).rejects.toThrow(
      'unexpected data shape',
    );
  });

  it('New Loads for You asks for six loads', async () => {
    const fetchMock = stubFetch({ body: answer });
    await fetchRecommendedLoads(credentials);
    const { pathname, query } = fetchCall(fetchMock);
    expect(pathname).toBe('/api/CarrierLoads/recommended');
    expect(query.get('pageSize')).toBe('6');
  });
});

describe('place and search history calls', () => {
  it('GET Locations/Search passes the term', async () => {
    const fetchMock = stubFetch({ body: [] });
    await expect(searchLocations(credentials, 'Dal')).resolves.toEqual([]);
    expect(fetchCall(fetchMock).query.get('term')).toBe('Dal');
  });

  it('GET Locations/Reverse answers null when nothing is near (404)', async () => {
    const fetchMock = stubFetch({ status: 404, statusText: 'Not Found', body: { message: 'Nothing near' } });
    await expect(reverseGeocode(credentials, 10, 20)).resolves.toBeNull();
    const { pathname, query } = fetchCall(fetchMock);
    expect(pathname).toBe('/api/Locations/Reverse');
    expect(query.get('latitude')).toBe('10');
    expect(query.get('longitude')).toBe('20');
  });

  it('search history calls use the CarrierLoadsSearchHistory paths', async () => {
    const fetchMock = stubFetch({ body: { id: 1, carrierSearchDto: {} } }, { body: [] }, { status: 204 });
    await saveRecentSearch(credentials, { originState: 'TX' });
    await fetchSavedSearches(credentials);
    await removeSearch(credentials, 12);
    expect(fetchCall(fetchMock, 0).pathname).toBe('/api/CarrierLoadsSearchHistory/SaveRecentSearchHistory');
    expect(JSON.parse(String(fetchCall(fetchMock, 0).init.body))).toEqual({ OriginState: 'TX' });
    expect(fetchCall(fetchMock, 1).pathname).toBe('/api/CarrierLoadsSearchHistory/GetSavedSearchHistory');
    const removal = fetchCall(fetchMock, 2);
    expect(removal.pathname).toBe('/api/CarrierLoadsSearchHistory/RemoveSearchHistory');
    expect(removal.init.method).toBe('DELETE');
    expect(removal.query.get('searchHistoryId')).toBe('12');
  });
});
