import { screen, within } from '@testing-library/react';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch } from '../../support/routedFetch';
import type { CannedResponse } from '../../support/fetchStub';
import { sendingLimitMessage } from '../../../../src/shared/carrierLimits';

const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const details = {
  driverId: 5, firstName: 'Rae', lastName: 'Lund', name: 'Rae Lund', email: 'rae@haul.test', cellPhoneNumber: '540-555-0100', enabled: true,
  twicCardExpiration: null, notes: null, hasVtasPassword: false,
};

describe('Send Driver Link on a driver\'s edit screen (issue 13)', () => {
  it('Send Driver Link asks first, saying the new link replaces the old one, and sends nothing until confirmed', async () => {
    const fetchMock = routeFetch([
      ['GET', /\/api\/Drivers$/, () => json(details)],
      ['POST', /\/api\/Drivers\/SendDriverLink$/, () => json({ ok: true })],
    ]);
    const { user } = renderAppAt('/drivers-and-fleet/edit-driver/5', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Send Driver Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a new driver link?' });
    expect(within(dialog).getByText('The new link replaces the old one: the link this driver has now stops working at once.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('SendDriverLink'))).toBe(false);
  });

  it('Send Driver Link, once confirmed, asks the server for a new link and flashes that it was sent to the driver by name', async () => {
    const fetchMock = routeFetch([
      ['GET', /\/api\/Drivers$/, () => json(details)],
      ['POST', /\/api\/Drivers\/SendDriverLink$/, () => json({ ok: true })],
    ]);
    const { user } = renderAppAt('/drivers-and-fleet/edit-driver/5', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Send Driver Link' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send New Link' }));
    expect(await screen.findByText('Sent a Driver Link to Driver Rae Lund')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('SendDriverLink'))!;
    expect(new URL(String(sent[0]), 'http://localhost').searchParams.get('driverId')).toBe('5');
  });

  it('a driver with neither an e-mail nor a cell phone gets the server\'s words under the button', async () => {
    const message = 'Add an e-mail address or a cell phone number for this driver to send the driver link.';
    routeFetch([
      ['GET', /\/api\/Drivers$/, () => json({ ...details, email: null, cellPhoneNumber: null })],
      ['POST', /\/api\/Drivers\/SendDriverLink$/, () => json({ message, errors: [{ field: 'email', message }] }, 400)],
    ]);
    const { user } = renderAppAt('/drivers-and-fleet/edit-driver/5', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Send Driver Link' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send New Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('a carrier past its sending limit is told so under the button (429 sending_limit)', async () => {
    const message = `${sendingLimitMessage('mail', 30, 'hour')} Try again in 12 minutes.`;
    routeFetch([
      ['GET', /\/api\/Drivers$/, () => json(details)],
      ['POST', /\/api\/Drivers\/SendDriverLink$/, () => ({ ...json({ message, code: 'sending_limit' }, 429), headers: { 'content-type': 'application/json', 'retry-after': '720' } })],
    ]);
    const { user } = renderAppAt('/drivers-and-fleet/edit-driver/5', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Send Driver Link' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send New Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('a deactivated driver has no Send Driver Link button', async () => {
    routeFetch([['GET', /\/api\/Drivers$/, () => json({ ...details, enabled: false })]]);
    renderAppAt('/drivers-and-fleet/edit-driver/5', signedInState());
    expect(await screen.findByRole('button', { name: 'Activate Driver' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Driver Link' })).toBeNull();
  });
});
