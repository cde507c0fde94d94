import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { CancelLoadPanel } from '../../../../../src/client/features/loadChanges/components/CancelLoadPanel';
import { signedInState } from '../../../app/renderAppAt';
import type { SentRequest } from '../../../support/fetchStub';
import { routeFetch, type Route } from '../../../support/routedFetch';
import { aLoad } from '../../../support/loads';
import { renderWithStore } from '../../../support/renderWithStore';

const groups = {
  carrier: { groupTitle: 'Carrier Issue', groupList: { TB: 'Truck broke down', DS: 'Driver sick' } },
  shipper: { groupTitle: 'Shipper Issue', groupList: { NR: 'Vehicles not ready' } },
};
const reasonsRoute = (answer: () => { status?: number; body: unknown }): Route => ['GET', /\/api\/Lookups\/GetGroupedUnassignReasons$/, answer];
const reasonRequests = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => String(url).includes('GetGroupedUnassignReasons'));

async function openReasons() {
  await userEvent.click(screen.getAllByRole('button', { name: 'Cancel Load' })[0]);
  return screen.findByRole('dialog', { name: 'Reason for Cancelling' });
}

describe('cancel a claimed load with a reason', () => {
  it('cancel reasons are fetched once and cached: a second panel never refetches', async () => {
    const fetchMock = routeFetch([reasonsRoute(() => ({ body: groups }))]);
    const { store, rerender } = renderWithStore(<CancelLoadPanel loadId={7} />, signedInState());
    await waitFor(() => expect(store.getState().loadChanges.cancelReasons.status).toBe('loaded'));
    rerender(
      <Provider store={store}>
        <CancelLoadPanel loadId={7} />
        <CancelLoadPanel loadId={8} />
      </Provider>,
    );
    await openReasons();
    expect(await screen.findByText('Truck broke down')).toBeTruthy();
    expect(reasonRequests(fetchMock)).toHaveLength(1);
  });

  it("shows the reasons as one choice grouped under each group's title in the 'Reason for Cancelling' panel", async () => {
    routeFetch([reasonsRoute(() => ({ body: groups }))]);
    renderWithStore(<CancelLoadPanel loadId={7} />, signedInState());
    const dialog = await openReasons();
    const carrier = await within(dialog).findByRole('group', { name: 'Carrier Issue' });
    expect(within(carrier).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Truck broke down', 'Driver sick']);
    expect(within(dialog).getByRole('group', { name: 'Shipper Issue' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Truck broke down' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Vehicles not ready' }));
    expect(within(dialog).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('submit is disabled until a reason is chosen', async () => {
    routeFetch([reasonsRoute(() => ({ body: groups }))]);
    renderWithStore(<CancelLoadPanel loadId={7} />, signedInState());
    const dialog = await openReasons();
    const submit = within(dialog).getByRole('button', { name: 'Cancel Load' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Driver sick' }));
    expect(submit.disabled).toBe(false);
  });

  it('a failed reasons fetch tells the carrier and lets it retry instead of leaving it stuck in the dialog', async () => {
    let answers = 0;
    routeFetch([reasonsRoute(() => (answers++ === 0 ? { status: 500, body: { message: 'Internal Server Error' } } : { body: groups }))]);
    const { store } = renderWithStore(<CancelLoadPanel loadId={7} />, signedInState());
    await waitFor(() => expect(store.getState().loadChanges.cancelReasons.status).toBe('failed'));
    const dialog = await openReasons();
    await waitFor(() => expect(store.getState().loadChanges.cancelReasons.status).toBe('loaded'));
    expect(await within(dialog).findByRole('radio', { name: 'Truck broke down' })).toBeTruthy();
    expect(store.getState().errors.errors).toEqual([]);
  });

  it("a reasons fetch that fails again says so in the dialog, with 'Try Again'", async () => {
    let answers = 0;
    routeFetch([reasonsRoute(() => (answers++ < 2 ? { status: 500, body: { message: 'Internal Server Error' } } : { body: groups }))]);
    const { store } = renderWithStore(<CancelLoadPanel loadId={7} />, signedInState());
    await waitFor(() => expect(store.getState().loadChanges.cancelReasons.status).toBe('failed'));
    const dialog = await openReasons();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The reasons for cancelling could not be loaded.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('radio', { name: 'Driver sick' })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a failed cancel tells the carrier what happened and lets it retry from the open dialog', async () => {
    let attempts = 0;
    routeFetch([
      reasonsRoute(() => ({ body: groups })),
      ['POST', /\/api\/CarrierLoads\/7\/unassign$/, () => (attempts++ === 0 ? { status: 500, body: { message: 'Internal Server Error' } } : { body: { ...aLoad({ id: 7 }), driver: null } })],
    ]);
    const { store } = renderWithStore(<CancelLoadPanel loadId={7} />, signedInState());
    const dialog = await openReasons();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Driver sick' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Load' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not cancel load 7. Please try again.');
    expect(store.getState().errors.errors).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Load' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(attempts).toBe(2);
  });

  it('submits the chosen reason upper-case and closes once the load is cancelled', async () => {
    const submitted: SentRequest[] = [];
    routeFetch([
      reasonsRoute(() => ({ body: groups })),
      ['POST', /\/api\/CarrierLoads\/7\/unassign$/, (request) => (submitted.push(request), { body: { ...aLoad({ id: 7 }), driver: null } })],
    ]);
    const { store } = renderWithStore(<CancelLoadPanel loadId={7} />, signedInState());
    const dialog = await openReasons();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Driver sick' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Load' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submitted.map((request) => request.query.get('unassignmentReason'))).toEqual(['DS']);
    expect(store.getState().flash.current.map((message) => message.text)).toEqual(['Cancelled load 7']);
  });
});
