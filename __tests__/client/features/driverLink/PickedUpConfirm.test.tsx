// The driver's marks wait in the outbox, kept in IndexedDB (issue 24), which jsdom lacks.
import '../../../support/fakeIndexedDb';
import { fireEvent, screen, within } from '@testing-library/react';
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
function driverPage(pickedUp = onTheRoad) {
  let load = driverLoad();
  const fetchMock = routeFetch([
    ['GET', /\/api\/driver\/loads$/, () => reply([load])],
    ['POST', /\/api\/driver\/loads\/4101\/picked-up$/, () => json(load = pickedUp)],
    ['POST', /\/api\/driver\/loads\/4101\/picked-up\/undo$/, () => json(load = driverLoad())],
  ]);
  renderAppAt(`/driver/${token}`);
  return fetchMock;
}

async function openConfirm() {
  const button = await screen.findByRole('button', { name: 'Picked Up' });
  button.focus();
  fireEvent.click(button);
  return screen.getByRole('dialog', { name: 'Mark Load 4101 picked up?' });
}

describe('Picked Up: confirm, undo and the pick-up window (issue 22)', () => {
  it('Picked Up asks to confirm first, saying it can be undone for 5 minutes; Cancel sends nothing', async () => {
    pinClock('2026-11-25T15:00:00');
    const fetchMock = driverPage();
    const dialog = await openConfirm();
    expect(dialog.textContent).toContain('You can undo it for 5 minutes.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(picks(fetchMock.mock.calls, '/picked-up')).toHaveLength(0);
    expect(within(screen.getByRole('article', { name: 'Load 4101' })).getByText('Claimed')).toBeTruthy();
  });

  it('Escape closes the confirm dialog and gives the focus back to Picked Up', async () => {
    pinClock('2026-11-25T15:00:00');
    driverPage();
    const dialog = await openConfirm();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Picked Up' }));
  });

  it('within the pick-up window the dialog warns of nothing', async () => {
    pinClock('2026-11-25T15:00:00');
    driverPage();
    expect((await openConfirm()).textContent).not.toMatch(/pick-up window/);
  });

  it('before the pick-up window opens the dialog warns, and the load can still be marked', async () => {
    pinClock('2026-11-23T15:00:00');
    const fetchMock = driverPage();
    const dialog = await openConfirm();
    expect(within(dialog).getByText('The pick-up window has not opened yet (11/24/2026 - 11/26/2026).')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Picked Up' }));
    expect(await screen.findByText(/Load 4101 is marked picked up\./)).toBeTruthy();
    expect(picks(fetchMock.mock.calls, '/picked-up')).toHaveLength(1);
  });

  it('after the pick-up window closes the dialog warns', async () => {
    pinClock('2026-11-27T09:00:00');
    driverPage();
    expect(within(await openConfirm()).getByText('The pick-up window has closed (11/24/2026 - 11/26/2026).')).toBeTruthy();
  });

  it('after Picked Up the page offers Undo, which makes the load Claimed again', async () => {
    pinClock('2026-11-25T15:00:00');
    const fetchMock = driverPage();
    fireEvent.click(within(await openConfirm()).getByRole('button', { name: 'Yes, Picked Up' }));
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
