import { screen, waitFor } from '@testing-library/react';
import { fetchLoad } from '../../../src/client/api/loadApi';
import { searchAvailableLoads } from '../../../src/client/api/loadsApi';
import { ApiError } from '../../../src/client/api/ApiError';
import { renderAppAt, signedInState } from '../app/renderAppAt';
import { backhauls, page, sourceLoad } from './backhaulFixtures';

jest.mock('../../../src/client/api/loadApi');
jest.mock('../../../src/client/api/loadsApi');

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
