import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { setNavigator } from '../../../../src/client/app/navigation';
import { makeStore } from '../../../../src/client/app/store';
import { BackhaulPanel } from '../../../../src/client/features/backhauls/components/BackhaulPanel';
import { initialLoadsState } from '../../../../src/client/features/loads/slice';
import { signedInState } from '../../app/renderAppAt';
import { backhauls, page, sourceLoad } from './backhaulFixtures';

jest.mock('../../../../src/client/api/loadsApi');

const searchMock = jest.mocked(searchAvailableLoads);
const persistors: Persistor[] = [];

/** The panel as load detail shows it, with the screens it links to. */
function renderPanel() {
  const { store, persistor } = makeStore({ ...signedInState(), loads: { ...initialLoadsState, ids: [7], entities: { 7: sourceLoad } } });
  const router = createMemoryRouter(
    [
      { path: '/load/:loadId', element: <BackhaulPanel loadId={7} /> },
      { path: '/load/:loadId/backhauls', element: <p>All backhauls</p> },
    ],
    { initialEntries: ['/load/7'] },
  );
  persistors.push(persistor);
  setNavigator((to, options) => void router.navigate(to, options));
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, user: userEvent.setup() };
}

afterEach(() => {
  jest.clearAllMocks();
  // The signed-in session must not be written into the storage the next test starts from.
  for (const persistor of persistors.splice(0)) persistor.pause();
});

describe('Find Backhaul panel (loads spec 2, Load detail)', () => {
  it("'Search for backhauls' loads results on demand, a few openable cards", async () => {
    searchMock.mockResolvedValue(page(backhauls(12), 20));
    const { router, user } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Find Backhaul' })).toBeTruthy();
    expect(searchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Search for backhauls' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('20 LOADS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search for backhauls' })).toBeNull();

    await user.click(screen.getAllByRole('link', { name: 'Atlanta, GA to Dallas, TX' })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/load/100'));
  });

  it("An empty result shows 'No backhauls found.'", async () => {
    searchMock.mockResolvedValue(page([]));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Search for backhauls' }));
    expect(await screen.findByText('No backhauls found.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("'VIEW ALL' links to the backhaul search for the load", async () => {
    const { router, user } = renderPanel();
    const viewAll = screen.getByRole('link', { name: 'VIEW ALL' });
    expect(viewAll.getAttribute('href')).toBe('/load/7/backhauls');
    await user.click(viewAll);
    expect(await screen.findByText('All backhauls')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/load/7/backhauls');
  });
});
