import { screen, waitFor, within } from '@testing-library/react';
import { formatShortDate } from '../../../../../src/shared/format';
import moment from 'moment';
import { currentLocation, renderAppAt, signedInState } from '../../../app/renderAppAt';
import { aSchedulableLoad, asDetail, day } from '../../schedule/scheduleFixtures';
import type { CannedResponse, SentRequest } from '../../../support/fetchStub';
import { routeFetch, type Route } from '../../../support/routedFetch';

const load = aSchedulableLoad({ id: 4711 });
const claimed = { ...load, unAssigned: false, assignedToCurrentCarrier: true, orderStatus: 'PendingPickup' as const };
const loadRoute = (answer: CannedResponse): Route => ['POST', /\/api\/CarrierLoads\/get\/4711$/, () => answer];
const assignRoute = (answer: CannedResponse, sent: SentRequest[] = []): Route => [
  'POST',
  /\/api\/CarrierLoads\/4711\/assignment$/,
  (request) => (sent.push(request), answer),
];

async function fillSchedule(user: ReturnType<typeof renderAppAt>['user']) {
  await user.type(await screen.findByLabelText('Pick-up date'), day(3));
  await user.type(screen.getByLabelText('Drop-off date'), day(6));
  await user.click(screen.getByRole('button', { name: 'Claim Load' }));
}

describe('claim step 1 screen (loads spec 2, Claim flow)', () => {
  it("reads 'STEP 1 OF 2' and 'A few details to claim your load.'", async () => {
    routeFetch([loadRoute({ body: asDetail(load) })]);
    renderAppAt('/load/4711/assign', signedInState());
    expect(await screen.findByText('STEP 1 OF 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A few details to claim your load.' })).toBeTruthy();
  });

  it('on success it moves to assign-driver', async () => {
    const assigned: SentRequest[] = [];
    routeFetch([loadRoute({ body: asDetail(load) }), assignRoute({ body: asDetail(claimed) }, assigned)]);
    const { router, user } = renderAppAt('/load/4711/assign', signedInState());
    await fillSchedule(user);
    await waitFor(() => expect(currentLocation(router)).toBe('/load/4711/assign-driver'));
    expect(assigned[0].body).toEqual({
      ScheduledPickup: moment(`${day(3)}T12:00`).format(),
      ScheduledDelivery: moment(`${day(6)}T12:00`).format(),
      DriverId: null,
    });
  });

  it("an assignment failure shows the server message as the form's root error", async () => {
    routeFetch([
      loadRoute({ body: asDetail(load) }),
      assignRoute({ status: 409, statusText: 'Conflict', body: { message: 'Load 4711 has already been claimed' } }),
    ]);
    const { router, user } = renderAppAt('/load/4711/assign', signedInState());
    await fillSchedule(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Load 4711 has already been claimed');
    expect(currentLocation(router)).toBe('/load/4711/assign');
  });

  it("a load claimed by another carrier cannot be scheduled: 'has already been claimed'", async () => {
    routeFetch([loadRoute({ body: asDetail({ ...load, unAssigned: false, assignedToCurrentCarrier: false }) })]);
    renderAppAt('/load/4711/assign', signedInState());
    expect(await screen.findByText("We're sorry, the load you are looking for has already been claimed.")).toBeTruthy();
    expect(screen.queryByLabelText('Pick-up date')).toBeNull();
  });

  it("a missing load reads 'does not exist'", async () => {
    routeFetch([loadRoute({ status: 404, statusText: 'Not Found', body: { message: 'Load not found' } })]);
    renderAppAt('/load/4711/assign', signedInState());
    expect(await screen.findByText("We're sorry, the load you are looking for does not exist.")).toBeTruthy();
  });

  it('step 1 says which load and states the allowed pick-up and drop-off ranges before the carrier picks', async () => {
    routeFetch([loadRoute({ body: asDetail(aSchedulableLoad({ id: 4711, earliestPickup: day(-3), latestPickup: day(5), latestDelivery: day(9) })) })]);
    renderAppAt('/load/4711/assign', signedInState());

    const summary = await screen.findByRole('region', { name: 'Load being claimed' });
    expect(within(summary).getByRole('link', { name: 'Load #4711' }).getAttribute('href')).toBe('/load/4711');
    expect(within(summary).getByText(/Dallas, TX/).textContent).toBe('Dallas, TX →  to Atlanta, GA');
    expect(within(summary).getByText('$1,250')).toBeTruthy();
    const allowed = within(summary).getByLabelText('Allowed days');
    expect(allowed.textContent).toBe(`Pick up${formatShortDate(day(0), day(0))} – ${formatShortDate(day(5), day(0))}Drop offAfter the pick-up, by ${formatShortDate(day(9), day(0))}`);
  });

  it("the claim form does not open for the carrier's own already-claimed load: it says so and leads on", async () => {
    routeFetch([loadRoute({ body: asDetail({ ...claimed, driverId: null }) })]);
    renderAppAt('/load/4711/assign', signedInState());

    expect(await screen.findByText('You have already claimed load 4711.')).toBeTruthy();
    expect(screen.queryByLabelText('Pick-up date')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose a Driver' }).getAttribute('href')).toBe('/load/4711/assign-driver');
    expect(screen.getByRole('link', { name: 'View Load' }).getAttribute('href')).toBe('/load/4711');
  });

  it("a load whose pick-up window has passed opens no claim form: 'Pick-Up date range has passed'", async () => {
    routeFetch([loadRoute({ body: asDetail(aSchedulableLoad({ id: 4711, earliestPickup: day(-5), latestPickup: day(-1) })) })]);
    renderAppAt('/load/4711/assign', signedInState());

    expect(await screen.findByText('Pick-Up date range has passed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim Load' })).toBeNull();
  });
});
