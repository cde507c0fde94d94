import { screen } from '@testing-library/react';
import { errorReported } from '../../../src/client/features/errors/slice';
import { currentLocation, renderAppAt, signedInState } from '../app/renderAppAt';
import { routeFetch } from '../support/routedFetch';
import { aLoad } from '../support/loads';

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
});
