import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderAppAt, signedInState } from '../../../app/renderAppAt';
import { aDriver, driversRoute } from '../../../support/drivers';
import type { SentRequest } from '../../../support/fetchStub';
import { routeFetch, type Route } from '../../../support/routedFetch';
import { aLoad } from '../../../support/loads';

const drivers = [aDriver({ driverId: 3, name: 'Ana Cruz' }), aDriver({ driverId: 4, name: 'Bo Li' })];
const scheduled = aLoad({
  id: 7,
  orderStatus: 'PendingPickup',
  unAssigned: false,
  assignedToCurrentCarrier: true,
  driverId: 3,
  scheduledPickup: '2026-06-17T12:00:00Z',
  scheduledDelivery: '2026-06-20T12:00:00Z',
});

function openChangeDriver(load: ReturnType<typeof aLoad>, extraRoutes: Route[] = []) {
  routeFetch([
    ['POST', /\/api\/CarrierLoads\/get\/7$/, () => ({ body: { ...load, driver: drivers.find((d) => d.driverId === load.driverId) ?? null } })],
    driversRoute(drivers),
    ...extraRoutes,
  ]);
  return renderAppAt('/load/7/change-driver', signedInState());
}

describe('change driver', () => {
  it('needs both pick-up and drop-off dates first: a dialog links to the edit-dates screen instead of the picker', async () => {
    const { user, router } = openChangeDriver({ ...scheduled, scheduledDelivery: null });
    const dialog = await screen.findByRole('dialog', { name: 'Pick-up and drop-off dates needed' });
    expect(screen.queryByRole('searchbox', { name: 'Filter drivers by name' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Enter Pick-Up and Drop-Off Dates' }));
    expect(dialog.isConnected).toBe(false);
    expect(currentLocation(router)).toBe('/load/7/change-pickup-dropoff');
  });

  it('preselects the current driver', async () => {
    openChangeDriver(scheduled);
    expect(((await screen.findByRole('radio', { name: /Ana Cruz/ })) as HTMLInputElement).checked).toBe(true);
  });

  it('submitting puts the chosen driver on the load and returns to the load with a message', async () => {
    const submitted: SentRequest[] = [];
    const changed = { ...scheduled, driverId: 4, driver: drivers[1] };
    const { user, router } = openChangeDriver(scheduled, [
      ['PUT', /\/api\/CarrierLoads\/7\/ChangeDriver$/, (request) => (submitted.push(request), { body: changed })],
    ]);
    await user.click(await screen.findByRole('radio', { name: /Bo Li/ }));
    await user.click(screen.getByRole('button', { name: 'Change Driver' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/load/7'));
    expect(submitted.map((request) => request.body)).toEqual([{ DriverId: 4 }]);
    expect(await screen.findByText('Changed the driver of load 7')).toBeTruthy();
  });

  it("a refused change shows the server's message as the form's root error", async () => {
    const { user } = openChangeDriver(scheduled, [
      ['PUT', /\/api\/CarrierLoads\/7\/ChangeDriver$/, () => ({ status: 400, body: { message: 'Driver 4 is deactivated' } })],
    ]);
    await user.click(await screen.findByRole('radio', { name: /Bo Li/ }));
    await user.click(screen.getByRole('button', { name: 'Change Driver' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Driver 4 is deactivated');
  });
});
