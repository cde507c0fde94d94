import { screen, waitFor, within } from '@testing-library/react';
import type { LoadRecord } from '../../../../src/shared/loads';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import type { SentRequest } from '../../support/fetchStub';
import { routeFetch } from '../../support/routedFetch';
import { aLoad } from '../../support/loads';
import { page, takenLoad } from './loadListFixtures';

const savedLoad = (id: number, overrides: Partial<LoadRecord> = {}) =>
  aLoad({ id, currentUserFavorite: true, numberOfFavorites: 1, originCity: `Town ${id}`, ...overrides });

/** Favourites answer `loads`; DELETE favourite answers `removal` (a status) and is recorded. */
function serveFavorites(loads: LoadRecord[], removalStatus = 200) {
  const requests: SentRequest[] = [];
  routeFetch([
    ['POST', /\/api\/CarrierLoads\/list\/favorites$/, (request) => {
      requests.push(request);
      return { body: page(loads) };
    }],
    ['DELETE', /\/api\/CarrierLoads\/\d+\/favorite$/, (request) => {
      requests.push(request);
      return removalStatus === 200
        ? { body: { currentUserFavorite: false, numberOfFavorites: 0 } }
        : { status: removalStatus, statusText: 'Error', body: { message: 'Something failed' } };
    }],
  ]);
  return requests;
}

const unavailableBlock = () => screen.getByText('SAVED HAULS NO LONGER AVAILABLE').closest('section')!;
const hiddenCount = (container: HTMLElement) => container.querySelector('[data-unavailable-count]');

// Only the date is pinned (the fixtures' pick-up windows run 16–18 June 2026); timers stay real for the screen.
const realTimers = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] as const;
const pinToday = (now: Date) => jest.useFakeTimers({ now, doNotFake: [...realTimers] });

describe('Saved Loads (loads spec 2 and 4)', () => {
  beforeEach(() => pinToday(new Date(2026, 5, 10, 9)));
  afterEach(() => jest.useRealTimers());

  it('loads the first page of favourites on opening', async () => {
    const requests = serveFavorites([savedLoad(1)]);
    renderAppAt('/loads/saved', signedInState());
    expect(await screen.findByText('Town 1, TX')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0].query.get('pageNumber')).toBe('1');
    expect(requests[0].query.get('pageSize')).toBe('20');
  });

  it("with none it shows 'No saved loads'", async () => {
    serveFavorites([]);
    renderAppAt('/loads/saved', signedInState());
    expect(await screen.findByText('No saved loads')).toBeTruthy();
    expect(screen.queryByText('SAVED HAULS NO LONGER AVAILABLE')).toBeNull();
  });

  it('a saved load neither unassigned nor assigned to the carrier appears under SAVED HAULS NO LONGER AVAILABLE', async () => {
    serveFavorites([savedLoad(1), takenLoad(2), savedLoad(3, { unAssigned: false, assignedToCurrentCarrier: true })]);
    renderAppAt('/loads/saved', signedInState());
    await screen.findByText('Town 1, TX');
    const block = unavailableBlock();
    expect(within(block).getByText('Town 2, TX')).toBeTruthy();
    expect(within(block).queryByText('Town 1, TX')).toBeNull();
    expect(within(block).queryByText('Town 3, TX')).toBeNull();
    expect(within(block).getAllByRole('button', { name: /Remove/ })).toHaveLength(1);
  });

  it("a load another carrier holds shows under 'SAVED HAULS NO LONGER AVAILABLE' with the board's days, removable (issue 21)", async () => {
    serveFavorites([savedLoad(1), takenLoad(2)]);
    renderAppAt('/loads/saved', signedInState());
    await screen.findByText('SAVED HAULS NO LONGER AVAILABLE');
    const block = unavailableBlock();
    const card = within(block).getByText('Town 2, TX').closest('article')!;
    expect(within(card).getByText('Pick-Up').nextElementSibling?.textContent).toBe('Jun 16');
    expect(within(card).getByText('Delivery').nextElementSibling?.textContent).toBe('Jun 19');
    expect(within(block).getByRole('button', { name: 'Remove load 2' })).toBeTruthy();
    expect(hiddenCount(document.body)?.getAttribute('data-unavailable-count')).toBe('1');
  });

  it("Saved Loads shows loads whose pick-up window has passed under 'SAVED HAULS NO LONGER AVAILABLE', never as available (issue 9)", async () => {
    pinToday(new Date(2026, 5, 19, 0, 5));
    serveFavorites([savedLoad(1, { latestPickup: '2026-06-18' }), savedLoad(2, { latestPickup: '2026-06-19' }), savedLoad(3, { latestPickup: null })]);
    renderAppAt('/loads/saved', signedInState());
    await screen.findByText('SAVED HAULS NO LONGER AVAILABLE');
    const block = unavailableBlock();
    expect(within(block).getByText('Town 1, TX')).toBeTruthy();
    expect(within(block).getByRole('button', { name: 'Remove load 1' })).toBeTruthy();
    expect(within(block).queryByText('Town 2, TX')).toBeNull();
    expect(within(block).queryByText('Town 3, TX')).toBeNull();
    expect(screen.getAllByText(/^Town \d, TX$/).map((city) => city.textContent)).toEqual(['Town 2, TX', 'Town 3, TX', 'Town 1, TX']);
  });

  it('a hidden marker holds the count of loads no longer available', async () => {
    serveFavorites([savedLoad(1), takenLoad(2), takenLoad(4)]);
    const { container } = renderAppAt('/loads/saved', signedInState());
    await screen.findByText('SAVED HAULS NO LONGER AVAILABLE');
    const marker = hiddenCount(container.ownerDocument.body);
    expect(marker?.textContent).toBe('2');
    expect((marker as HTMLElement).hidden).toBe(true);
  });

  it('Remove deletes the favourite, then removes the load from the list', async () => {
    const requests = serveFavorites([savedLoad(1), takenLoad(2), takenLoad(4)]);
    const { user, container } = renderAppAt('/loads/saved', signedInState());
    await screen.findByText('SAVED HAULS NO LONGER AVAILABLE');
    await user.click(screen.getByRole('button', { name: 'Remove load 2' }));
    await waitFor(() => expect(screen.queryByText('Town 2, TX')).toBeNull());
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', pathname: '/api/CarrierLoads/2/favorite' });
    expect(hiddenCount(container.ownerDocument.body)?.textContent).toBe('1');
  });

  it('a Remove the server refuses leaves the load in the list', async () => {
    serveFavorites([takenLoad(2)], 500);
    const { user } = renderAppAt('/loads/saved', signedInState());
    await screen.findByText('SAVED HAULS NO LONGER AVAILABLE');
    await user.click(screen.getByRole('button', { name: 'Remove load 2' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Remove load 2' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('Town 2, TX')).toBeTruthy();
  });
});
