// The driver's marks wait in the outbox, kept in IndexedDB (issue 24), which jsdom lacks.
import '../../../support/fakeIndexedDb';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { pickedUpRequested } from '../../../../src/client/features/driverLink/slice';
import { renderAppAt } from '../../app/renderAppAt';
import { pinClock } from '../../../support/clock';
import type { CannedResponse } from '../../support/fetchStub';
import { routeFetch } from '../../support/routedFetch';
import { driverLoad } from './fixtures';

const token = 'T0k3n_-abcdefghijklmnopqrstuvwxyz0123456789';
const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const reply = (records: unknown[]) => json({ driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers', records });
const onTheRoad = driverLoad({ orderStatus: 'InRoute', actualPickup: '2026-11-25T14:05:00.000Z' });
const picks = (calls: unknown[][], path: string) =>
  calls.filter(([url, init]) => new URL(String(url), 'http://localhost').pathname.endsWith(path) && (init as RequestInit).method === 'POST');

/** The server as it is: the loads read again after a mark show the load as the mark left it. */
function driverPage() {
  let load = driverLoad();
  const fetchMock = routeFetch([
    ['GET', /\/api\/driver\/loads$/, () => reply([load])],
    ['POST', /\/api\/driver\/loads\/4101\/picked-up$/, () => json(load = onTheRoad)],
    ['POST', /\/api\/driver\/loads\/4101\/picked-up\/undo$/, () => json(load = driverLoad())],
  ]);
  return { fetchMock, ...renderAppAt(`/driver/${token}`) };
}

async function openPickUpInspection() {
  fireEvent.click(await screen.findByRole('button', { name: 'Picked Up' }));
  return screen.findByRole('main');
}

describe('the pick-up window and Undo (issue 22), with the pick-up inspection (issue 24)', () => {
  it('within the pick-up window the inspection warns of nothing', async () => {
    pinClock('2026-11-25T15:00:00');
    driverPage();
    expect((await openPickUpInspection()).textContent).not.toMatch(/pick-up window/);
  });

  it('before the pick-up window opens the inspection warns, and goes on', async () => {
    pinClock('2026-11-23T15:00:00');
    driverPage();
    const page = await openPickUpInspection();
    expect(within(page).getByText('The pick-up window has not opened yet (11/24/2026 - 11/26/2026).')).toBeTruthy();
    expect(within(page).getByLabelText('VIN')).toBeTruthy();
  });

  it('after the pick-up window closes the inspection warns', async () => {
    pinClock('2026-11-27T09:00:00');
    driverPage();
    expect(within(await openPickUpInspection()).getByText('The pick-up window has closed (11/24/2026 - 11/26/2026).')).toBeTruthy();
  });

  it('after Picked Up the page offers Undo, which makes the load Claimed again', async () => {
    pinClock('2026-11-25T15:00:00');
    const { fetchMock, store } = driverPage();
    await screen.findByRole('button', { name: 'Picked Up' });
    act(() => { store.dispatch(pickedUpRequested({ loadId: 4101 })); });
    await screen.findByText(/Load 4101 is marked picked up\./);
    expect(within(screen.getByRole('article', { name: 'Load 4101' })).getByText('In Progress')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Load 4101 is no longer marked picked up.')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Load 4101' });
    expect(within(card).getByText('Claimed')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Picked Up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(picks(fetchMock.mock.calls, '/picked-up/undo')).toHaveLength(1);
  });
});
