import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderAppAt, signedInState } from '../../../app/renderAppAt';
import { aDriver, driversRoute } from '../../../support/drivers';
import type { SentRequest } from '../../../support/fetchStub';
import { routeFetch } from '../../../support/routedFetch';
import { aLoad } from '../../../support/loads';

const drivers = [aDriver({ driverId: 3, name: 'Ana Cruz' }), aDriver({ driverId: 4, name: 'Bo Li' })];
const claimed = { ...aLoad({ id: 7, orderStatus: 'PendingPickup', unAssigned: false, assignedToCurrentCarrier: true }), driver: null };
const never = () => new Promise<never>(() => {});

async function openStep(extraRoutes: Parameters<typeof routeFetch>[0] = []) {
  const fetchMock = routeFetch([driversRoute(drivers), ...extraRoutes]);
  const view = renderAppAt('/load/7/assign-driver', signedInState());
  await screen.findByRole('heading', { name: 'Almost Done' });
  return { fetchMock, ...view };
}

describe('claim step 2 (Almost Done)', () => {
  it("shows 'STEP 2 OF 2' and the 'Almost Done' heading above the driver picker", async () => {
    await openStep();
    expect(screen.getByText('STEP 2 OF 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Almost Done' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /Ana Cruz/ })).toBeTruthy();
  });

  it('step 2 says which load: number, route, rate and windows, and the times chosen at step 1, each on its place\'s clock with its zone', async () => {
    const scheduled = { ...claimed, scheduledPickup: '2026-06-17T19:30:00Z', scheduledDelivery: '2026-06-19T13:00:00Z' };
    await openStep([['POST', /\/api\/CarrierLoads\/get\/7$/, () => ({ body: scheduled })]]);
    const summary = await screen.findByRole('region', { name: 'Load being claimed' });
    expect(within(summary).getByRole('link', { name: 'Load #7' })).toBeTruthy();
    expect(within(summary).getByText('$1,250')).toBeTruthy();
    expect(within(summary).getByText('Delivery window')).toBeTruthy();
    expect(within(summary).getByLabelText('Chosen schedule').textContent).toBe('Pick-UpWe 6/17 2:30PM CDTDrop-OffFr 6/19 9:00AM EDT');
  });

  it("'Assign Driver' appears once a driver is chosen", async () => {
    const { user } = await openStep();
    await screen.findByRole('radio', { name: /Bo Li/ });
    expect(screen.queryByRole('button', { name: 'Assign Driver' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Bo Li/ }));
    expect(screen.getByRole('button', { name: 'Assign Driver' })).toBeTruthy();
  });

  it("'Assign Driver' is disabled while the assignment is submitting", async () => {
    const submitted: SentRequest[] = [];
    const { user } = await openStep([['PUT', /\/api\/CarrierLoads\/7\/ChangeDriver$/, (request) => (submitted.push(request), never())]]);
    await user.click(await screen.findByRole('radio', { name: /Bo Li/ }));
    await user.click(screen.getByRole('button', { name: 'Assign Driver' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Assign Driver' }) as HTMLButtonElement).disabled).toBe(true));
    expect(submitted.map((request) => request.body)).toEqual([{ DriverId: 4 }]);
  });

  it('an assigned driver leads to the claimed confirmation', async () => {
    const { user, router } = await openStep([
      ['PUT', /\/api\/CarrierLoads\/7\/ChangeDriver$/, () => ({ body: { ...claimed, driverId: 4, driver: drivers[1] } })],
    ]);
    await user.click(await screen.findByRole('radio', { name: /Bo Li/ }));
    await user.click(screen.getByRole('button', { name: 'Assign Driver' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/load/7/assign-details'));
  });

  it("a refused assignment shows the server's message as the form's root error", async () => {
    const { user } = await openStep([
      ['PUT', /\/api\/CarrierLoads\/7\/ChangeDriver$/, () => ({ status: 400, body: { message: 'Driver 4 is deactivated' } })],
    ]);
    await user.click(await screen.findByRole('radio', { name: /Bo Li/ }));
    await user.click(screen.getByRole('button', { name: 'Assign Driver' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Driver 4 is deactivated');
    expect((screen.getByRole('button', { name: 'Assign Driver' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("'SKIP AND ASSIGN LATER' goes to the claimed confirmation without a driver", async () => {
    const { user, router, fetchMock } = await openStep();
    await user.click(screen.getByRole('link', { name: 'SKIP AND ASSIGN LATER' }));
    expect(currentLocation(router)).toBe('/load/7/assign-details');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('ChangeDriver'))).toBe(false);
  });

  it('the close control asks first; confirming releases the load and shows its detail', async () => {
    const released: SentRequest[] = [];
    const { user, router } = await openStep([
      ['POST', /\/api\/CarrierLoads\/7\/unassign$/, (request) => (released.push(request), { body: { ...aLoad({ id: 7 }), driver: null } })],
    ]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(released).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel Load' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/load/7'));
    expect(released.map((request) => request.query.get('unassignmentReason'))).toEqual(['AE']);
  });

  it("a failed cancel at the assign step flashes 'Could not cancel load {id}'", async () => {
    const { user, router } = await openStep([['POST', /\/api\/CarrierLoads\/7\/unassign$/, () => ({ status: 409, body: { message: 'Load already picked up' } })]]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Load' }));
    expect(await screen.findByText('Could not cancel load 7')).toBeTruthy();
    expect(currentLocation(router)).toBe('/load/7/assign-driver');
  });
});
