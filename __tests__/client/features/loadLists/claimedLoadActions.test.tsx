import { screen, waitFor, within } from '@testing-library/react';
import type { LoadRecord } from '../../../../src/shared/loads';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aDriver, driversRoute } from '../../support/drivers';
import type { SentRequest } from '../../support/fetchStub';
import { routeFetch } from '../../support/routedFetch';
import { claimedLoad, page } from './loadListFixtures';

const reasons = { carrier: { groupTitle: 'Carrier Issue', groupList: { TB: 'Truck broke down' } } };

/** The claimed list answers `loads` until one is cancelled; then it answers without it. */
function serveClaimed(loads: LoadRecord[]) {
  let shown = loads;
  const cancelled: SentRequest[] = [];
  routeFetch([
    ['POST', /\/api\/CarrierLoads\/list\/pendingPickup$/, () => ({ body: page(shown, shown.length) })],
    ['GET', /\/api\/Lookups\/GetGroupedUnassignReasons$/, () => ({ body: reasons })],
    ['POST', /\/api\/CarrierLoads\/\d+\/unassign$/, (request) => {
      cancelled.push(request);
      const id = Number(request.pathname.split('/').at(-2));
      shown = shown.filter((load) => load.id !== id);
      return { body: { ...claimedLoad(id), orderStatus: 'Available', unAssigned: true, assignedToCurrentCarrier: false, driver: null } };
    }],
    driversRoute([aDriver({ driverId: 3, name: 'Ana Cruz' })]),
  ]);
  return cancelled;
}

const itemOf = (loadId: number) => document.querySelector(`[data-load-id="${loadId}"]`)!.closest('li')!;

describe('the claimed list (issue 9)', () => {
  it("a claim left at step 2 leaves the load without a driver: the claimed list card says 'No driver yet' and offers to assign one", async () => {
    serveClaimed([claimedLoad(1, { driverId: null }), claimedLoad(2, { driverId: 3 })]);
    renderAppAt('/loads/claimed', signedInState());
    await screen.findAllByRole('article');

    const withoutDriver = within(itemOf(1));
    expect(withoutDriver.getByText('No driver yet')).toBeTruthy();
    expect(withoutDriver.getByRole('link', { name: 'Assign a driver to load 1' }).getAttribute('href')).toBe('/load/1/change-driver');
    expect(within(itemOf(2)).queryByText('No driver yet')).toBeNull();
  });

  it('Cancel is offered from the Claimed list too, with the reasons dialog of the load detail', async () => {
    const cancelled = serveClaimed([claimedLoad(1), claimedLoad(2)]);
    const { user, store } = renderAppAt('/loads/claimed', signedInState());
    await screen.findAllByRole('article');

    await user.click(within(itemOf(2)).getByRole('button', { name: 'Cancel Load' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for Cancelling' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Truck broke down' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Load' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(cancelled.map((request) => [request.pathname, request.query.get('unassignmentReason')])).toEqual([['/api/CarrierLoads/2/unassign', 'TB']]);
    expect(store.getState().flash.current.map((message) => message.text)).toEqual(['Cancelled load 2']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
