import { screen, within } from '@testing-library/react';
import { aDriver } from '../../../support/drivers';
import { errorReported } from '../../../../../src/client/features/errors/slice';
import { currentLocation, renderAppAt, signedInState } from '../../../app/renderAppAt';
import { routeFetch } from '../../../support/routedFetch';
import { aLoad } from '../../../support/loads';

function openConfirmation(load: ReturnType<typeof aLoad>) {
  routeFetch([['POST', /\/api\/CarrierLoads\/get\/7$/, () => ({ body: { ...load, driver: null } })]]);
  return renderAppAt('/load/7/assign-details', signedInState());
}

const ownLoad = aLoad({ id: 7, orderStatus: 'PendingPickup', unAssigned: false, assignedToCurrentCarrier: true });

describe('claimed confirmation', () => {
  it("shows 'LOAD CLAIMED' and \"You're ready to hit the road\" for a load assigned to the carrier", async () => {
    openConfirmation(ownLoad);
    expect(await screen.findByText('LOAD CLAIMED')).toBeTruthy();
    expect(screen.getByText("You're ready to hit the road")).toBeTruthy();
  });

  it("'View All Claimed' opens the claimed loads and 'Find More Loads' the search", async () => {
    const { user, router } = openConfirmation(ownLoad);
    expect((await screen.findByRole('link', { name: 'Find More Loads' })).getAttribute('href')).toBe('/search');
    await user.click(screen.getByRole('link', { name: 'View All Claimed' }));
    expect(currentLocation(router)).toBe('/loads/claimed');
  });

  it("a load not assigned to the carrier shows 'Load is not assigned to your carrier' on the screen, not reported", async () => {
    const { dispatchSpy } = openConfirmation(aLoad({ id: 7, unAssigned: true, assignedToCurrentCarrier: false }));
    expect((await screen.findByRole('alert')).textContent).toBe('Load is not assigned to your carrier');
    expect(screen.queryByText('LOAD CLAIMED')).toBeNull();
    expect(dispatchSpy.mock.calls.some(([action]) => errorReported.match(action))).toBe(false);
  });

  it("'LOAD CLAIMED' says which load: number, route, rate and windows, the driver and times chosen on their places' clocks, links to the load and its PDF", async () => {
    const claimedWithDriver = { ...ownLoad, driverId: 3, scheduledPickup: '2026-06-17T19:30:00Z', scheduledDelivery: '2026-06-19T13:00:00Z' };
    routeFetch([['POST', /\/api\/CarrierLoads\/get\/7$/, () => ({ body: { ...claimedWithDriver, driver: aDriver({ driverId: 3, name: 'Ana Cruz' }) } })]]);
    renderAppAt('/load/7/assign-details', signedInState());

    const summary = await screen.findByRole('region', { name: 'Load being claimed' });
    expect(within(summary).getByRole('link', { name: 'Load #7' }).getAttribute('href')).toBe('/load/7');
    expect(within(summary).getByText(/Dallas, TX/)).toBeTruthy();
    expect(within(summary).getByText('$1,250')).toBeTruthy();
    expect(within(summary).getByText('Pick-Up window')).toBeTruthy();
    expect(within(summary).getByLabelText('Chosen schedule').textContent).toBe('Pick-UpWe 6/17 2:30PM CDTDrop-OffFr 6/19 9:00AM EDTDriverAna Cruz');
    expect(within(summary).getByRole('link', { name: 'View Load' }).getAttribute('href')).toBe('/load/7');
    expect(within(summary).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });
});
