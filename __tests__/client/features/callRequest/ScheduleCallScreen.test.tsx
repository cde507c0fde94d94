import { screen, waitFor, within } from '@testing-library/react';
import * as viewerTimeZoneModule from '../../../../src/client/api/viewerTimeZone';
import { pinClock } from '../../../../src/client/app/clock';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import type { CannedResponse, SentRequest } from '../../support/fetchStub';
import { routeFetch, type Route } from '../../support/routedFetch';

const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const NEXT_SLOT = '2026-11-24T16:00:00.000Z';

function callRequests(answer: (request: SentRequest) => CannedResponse) {
  const sent: SentRequest[] = [];
  const route: Route = ['POST', /\/api\/CallRequests$/, (request) => { sent.push(request); return answer(request); }];
  return { route, sent };
}

describe('Skip and schedule a call with dispatch', () => {
  beforeEach(() => {
    // Tuesday 24 November 2026, 10:30 at dispatch (EST), 9:30 for a carrier in Chicago.
    pinClock('2026-11-24T15:30:00.000Z');
    jest.spyOn(viewerTimeZoneModule, 'viewerTimeZone').mockReturnValue('America/Chicago');
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers days and hours within dispatch hours, shown in the carrier\'s zone with its name', async () => {
    routeFetch([]);
    renderAppAt('/onboard/schedule-call', signedInState());
    expect(await screen.findByRole('heading', { name: 'Schedule a call with dispatch' })).toBeTruthy();
    expect(screen.getByText(/times below are in your time zone, America\/Chicago/)).toBeTruthy();
    const days = within(screen.getByLabelText('Day')).getAllByRole('option').slice(1).map((option) => option.textContent);
    expect(days.slice(0, 5)).toEqual(['Tue, 11/24', 'Wed, 11/25', 'Thu, 11/26', 'Fri, 11/27', 'Sat, 11/28']);
    const hours = within(screen.getByLabelText('Time')).getAllByRole('option').slice(1).map((option) => option.textContent);
    expect(hours).toEqual(['10:00 AM CST', '11:00 AM CST', '12:00 PM CST', '1:00 PM CST', '2:00 PM CST', '3:00 PM CST', '4:00 PM CST', '5:00 PM CST']);
  });

  it('the chosen time is sent with the carrier\'s zone and the scheduled call is confirmed in that zone', async () => {
    const calls = callRequests((request) => json({ id: 9, callAt: (request.body as { CallAt: string }).CallAt, timeZone: 'America/Chicago' }, 201));
    routeFetch([calls.route]);
    const { user } = renderAppAt('/onboard/schedule-call', signedInState());
    await user.selectOptions(await screen.findByLabelText('Time'), NEXT_SLOT);
    await user.click(screen.getByRole('button', { name: 'Schedule the Call' }));
    expect(await screen.findByText('Dispatch will call you Tue, 11/24 10:00 AM CST.')).toBeTruthy();
    expect(calls.sent.map((request) => request.body)).toEqual([{ CallAt: NEXT_SLOT, TimeZone: 'America/Chicago' }]);
    const confirmation = screen.getByRole('region', { name: 'Your call is scheduled' });
    expect(within(confirmation).getByRole('link', { name: 'Find Loads' }).getAttribute('href')).toBe('/search');
  });

  it('a time must be chosen before anything is sent', async () => {
    const calls = callRequests(() => json({}, 201));
    routeFetch([calls.route]);
    const { user } = renderAppAt('/onboard/schedule-call', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Schedule the Call' }));
    expect(await screen.findByText('Choose a time for the call.')).toBeTruthy();
    expect(calls.sent).toHaveLength(0);
  });

  it('choosing another day empties the time and offers that day\'s hours', async () => {
    routeFetch([]);
    const { user } = renderAppAt('/onboard/schedule-call', signedInState());
    await user.selectOptions(await screen.findByLabelText('Time'), NEXT_SLOT);
    await user.selectOptions(screen.getByLabelText('Day'), '2026-11-28');
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe('');
    const hours = within(screen.getByLabelText('Time')).getAllByRole('option').slice(1).map((option) => option.textContent);
    expect(hours[0]).toBe('7:00 AM CST');
    expect(hours).toHaveLength(8);
  });

  it('the server\'s refusal of the time shows under the time', async () => {
    const refusal = { message: 'Choose a time that has not passed.', code: 'validation_failed', errors: [{ field: 'callAt', message: 'Choose a time that has not passed.' }] };
    routeFetch([callRequests(() => json(refusal, 400)).route]);
    const { user } = renderAppAt('/onboard/schedule-call', signedInState());
    await user.selectOptions(await screen.findByLabelText('Time'), NEXT_SLOT);
    await user.click(screen.getByRole('button', { name: 'Schedule the Call' }));
    expect(await screen.findByText('Choose a time that has not passed.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule the Call' }).hasAttribute('disabled')).toBe(false));
  });
});
