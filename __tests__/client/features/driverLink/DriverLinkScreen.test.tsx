// The driver's marks wait in the outbox, kept in IndexedDB (issue 24), which jsdom lacks.
import '../../../support/fakeIndexedDb';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch } from '../../support/routedFetch';
import type { CannedResponse } from '../../support/fetchStub';
import { inTimeZone } from '../../../support/timeZone';
import { driverLoad } from './fixtures';

const token = 'T0k3n_-abcdefghijklmnopqrstuvwxyz0123456789';
const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const reply = (records: unknown[]) => json({ driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers', records });

describe('the driver link page (issue 13)', () => {
  it('shows the driver\'s loads: load number, origin → destination, windows and vehicles', async () => {
    routeFetch([['GET', /\/api\/driver\/loads$/, () => reply([driverLoad()])]]);
    renderAppAt(`/driver/${token}`);
    const card = await screen.findByRole('article', { name: 'Load 4101' });
    expect(card.textContent).toContain('Dallas, TX → Atlanta, GA');
    expect(card.textContent).toContain('11/24/2026 - 11/26/2026');
    expect(card.textContent).toContain('2021 Toyota Camry LE');
    expect(screen.getByText(/Rosa Diaz · Blue Ridge Car Carriers/)).toBeTruthy();
    expect(screen.getByText('Times are local to each pick-up and delivery place.')).toBeTruthy();
  });

  it.each(['America/Los_Angeles', 'Pacific/Auckland'])("times are the places' local times with their zones, whatever the phone's zone (phone in %s)", (phoneZone) => inTimeZone(phoneZone, async () => {
    const scheduled = driverLoad({ scheduledPickup: '2026-11-24T15:00:00Z', scheduledDelivery: '2026-11-27T14:30:00Z' });
    routeFetch([['GET', /\/api\/driver\/loads$/, () => reply([scheduled])]]);
    renderAppAt(`/driver/${token}`);
    const card = await screen.findByRole('article', { name: 'Load 4101' });
    expect(card.textContent).toContain('11/24/2026 9:00 AM CST');
    expect(card.textContent).toContain('11/27/2026 9:30 AM EST');
  }));

  it('sends the link token, not the carrier session, even when a carrier is signed in on the phone', async () => {
    const fetchMock = routeFetch([['GET', /\/api\/driver\/loads$/, () => reply([])]]);
    renderAppAt(`/driver/${token}`, signedInState());
    expect(await screen.findByText(/You have no loads right now/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/driver/loads'))!;
    expect((call[1] as RequestInit).headers).toMatchObject({ Authorization: `Bearer ${token}` });
  });

  it('Picked Up opens the load\'s pick-up inspection and sends nothing yet (issue 24)', async () => {
    const fetchMock = routeFetch([['GET', /\/api\/driver\/loads$/, () => reply([driverLoad()])]]);
    renderAppAt(`/driver/${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Picked Up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick-up inspection · Load 4101' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  it('on the road the driver may open a correction of the signed pick-up inspection, which sends nothing yet (issue 24)', async () => {
    const fetchMock = routeFetch([['GET', /\/api\/driver\/loads$/, () => reply([driverLoad({ orderStatus: 'InRoute' })])]]);
    renderAppAt(`/driver/${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct the Pick-up Inspection' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick-up inspection, corrected · Load 4101' })).toBeTruthy();
    expect(screen.getByText('Inspect the vehicles again and sign: the new version is kept beside the one signed before.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  it('Delivered opens the load\'s delivery inspection and sends nothing yet (issue 24)', async () => {
    const fetchMock = routeFetch([['GET', /\/api\/driver\/loads$/, () => reply([driverLoad({ orderStatus: 'InRoute' })])]]);
    renderAppAt(`/driver/${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delivered' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery inspection · Load 4101' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  it('a Completed load shows who received it and offers only a correction of its delivery inspection', async () => {
    routeFetch([['GET', /\/api\/driver\/loads$/, () => reply([driverLoad({ orderStatus: 'Delivered', actualDelivery: '2026-11-25T21:40:00.000Z', receivedBy: 'Sam Lot' })])]]);
    renderAppAt(`/driver/${token}`);
    const card = await screen.findByRole('article', { name: 'Load 4101' });
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByText('Sam Lot')).toBeTruthy();
    expect(within(card).getAllByRole('button').map((button) => button.textContent)).toEqual(['Correct the Delivery Inspection']);
  });

  it('a revoked link shows a plain message and no loads', async () => {
    routeFetch([['GET', /\/api\/driver\/loads$/, () => json({ message: 'Authorization has been denied for this request.' }, 401)]]);
    renderAppAt(`/driver/${token}`);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This driver link no longer works. Ask your carrier to send you a new one.'));
    expect(screen.queryByRole('article')).toBeNull();
  });
});
