import { screen, waitFor } from '@testing-library/react';
import moment from 'moment';
import { currentLocation, renderAppAt, signedInState } from '../../../app/renderAppAt';
import { aSchedulableLoad, asDetail, day } from '../../schedule/scheduleFixtures';
import type { CannedResponse, SentRequest } from '../../../support/fetchStub';
import { routeFetch, type Route } from '../../../support/routedFetch';

const claimed = aSchedulableLoad({
  id: 4711,
  unAssigned: false,
  assignedToCurrentCarrier: true,
  orderStatus: 'PendingPickup',
  scheduledPickup: moment(`${day(3)}T09:30`).toISOString(),
  scheduledDelivery: day(6),
});
const loadRoute = (answer: CannedResponse): Route => ['POST', /\/api\/CarrierLoads\/get\/4711$/, () => answer];
const changeRoute = (answer: CannedResponse, sent: SentRequest[] = []): Route => [
  'PUT',
  /\/api\/CarrierLoads\/4711\/ChangeDates$/,
  (request) => (sent.push(request), answer),
];

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);

describe('change pick-up and drop-off screen (loads spec 2 and 4)', () => {
  it("is prefilled from the load's schedule in the viewer's time zone; a missing time means 12:00:00", async () => {
    routeFetch([loadRoute({ body: asDetail(claimed) })]);
    renderAppAt('/load/4711/change-pickup-dropoff', signedInState());
    await screen.findByLabelText('Pick-up date');
    expect(field('Pick-up date').value).toBe(day(3));
    expect(field('Pick-up time').value).toBe('09:30');
    expect(field('Drop-off date').value).toBe(day(6));
    expect(field('Drop-off time').value).toBe('12:00');
  });

  it("a missing load reads 'Load {id} not found'", async () => {
    routeFetch([loadRoute({ status: 404, statusText: 'Not Found', body: { message: 'Not found' } })]);
    renderAppAt('/load/4711/change-pickup-dropoff', signedInState());
    expect(await screen.findByText('Load 4711 not found')).toBeTruthy();
    expect(screen.queryByLabelText('Pick-up date')).toBeNull();
  });

  it("only the carrier that claimed the load may change its times: 'Load is not assigned to your carrier'", async () => {
    routeFetch([loadRoute({ body: asDetail({ ...claimed, assignedToCurrentCarrier: false }) })]);
    renderAppAt('/load/4711/change-pickup-dropoff', signedInState());
    expect(await screen.findByText('Load is not assigned to your carrier')).toBeTruthy();
  });

  it('saving goes back to the load detail with a flash', async () => {
    const changed: SentRequest[] = [];
    routeFetch([loadRoute({ body: asDetail(claimed) }), changeRoute({ body: asDetail(claimed) }, changed)]);
    const { router, user } = renderAppAt('/load/4711/change-pickup-dropoff', signedInState());
    await user.selectOptions(await screen.findByLabelText('Drop-off time'), '16:45');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/load/4711'));
    expect(await screen.findByText('Updated pick-up and drop-off for load 4711')).toBeTruthy();
    expect(changed[0].body).toEqual({
      ScheduledPickup: moment(`${day(3)}T09:30`).format(),
      ScheduledDelivery: moment(`${day(6)}T16:45`).format(),
    });
  });

  it("a failure shows the server message as the form's root error", async () => {
    routeFetch([
      loadRoute({ body: asDetail(claimed) }),
      changeRoute({ status: 400, statusText: 'Bad Request', body: { message: 'Drop-off is after the delivery window' } }),
    ]);
    const { user } = renderAppAt('/load/4711/change-pickup-dropoff', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Drop-off is after the delivery window');
  });
});
