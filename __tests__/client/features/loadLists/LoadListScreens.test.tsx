import { screen, waitFor, within } from '@testing-library/react';
import { selectAllotmentRemaining } from '../../../../src/client/features/loadLists/selectors';
import type { LoadRecord } from '../../../../src/shared/loads';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aDriver, driversRoute } from '../../support/drivers';
import type { SentRequest } from '../../support/fetchStub';
import { routeFetch, type Route } from '../../support/routedFetch';
import { claimedLoad, page } from './loadListFixtures';

const LIST_PATH = /\/api\/CarrierLoads\/list\//;

/** Every list answers `loads` (paged by the request); the trucks have `allotmentRemaining` left. */
function serveLists(loads: LoadRecord[] = [], { allotmentRemaining = 3, total = loads.length } = {}) {
  const requests: SentRequest[] = [];
  const routes: Route[] = [
    ['POST', LIST_PATH, (request) => {
      requests.push(request);
      const pageNumber = Number(request.query.get('pageNumber'));
      return { body: page(loads.slice((pageNumber - 1) * 20, pageNumber * 20), total) };
    }],
    ['GET', /\/api\/CarrierTrucks\/CarrierVehicleCount/, () => ({ body: { totalCapacity: 9, vehiclesOnLoads: 9 - allotmentRemaining, allotmentRemaining } })],
    driversRoute([aDriver({ driverId: 3, name: 'Ana Cruz' })]),
  ];
  routeFetch(routes);
  return requests;
}

const lastListRequest = (requests: SentRequest[]) => requests.at(-1)!;

describe('load list screens (loads spec 2)', () => {
  it('a tab bar switches between Saved, Claimed, In Progress and Completed', async () => {
    serveLists();
    const { user, router } = renderAppAt('/loads/claimed', signedInState());
    const tabs = await screen.findByRole('navigation', { name: 'My Loads' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Saved', 'Claimed', 'In Progress', 'Completed']);
    await user.click(within(tabs).getByRole('link', { name: 'Completed' }));
    expect(router.state.location.pathname).toBe('/loads/completed');
  });

  it.each([
    ['/loads/claimed', 'No claimed loads'],
    ['/loads/in-progress', 'No in progress loads'],
  ])('an empty list at %s says %s', async (path, text) => {
    serveLists();
    renderAppAt(path, signedInState());
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("an empty Completed list does not say 'No in progress loads' (issue 9): it says 'No completed loads'", async () => {
    serveLists();
    renderAppAt('/loads/completed', signedInState());
    expect(await screen.findByText('No completed loads')).toBeTruthy();
    expect(screen.queryByText('No in progress loads')).toBeNull();
  });

  it("lists' counts use thousands separators (issue 9): '1,204 LOADS'", async () => {
    serveLists([claimedLoad(1)], { total: 1204 });
    renderAppAt('/loads/completed', signedInState());
    expect(await screen.findByText('1,204 LOADS')).toBeTruthy();
  });

  it('the count reads 22 LOADS and Load More asks for the next page while fewer are shown than the total', async () => {
    const loads = Array.from({ length: 22 }, (_, index) => claimedLoad(index + 1, { originCity: `Town ${index + 1}` }));
    const requests = serveLists(loads);
    const { user } = renderAppAt('/loads/claimed', signedInState());
    expect(await screen.findByText('22 LOADS')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(22));
    expect(requests.map((request) => request.query.get('pageNumber'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('a failed list fetch tells the carrier and lets it retry (issue 9)', async () => {
    const loads = [claimedLoad(1, { originCity: 'Town 1' })];
    let failures = 1;
    const requests: SentRequest[] = [];
    routeFetch([['POST', LIST_PATH, (request) => {
      requests.push(request);
      if (failures-- > 0) return { status: 503, statusText: 'Service Unavailable', body: { message: 'Try later' } };
      return { body: page(loads) };
    }]]);
    const { user } = renderAppAt('/loads/claimed', signedInState());
    const alert = (await screen.findByText('Your loads could not be loaded.')).closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The failure is not announced as an alert');
    expect(screen.queryByText('No claimed loads')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Town 1, TX')).toBeTruthy();
    expect(screen.queryByText('Your loads could not be loaded.')).toBeNull();
    expect(requests.map((request) => request.query.get('pageNumber'))).toEqual(['1', '1']);
  });

  it('a failed Load More says so and Try again asks for that page again', async () => {
    const loads = Array.from({ length: 22 }, (_, index) => claimedLoad(index + 1, { originCity: `Town ${index + 1}` }));
    const requests: SentRequest[] = [];
    routeFetch([['POST', LIST_PATH, (request) => {
      requests.push(request);
      const pageNumber = Number(request.query.get('pageNumber'));
      if (pageNumber === 2 && requests.length === 2) return { status: 500, statusText: 'Server Error', body: { message: 'Oops' } };
      return { body: page(loads.slice((pageNumber - 1) * 20, pageNumber * 20), loads.length) };
    }]]);
    const { user } = renderAppAt('/loads/claimed', signedInState());
    expect(await screen.findByText('22 LOADS')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('More loads could not be loaded.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(22));
    expect(requests.map((request) => request.query.get('pageNumber'))).toEqual(['1', '2', '2']);
  });

  it('Tomorrow and Future set the scheduled pick-up range, one at a time', async () => {
    const requests = serveLists();
    const { user } = renderAppAt('/loads/claimed', signedInState());
    await screen.findByText('No claimed loads');
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() => expect(lastListRequest(requests).body).toMatchObject({ ScheduledPickupRange: 'tomorrow' }));
    await user.click(screen.getByRole('button', { name: 'Future' }));
    await waitFor(() => expect(lastListRequest(requests).body).toMatchObject({ ScheduledPickupRange: 'future' }));
    expect(screen.getByRole('button', { name: 'Tomorrow' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Future' }));
    await waitFor(() => expect(lastListRequest(requests).body).toMatchObject({ ScheduledPickupRange: null }));
  });

  it('the driver filter sends the chosen driver, and All Drivers none', async () => {
    const requests = serveLists();
    const { user } = renderAppAt('/loads/in-progress', signedInState());
    await screen.findByText('No in progress loads');
    await user.click(screen.getByRole('button', { name: 'Driver: All Drivers' }));
    await user.click(await screen.findByRole('radio', { name: /Ana Cruz/ }));
    await waitFor(() => expect(lastListRequest(requests).body).toMatchObject({ DriverId: 3 }));
    expect(screen.getByRole('button', { name: 'Driver: Ana Cruz' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Driver: Ana Cruz' }));
    await user.click(await screen.findByRole('radio', { name: 'All Drivers' }));
    await waitFor(() => expect(lastListRequest(requests).body).toMatchObject({ DriverId: null }));
  });

  it('the date dropdown sets deliveredFrom and deliveredTo', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 21, 9), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearTimeout', 'clearInterval'] });
    try {
      const requests = serveLists();
      const { user } = renderAppAt('/loads/completed', signedInState());
      await screen.findByText('No completed loads');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'This Month');
      await waitFor(() => expect(lastListRequest(requests).body).toMatchObject({ DeliveredFrom: '2026-11-01', DeliveredTo: '2026-11-30' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'Filter By: Date');
      await waitFor(() => expect(lastListRequest(requests).body).toMatchObject({ DeliveredFrom: null, DeliveredTo: null }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('Custom Date Range chooses the days on the date range picker', async () => {
    const requests = serveLists();
    const { user } = renderAppAt('/loads/completed', signedInState());
    await screen.findByText('No completed loads');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'Custom Date Range');
    const picker = await screen.findByRole('dialog', { name: 'Custom Date Range' });
    const days = within(picker).getAllByRole('button').filter((button) => button.hasAttribute('data-day'));
    const [first, last] = [days[2], days[5]];
    await user.click(first);
    await user.click(last);
    await user.click(within(picker).getByRole('button', { name: 'Select Dates' }));
    await waitFor(() =>
      expect(lastListRequest(requests).body).toMatchObject({
        DeliveredFrom: first.getAttribute('data-day'),
        DeliveredTo: last.getAttribute('data-day'),
      }),
    );
  });
});

describe('footer promos (loads spec 2)', () => {
  it("Claimed shows 'Keep Moving!' with Find Loads", async () => {
    serveLists();
    renderAppAt('/loads/claimed', signedInState());
    const promo = (await screen.findByText('Keep Moving!')).closest('aside')!;
    expect(within(promo).getByRole('link', { name: 'Find Loads' }).getAttribute('href')).toBe('/search');
  });

  it('In Progress shows Contact Dispatch when the remaining allotment is 0', async () => {
    serveLists([], { allotmentRemaining: 0 });
    renderAppAt('/loads/in-progress', signedInState());
    const promo = (await screen.findByText('Congratulations! It looks like your trucks are full!')).closest('aside')!;
    expect(within(promo).getByRole('link', { name: 'Contact Dispatch' }).getAttribute('href')).toBe('/contact-dispatch');
  });

  it('In Progress shows no promo while the trucks have room', async () => {
    serveLists([], { allotmentRemaining: 2 });
    const { store } = renderAppAt('/loads/in-progress', signedInState());
    await screen.findByText('No in progress loads');
    // The promo is decided once the allotment has come.
    await waitFor(() => expect(selectAllotmentRemaining(store.getState())).toBe(2));
    expect(screen.queryByText('Congratulations! It looks like your trucks are full!')).toBeNull();
    expect(screen.queryByText('Keep Moving!')).toBeNull();
  });
});
