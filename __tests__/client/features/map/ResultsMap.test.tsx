import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../../src/client/app/store';
import { ResultsMap } from '../../../../src/client/features/map/components/ResultsMap';
import { SearchMap } from '../../../../src/client/features/map/components/SearchMap';
import { SearchMapScreen } from '../../../../src/client/features/map/components/SearchMapScreen';
import { initialMapState, type MapState } from '../../../../src/client/features/map/slice';
import { initialSearchState, searchStarted } from '../../../../src/client/features/search/slice';
import { initialSessionState } from '../../../../src/client/features/session/slice';
import type { SearchCriteria } from '../../../../src/shared/loads';
import { cannedResponse, fetchCall } from '../../support/fetchStub';
import { demoToken, demoViewer } from '../../support/fixtures';
import { aLoadRecord, chicago, dallasSearch } from './mapFixtures';

const records = [aLoadRecord(1), aLoadRecord(2), aLoadRecord(3, { originLat: chicago.lat, originLon: chicago.lng })];

function stubServer() {
  const fetchMock = jest.fn(async (url: string) =>
    url.includes('CarrierLoads/search/available')
      ? cannedResponse({ body: { records, totalRecordCount: records.length } })
      : cannedResponse({ body: demoViewer }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const mapSearches = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map((_, index) => fetchCall(fetchMock, index)).filter((call) => call.query.get('view') === 'map');

function renderAt(path: string, submitted: SearchCriteria | null, map?: Partial<MapState>) {
  const { store } = makeStore({
    session: { ...initialSessionState, token: demoToken, viewer: demoViewer, viewerStatus: 'succeeded' },
    search: { ...initialSearchState, submitted },
    ...(map ? { map: { ...initialMapState, ...map } } : {}),
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search" element={<SearchMap />} />
          <Route path="/search/map" element={<SearchMapScreen />} />
          <Route path="/results-map" element={<ResultsMap />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, unmount: view.unmount };
}

beforeEach(() => {
  window.localStorage.clear();
  delete window.HAULBOARD_CONFIG;
});

describe('the map of the submitted search (loads spec 2 and 9)', () => {
  it('each new search loads its pins once and draws them clustered', async () => {
    const fetchMock = stubServer();
    const { store } = renderAt('/results-map', dallasSearch);

    expect(await screen.findByRole('button', { name: '2 loads' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load 3' })).toBeTruthy();
    const [search] = mapSearches(fetchMock);
    expect([search.query.get('pageSize'), search.query.get('pageNumber')]).toEqual(['500', '1']);
    expect(store.getState().map.criteria).toEqual(dallasSearch);

    // The same search submitted again as a new object asks for nothing more; a different one does.
    await act(async () => {
      store.dispatch(searchStarted({ ...dallasSearch }));
    });
    expect(mapSearches(fetchMock)).toHaveLength(1);
    await act(async () => {
      store.dispatch(searchStarted({ ...dallasSearch, maxVehicles: 3 }));
    });
    expect(mapSearches(fetchMock)).toHaveLength(2);
    expect(JSON.parse(String(mapSearches(fetchMock)[1].init.body))).toMatchObject({ MaxVehicles: 3 });
  });

  it('leaving the map closes its popup', async () => {
    stubServer();
    const popup = { orderIds: [1, 2], loadIds: [], status: 'failed' as const };
    const { store, unmount } = renderAt('/results-map', dallasSearch, { criteria: dallasSearch, popup });
    expect((await screen.findByText('Error')).tagName).toBe('P');
    unmount();
    expect(store.getState().map.popup).toBeNull();
  });

  it('before any search the map shows no pins and asks for none', async () => {
    const fetchMock = stubServer();
    renderAt('/results-map', null);
    await act(async () => undefined);
    expect(mapSearches(fetchMock)).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /loads?|Load \d/ })).toHaveLength(0);
  });

  it('below 1024 px the search screen offers a Map link to /search/map with the same query', () => {
    stubServer();
    const width = window.innerWidth;
    window.innerWidth = 800;
    try {
      renderAt('/search?originCity=Dallas&originState=TX', dallasSearch);
      expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('/search/map?originCity=Dallas&originState=TX');
    } finally {
      window.innerWidth = width;
    }
  });

  it('/search/map leads back to the results with the same query', async () => {
    stubServer();
    renderAt('/search/map?originCity=Dallas&originState=TX', dallasSearch);
    const back = screen.getByRole('link', { name: /Back to results/ });
    expect(back.getAttribute('href')).toBe('/search?originCity=Dallas&originState=TX');
    expect(await screen.findByRole('button', { name: '2 loads' })).toBeTruthy();
  });

  it("with a Google Maps key that cannot be loaded the map shows 'Failed to load google maps. {message}'", async () => {
    stubServer();
    window.HAULBOARD_CONFIG = { googleMapsApiKey: 'test-key' };
    renderAt('/results-map', dallasSearch);

    const script = await waitForGoogleScript();
    expect(script.src).toContain('key=test-key');
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    expect(
      (await screen.findByRole('alert')).textContent,
    ).toBe('Failed to load google maps. The Google Maps script could not be loaded.');
  });
});

function waitForGoogleScript(): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]');
    if (!script) throw new Error('the Google Maps script was never added');
    return script;
  });
}
