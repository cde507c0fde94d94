import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../../src/client/app/store';
import {
  NO_LOADS_TEXT,
  NO_SEARCH_TEXT,
  PINS_FAILED_TEXT,
} from '../../../../src/client/features/map/mapText';
import { SearchMap } from '../../../../src/client/features/map/components/SearchMap';
import { SearchMapScreen } from '../../../../src/client/features/map/components/SearchMapScreen';
import { liveBoardChanged } from '../../../../src/client/features/live/slice';
import { initialSearchState } from '../../../../src/client/features/search/slice';
import { initialSessionState } from '../../../../src/client/features/session/slice';
import type { MapLoadRecord, SearchCriteria } from '../../../../src/shared/loads';
import { cannedResponse, type CannedResponse } from '../../support/fetchStub';
import { demoToken, demoViewer } from '../../support/fixtures';
import { dallasSearch, pinsAt } from './mapFixtures';

const answerOf = (records: MapLoadRecord[], totalRecordCount = records.length): CannedResponse => ({
  body: { records, totalRecordCount },
});

/** The server: `searchAnswer` for load searches, the viewer for anything else. */
function stubServer(searchAnswer: CannedResponse) {
  globalThis.fetch = jest.fn(async (url: string) =>
    url.includes('CarrierLoads/search/available') ? cannedResponse(searchAnswer) : cannedResponse({ body: demoViewer }),
  ) as unknown as typeof fetch;
}

function renderAt(path: string, submitted: SearchCriteria | null) {
  const { store } = makeStore({
    session: { ...initialSessionState, token: demoToken, viewer: demoViewer, viewerStatus: 'succeeded' },
    search: { ...initialSearchState, submitted },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search" element={<SearchMap />} />
          <Route path="/search/map" element={<SearchMapScreen />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const answered = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  window.localStorage.clear();
  delete window.HAULBOARD_CONFIG;
});

describe('what the map says about its pins', () => {
  it('the map says how many of the loads it shows when it draws fewer than the count', async () => {
    stubServer(answerOf(pinsAt(500), 4560));
    renderAt('/search/map?originState=TX', dallasSearch);

    expect((await screen.findByText('Showing 500 of 4,560')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: '500 loads' })).toBeTruthy();
  });

  it('a pin of a load that left the board leaves the map at once, and the count drops with it (issue 14)', async () => {
    stubServer(answerOf(pinsAt(500), 4560));
    const store = renderAt('/search/map?originState=TX', dallasSearch);
    expect(await screen.findByRole('button', { name: '500 loads' })).toBeTruthy();

    act(() => {
      store.dispatch(liveBoardChanged({ loadId: 7, version: '2026-11-24T10:00:00.000Z', onBoard: false, change: 'claimed', eventId: 3 }));
    });

    expect(await screen.findByRole('button', { name: '499 loads' })).toBeTruthy();
    expect(screen.getByText('Showing 499 of 4,559')).toBeTruthy();

    act(() => {
      store.dispatch(liveBoardChanged({ loadId: 7, version: '2026-11-24T10:05:00.000Z', onBoard: true, change: 'cancelled', eventId: 4 }));
    });

    expect(await screen.findByRole('button', { name: '500 loads' })).toBeTruthy();
  });

  it('the map says nothing of a count when it draws every load', async () => {
    stubServer(answerOf(pinsAt(3)));
    renderAt('/search/map?originState=TX', dallasSearch);

    expect(await screen.findByRole('button', { name: '3 loads' })).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('a map whose search found no loads says so and how to find more', async () => {
    stubServer(answerOf([]));
    renderAt('/search/map?originState=TX', dallasSearch);

    expect(await screen.findByText(NO_LOADS_TEXT)).toBeTruthy();
    expect(NO_LOADS_TEXT).toBe('No loads match this search. Widen the radius, the dates or the places to see more.');
  });

  it('the map opened without a search asks for one, with a link back to the search screen', async () => {
    stubServer(answerOf([]));
    renderAt('/search/map', null);
    await answered();

    expect(screen.getByText(NO_SEARCH_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for loads' }).getAttribute('href')).toBe('/search');
  });

  it('beside the search form the map asks for a search without a link to the screen it is on', async () => {
    stubServer(answerOf([]));
    renderAt('/search', null);
    await answered();

    expect(screen.getByText(NO_SEARCH_TEXT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Search for loads' })).toBeNull();
  });

  it('the map opened with a search in its address does not ask for one while that search starts', async () => {
    stubServer(answerOf([]));
    renderAt('/search/map?originState=TX', null);
    await answered();

    expect(screen.queryByText(NO_SEARCH_TEXT)).toBeNull();
  });

  it('the map says it could not load the loads when its pins request fails', async () => {
    stubServer({ status: 500, statusText: 'Server Error', body: { message: 'boom' } });
    const store = renderAt('/search/map?originState=TX', dallasSearch);

    expect(await screen.findByText(PINS_FAILED_TEXT)).toBeTruthy();
    expect(store.getState().map.status).toBe('failed');
    expect(screen.queryByText(NO_LOADS_TEXT)).toBeNull();
  });
});
