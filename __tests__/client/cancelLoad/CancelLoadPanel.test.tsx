import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { CancelLoadPanel } from '../../../src/client/features/cancelLoad/components/CancelLoadPanel';
import { signedInState } from '../app/renderAppAt';
import type { SentRequest } from '../support/fetchStub';
import { routeFetch, type Route } from '../support/routedFetch';
import { aLoad } from '../support/loads';
import { renderWithStore } from '../support/renderWithStore';

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
    await waitFor(() => expect(store.getState().cancelLoad.reasonsStatus).toBe('loaded'));
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

  it('a failed reasons fetch shows nothing', async () => {
    routeFetch([reasonsRoute(() => ({ status: 500, body: { message: 'Internal Server Error' } }))]);
    const { store } = renderWithStore(<CancelLoadPanel loadId={7} />, signedInState());
    await waitFor(() => expect(store.getState().cancelLoad.reasonsStatus).toBe('failed'));
    const dialog = await openReasons();
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(store.getState().errors.errors).toEqual([]);
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
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
