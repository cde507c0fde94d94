import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchRecommendedLoads, searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import * as history from '../../../../src/client/api/searchHistoryApi';
import { liveBoardChanged, liveCarrierLoadChanged } from '../../../../src/client/features/live/slice';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { answerLoad, anOwnLoad } from '../loadDetail/loadDetailFixtures';
import { makeLoad, page } from './searchFixtures';

jest.mock('../../../../src/client/api/loadsApi');
jest.mock('../../../../src/client/api/loadApi');
jest.mock('../../../../src/client/api/searchHistoryApi');

const V = '2026-11-24T10:00:00.000Z';
const SEARCH = '/search?originState=TX&sortField=Rate&sortAscending=false';
const shownIds = () => screen.getAllByRole('article').map((card) => Number(card.getAttribute('data-load-id')));

/** The open search answers its page; narrowed to loads (OrderIds), it answers those it holds, by rate, high first. */
function answerSearch(board: ReturnType<typeof makeLoad>[], total: number) {
  jest.mocked(searchAvailableLoads).mockImplementation(async (_credentials, criteria, request) => {
    if (request.view === 'map') return page([]);
    const among = criteria.orderIds;
    if (!among) return page(board.slice(0, 3), total);
    const found = board.filter((load) => among.includes(load.id)).sort((a, b) => b.rate - a.rate);
    return page(found);
  });
}

beforeEach(() => {
  jest.mocked(fetchRecommendedLoads).mockResolvedValue(page([]));
  jest.mocked(history.fetchSavedSearches).mockResolvedValue([]);
  jest.mocked(history.fetchRecentSearches).mockResolvedValue([]);
});

afterEach(() => jest.clearAllMocks());

describe('the open search adds as well as removes (issue 22)', () => {
  it("a posted load that matches the open search is offered as 'N new loads — Show', and Show puts it in sort order and counts it", async () => {
    const board = [makeLoad(1, { rate: 3000 }), makeLoad(2, { rate: 2000 }), makeLoad(3, { rate: 1000 }), makeLoad(9, { rate: 2500 })];
    answerSearch(board, 3);
    const { store } = renderAppAt(SEARCH, signedInState());
    expect(await screen.findByText('3 LOADS')).toBeTruthy();

    act(() => {
      store.dispatch(liveBoardChanged({ loadId: 9, version: V, onBoard: true, change: 'posted', eventId: 80 }));
    });

    const offer = await screen.findByRole('status', { name: 'New loads' });
    expect(await within(offer).findByText(/1 new load —/)).toBeTruthy();
    expect(offer.textContent).toBe('1 new load — Show');
    expect(shownIds()).toEqual([1, 2, 3]);
    expect(screen.getByText('3 LOADS')).toBeTruthy();

    fireEvent.click(within(offer).getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('4 LOADS')).toBeTruthy();
    expect(shownIds()).toEqual([1, 9, 2, 3]);
    expect(offer.textContent).toBe('');
  });

  it('a posted load that does not match the open search is not offered', async () => {
    answerSearch([makeLoad(1), makeLoad(2), makeLoad(3)], 3);
    const { store } = renderAppAt(SEARCH, signedInState());
    expect(await screen.findByText('3 LOADS')).toBeTruthy();

    act(() => {
      store.dispatch(liveBoardChanged({ loadId: 9, version: V, onBoard: true, change: 'posted', eventId: 80 }));
    });

    await waitFor(() => expect(jest.mocked(searchAvailableLoads)).toHaveBeenLastCalledWith(
      expect.anything(), expect.objectContaining({ orderIds: [9] }), { pageNumber: 1, pageSize: 1 },
    ));
    await act(async () => {
      await jest.mocked(searchAvailableLoads).mock.results.at(-1)?.value;
    });
    expect(screen.queryByRole('button', { name: 'Show' })).toBeNull();
    expect(store.getState().search.newLoadIds).toEqual([]);
  });

  it("a card this carrier claimed in another tab reads 'Claimed', and the count leaves it out", async () => {
    answerSearch([makeLoad(1), makeLoad(2), makeLoad(3)], 3);
    const { store } = renderAppAt(SEARCH, signedInState());
    expect(await screen.findByText('3 LOADS')).toBeTruthy();
    answerLoad(anOwnLoad({ id: 2 }));

    act(() => {
      store.dispatch(liveBoardChanged({ loadId: 2, version: V, onBoard: false, change: 'claimed', eventId: 81 }));
      store.dispatch(liveCarrierLoadChanged({ loadId: 2, version: V, change: 'claimed', eventId: 82 }));
    });

    const card = (await screen.findByText('Claimed')).closest('article') as HTMLElement;
    expect(card.getAttribute('data-load-id')).toBe('2');
    expect(card.getAttribute('data-available')).toBe('false');
    expect(within(card).queryByText('No longer available')).toBeNull();
    expect(screen.getByText('2 LOADS')).toBeTruthy();
    expect(shownIds()).toEqual([1, 2, 3]);
  });
});
