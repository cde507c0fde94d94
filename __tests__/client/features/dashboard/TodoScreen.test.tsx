import { screen, within } from '@testing-library/react';
import { pinClock } from '../../../../src/client/app/clock';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import type { CannedResponse } from '../../support/fetchStub';
import { routeFetch } from '../../support/routedFetch';

const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const noInsuranceWarning = { daysUntilDamageExpiration: 200, daysUntilLiabilityExpiration: 300, insuranceExpirationWarningThreshold: 30 };

function todoRoutes(tasks: unknown, insurance: unknown = noInsuranceWarning) {
  return routeFetch([
    ['GET', /\/api\/CarrierLoads\/MyTasks$/, () => json(tasks)],
    ['GET', /\/api\/Carriers\/InsuranceExpiration$/, () => json(insurance)],
  ]);
}

describe('To Do /todo (issue 22)', () => {
  beforeEach(() => pinClock('2026-11-20T18:30:00.000Z'));

  it('lists the carrier’s open tasks from My Tasks, each a link to its list, and leaves out those at 0', async () => {
    todoRoutes({ inRouteCount: 2, pendingPickupCount: 1, savedCount: 0, pendingPaymentCount: 3 });
    renderAppAt('/todo', signedInState());

    const list = await screen.findByRole('list', { name: 'Open tasks' });
    const links = within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Deliver 2 loads in progress', '/loads/in-progress'],
      ['Pick up 1 claimed load', '/loads/claimed'],
      ['Check 3 pending payments', '/invoices/pending'],
    ]);
    expect(screen.getByRole('heading', { name: 'To Do', level: 1 })).toBeTruthy();
  });

  it('reads the dashboard’s one My Tasks source, and none of the dashboard’s other figures', async () => {
    const fetchMock = todoRoutes({ inRouteCount: 0, pendingPickupCount: 0, savedCount: 4, pendingPaymentCount: 0 });
    const { store } = renderAppAt('/todo', signedInState());

    expect(await screen.findByRole('link', { name: 'Claim or remove 4 saved loads' })).toBeTruthy();
    expect(store.getState().dashboard.tasks).toEqual({ inRouteCount: 0, pendingPickupCount: 0, savedCount: 4, pendingPaymentCount: 0 });
    const called = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(called.filter((path) => /Trends|Summary|newLoads/.test(path))).toEqual([]);
  });

  it('with nothing open it says so and offers Find Loads', async () => {
    todoRoutes({ inRouteCount: 0, pendingPickupCount: 0, savedCount: 0, pendingPaymentCount: 0 });
    renderAppAt('/todo', signedInState());

    const nothing = await screen.findByText(/Nothing to do right now\./);
    expect(within(nothing).getByRole('link', { name: 'Find Loads' }).getAttribute('href')).toBe('/search');
    expect(screen.queryByText(/being built/)).toBeNull();
  });

  it('shows the insurance alert of My Tasks above the tasks', async () => {
    todoRoutes({ inRouteCount: 1, pendingPickupCount: 0, savedCount: 0, pendingPaymentCount: 0 },
      { daysUntilDamageExpiration: 12, daysUntilLiabilityExpiration: 300, insuranceExpirationWarningThreshold: 30 });
    renderAppAt('/todo', signedInState());

    expect((await screen.findByText('Your damage and/or liability insurance expires in 12 day(s)!')).getAttribute('role')).toBe('alert');
  });

  it('a failed read says so with Try Again', async () => {
    routeFetch([
      ['GET', /\/api\/CarrierLoads\/MyTasks$/, () => json({ message: 'Internal server error', code: 'internal' }, 500)],
      ['GET', /\/api\/Carriers\/InsuranceExpiration$/, () => json(noInsuranceWarning)],
    ]);
    renderAppAt('/todo', signedInState());

    expect(await screen.findByText('Your tasks could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
