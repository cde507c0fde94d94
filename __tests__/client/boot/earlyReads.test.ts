import { adoptEarlyReads } from '../../../src/client/api/request';
import { startEarlyReads } from '../../../src/client/boot/earlyReads';
import { STORED_SESSION_KEY } from '../../../src/client/features/session/storedSession';
import { fetchCall, stubFetch } from '../../client/support/fetchStub';

const searchLink = { pathname: '/search', search: '?originCity=Dallas&originState=TX&sortField=AvailableDate&sortAscending=false' };

function storeSession(accessToken: string) {
  localStorage.setItem(STORED_SESSION_KEY, JSON.stringify({ token: JSON.stringify({ tokenType: 'bearer', accessToken }) }));
}

const sentPaths = (fetchMock: jest.Mock) => fetchMock.mock.calls.map((_call, index) => fetchCall(fetchMock, index).pathname);

beforeEach(() => localStorage.clear());
// Reads started here and never taken over by an app would otherwise stay for the next test.
afterEach(() => adoptEarlyReads());

describe('a page opened before the app has arrived', () => {
  it('with a stored session, a search link\'s search is asked for at once, with the stored token, as the app would ask it', () => {
    storeSession('stored-token');
    const fetchMock = stubFetch({ body: {} }, { body: { records: [], totalRecordCount: 0 } });
    startEarlyReads(searchLink);
    expect(sentPaths(fetchMock)).toEqual(['/api/CurrentUser', '/api/CarrierLoads/search/available']);
    const search = fetchCall(fetchMock, 1);
    expect(search.init.method).toBe('POST');
    expect(search.headers.Authorization).toBe('Bearer stored-token');
    expect(search.query.get('pageNumber')).toBe('1');
    expect(search.query.get('pageSize')).toBe('20');
    expect(JSON.parse(search.init.body as string)).toMatchObject({ OriginCity: 'Dallas', OriginState: 'TX', InOperableVehiclesQueryType: 'Any' });
  });

  it('with a stored session, who is signed in is asked for on any page, since every private screen waits for it', () => {
    storeSession('stored-token');
    const fetchMock = stubFetch({ body: {} });
    startEarlyReads({ pathname: '/loads/saved', search: '' });
    expect(sentPaths(fetchMock)).toEqual(['/api/CurrentUser']);
    expect(fetchCall(fetchMock).headers.Authorization).toBe('Bearer stored-token');
  });

  it('without a stored session nothing is asked: the sign-in comes first', () => {
    const fetchMock = stubFetch();
    startEarlyReads(searchLink);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('another screen, or the search screen without a search in its address, asks for no search', () => {
    storeSession('stored-token');
    const fetchMock = stubFetch({ body: {} }, { body: {} }, { body: {} });
    startEarlyReads({ pathname: '/search/map', search: searchLink.search });
    startEarlyReads({ pathname: '/loads/saved', search: searchLink.search });
    startEarlyReads({ pathname: '/search', search: '' });
    expect(sentPaths(fetchMock)).toEqual(['/api/CurrentUser', '/api/CurrentUser', '/api/CurrentUser']);
  });
});
