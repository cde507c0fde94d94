import { screen, waitFor, within } from '@testing-library/react';
import { fetchLoad } from '../../../../src/client/api/loadApi';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { ApiError } from '../../../../src/client/api/ApiError';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { backhauls, page, sourceLoad } from './backhaulFixtures';

jest.mock('../../../../src/client/api/loadApi');
jest.mock('../../../../src/client/api/loadsApi');

const searchMock = jest.mocked(searchAvailableLoads);

/** A board of `count` backhauls, answered page by page. */
function boardOf(count: number) {
  const all = backhauls(count);
  searchMock.mockImplementation(async (_credentials, _criteria, { pageNumber, pageSize }) =>
    page(all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), all.length),
  );
}

beforeEach(() => jest.mocked(fetchLoad).mockResolvedValue({ ...sourceLoad, driver: null }));
afterEach(() => jest.clearAllMocks());

describe('Find Backhaul screen (loads spec 2 and 4)', () => {
  it('the backhaul screen searches on opening and shows the count and openable load cards', async () => {
    boardOf(5);
    const { router, user } = renderAppAt('/load/7/backhauls', signedInState());
    expect(await screen.findByText('5 LOADS')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('From Atlanta, GA back to Dallas, TX')).toBeTruthy();

    const second = screen.getAllByRole('link', { name: 'Atlanta, GA to Dallas, TX' })[1];
    expect(second.getAttribute('href')).toBe('/load/101');
    await user.click(second);
    await waitFor(() => expect(router.state.location.pathname).toBe('/load/101'));
  });

  it('Load More adds the next 12 until every backhaul is listed', async () => {
    boardOf(14);
    const { user } = renderAppAt('/load/7/backhauls', signedInState());
    expect(await screen.findByText('14 LOADS')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14));
    expect(searchMock.mock.calls.at(-1)?.[2]).toEqual({ pageNumber: 2, pageSize: 12 });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("No backhauls show 'No backhauls found.'", async () => {
    boardOf(0);
    renderAppAt('/load/7/backhauls', signedInState());
    expect(await screen.findByText('No backhauls found.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("'No backhauls found.' offers to widen the radius or dates (issue 9)", async () => {
    const found = backhauls(2);
    searchMock.mockImplementation(async (_credentials, criteria) =>
      page(criteria.originGeoCodeMileRadius === 300 || criteria.availableThru === '2026-06-29' ? found : []),
    );
    const { user } = renderAppAt('/load/7/backhauls', signedInState());
    expect(await screen.findByText('No backhauls found.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Search within 300 miles' }));
    expect(await screen.findByText('within 300 miles', { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(searchMock.mock.calls.at(-1)?.slice(1)).toEqual([
      expect.objectContaining({ originGeoCodeMileRadius: 300, destinationGeoCodeMileRadius: 300, availableThru: '2026-06-25' }),
      { pageNumber: 1, pageSize: 12 },
    ]);
  });

  it('a longer window after delivery keeps the radius, and Load More keeps both', async () => {
    const all = backhauls(14);
    searchMock.mockImplementation(async (_credentials, criteria, { pageNumber, pageSize }) =>
      page(criteria.availableThru === '2026-06-29' ? all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) : [], criteria.availableThru === '2026-06-29' ? 14 : 0),
    );
    const { user } = renderAppAt('/load/7/backhauls', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search 7 days after delivery' }));
    expect(await screen.findByText('14 LOADS')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14));
    expect(searchMock.mock.calls.at(-1)?.slice(1)).toEqual([
      expect.objectContaining({ originGeoCodeMileRadius: 200, availableFrom: '2026-06-22', availableThru: '2026-06-29' }),
      { pageNumber: 2, pageSize: 12 },
    ]);
  });

  it('with the radius and the dates at their widest, an empty backhaul search links to Find Loads', async () => {
    boardOf(0);
    const { user } = renderAppAt('/load/7/backhauls', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search within 300 miles' }));
    await user.click(await screen.findByRole('button', { name: 'Search within 500 miles' }));
    await user.click(await screen.findByRole('button', { name: 'Search 7 days after delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Search 14 days after delivery' }));
    const offer = (await screen.findByText(/anywhere on the board instead/)).closest('.backhauls__empty') as HTMLElement;
    expect(within(offer).getByText('No backhauls found.')).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'Find Loads' }).getAttribute('href')).toBe('/search');
    expect(within(offer).queryByRole('button')).toBeNull();
  });

  it('the backhaul list is 705 px tall on large screens, scrolling inside', async () => {
    boardOf(1);
    renderAppAt('/load/7/backhauls', signedInState());
    const card = await screen.findByRole('article');
    const list = card.closest('.backhauls-screen__list') as HTMLElement;
    expect(list.style.getPropertyValue('--backhaul-list-height')).toBe('705px');
  });

  it('a load that does not exist says so instead of searching', async () => {
    jest
      .mocked(fetchLoad)
      .mockRejectedValue(new ApiError({ status: 404, statusText: 'Not Found', url: '/api/CarrierLoads/get/7', message: 'Not found' }));
    renderAppAt('/load/7/backhauls', signedInState());
    expect(await screen.findByText("We're sorry, the load you are looking for does not exist.")).toBeTruthy();
    expect(searchMock).not.toHaveBeenCalled();
  });
});
