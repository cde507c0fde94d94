import { act, screen, within } from '@testing-library/react';
import { fetchRecommendedLoads, searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import * as history from '../../../../src/client/api/searchHistoryApi';
import { liveBoardChanged } from '../../../../src/client/features/live/slice';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { answerLoad } from '../loadDetail/loadDetailFixtures';
import { aSchedulableLoad } from '../schedule/scheduleFixtures';
import { makeLoad, page } from '../search/searchFixtures';

jest.mock('../../../../src/client/api/loadsApi');
jest.mock('../../../../src/client/api/loadApi');
jest.mock('../../../../src/client/api/searchHistoryApi');

const NO_LONGER_AVAILABLE = 'No longer available';
const leftBoard = (loadId: number) =>
  liveBoardChanged({ loadId, version: '2026-11-24T10:00:00.000Z', onBoard: false, change: 'claimed', eventId: 77 });

beforeEach(() => {
  jest.mocked(fetchRecommendedLoads).mockResolvedValue(page([]));
  jest.mocked(history.fetchSavedSearches).mockResolvedValue([]);
  jest.mocked(history.fetchRecentSearches).mockResolvedValue([]);
  jest.mocked(searchAvailableLoads).mockImplementation(async (_credentials, _criteria, request) =>
    request.view === 'map' ? page([]) : page([makeLoad(1), makeLoad(2), makeLoad(3)], 25),
  );
});

afterEach(() => jest.clearAllMocks());

describe('a load that left the board, on screen (issue 14)', () => {
  it("a search result card reads 'No longer available' at once, stays a link, and the count drops by one", async () => {
    const { store } = renderAppAt('/search?originState=TX&sortField=Rate&sortAscending=false', signedInState());
    expect(await screen.findByText('25 LOADS')).toBeTruthy();

    act(() => {
      store.dispatch(leftBoard(2));
    });

    const card = (await screen.findByText(NO_LONGER_AVAILABLE)).closest('article');
    expect(card?.getAttribute('data-load-id')).toBe('2');
    expect(card?.getAttribute('data-available')).toBe('false');
    expect(card?.className).toContain('load-card--gone');
    expect(within(card as HTMLElement).getByRole('link').getAttribute('href')).toBe('/load/2');
    expect(screen.getAllByText(NO_LONGER_AVAILABLE)).toHaveLength(1);
    expect(screen.getByText('24 LOADS')).toBeTruthy();
  });

  it("the load detail reads 'No longer available' and offers no Claim Load", async () => {
    answerLoad(aSchedulableLoad());
    const { store } = renderAppAt('/load/4711', signedInState());
    expect(await screen.findByRole('link', { name: 'Claim Load' })).toBeTruthy();

    act(() => {
      store.dispatch(leftBoard(4711));
    });

    expect(await screen.findByText(NO_LONGER_AVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Claim Load' })).toBeNull();
  });
});
