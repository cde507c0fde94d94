import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch, type Route } from '../../support/routedFetch';
import type { CannedResponse } from '../../support/fetchStub';

const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const driver = (driverId: number, firstName: string | null, lastName: string | null, enabled = true) => ({
  driverId, firstName, lastName, name: [firstName, lastName].filter(Boolean).join(' '), email: null, cellPhoneNumber: null, enabled,
});
const details = { ...driver(5, 'Rae', 'Lund'), email: 'rae@haul.test', cellPhoneNumber: '540-555-0100', twicCardExpiration: '2027-05-01', notes: 'Nights', hasVtasPassword: true };
const driversPage = (records: unknown[], total: number): Route =>
  ['GET', /\/api\/Clients\/31\/DriversIncludingInactive$/, () => json({ records, totalRecordCount: total })];

describe('Drivers and Fleet driver screens (account spec 2.9)', () => {
  it("the drivers list shows the total, 'Add a Driver', inactive drivers as Deactivated and nameless ones as Unnamed", async () => {
    routeFetch([driversPage([driver(1, 'Ann', 'Baker'), driver(2, 'Ray', 'Cole', false), driver(3, null, null)], 3)]);
    renderAppAt('/drivers-and-fleet/drivers', signedInState());
    expect(await screen.findByText('3 Drivers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a Driver' }).getAttribute('href')).toBe('/drivers-and-fleet/add-driver');
    const retired = screen.getByRole('link', { name: /Ray Cole/ });
    expect(within(retired).getByText('Deactivated')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Unnamed/ }).getAttribute('href')).toBe('/drivers-and-fleet/edit-driver/3');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("'Load More' shows while fewer drivers are loaded than the total and appends the next page", async () => {
    const fetchMock = routeFetch([['GET', /\/api\/Clients\/31\/DriversIncludingInactive$/, ({ query }) =>
      json({ records: query.get('pageNumber') === '1' ? [driver(1, 'Ann', 'Baker')] : [driver(2, 'Bo', 'Dale')], totalRecordCount: 2 })]]);
    const { user } = renderAppAt('/drivers-and-fleet/drivers', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: /Bo Dale/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ann Baker/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('DriversIncludingInactive'))).toHaveLength(2);
  });

  it('the add driver form has every field with its type and date bounds, Cancel and Add Driver', async () => {
    routeFetch([]);
    renderAppAt('/drivers-and-fleet/add-driver', signedInState());
    expect((await screen.findByLabelText('First Name')).getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Last Name')).toBeTruthy();
    expect(screen.getByLabelText('Email Address').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Mobile Phone Number').getAttribute('type')).toBe('tel');
    const twic = screen.getByLabelText('TWIC Expiration Date');
    expect([twic.getAttribute('type'), twic.getAttribute('min'), twic.getAttribute('max')]).toEqual(['date', '1753-01-01', '9998-12-31']);
    expect(screen.getByLabelText('MDA Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/drivers-and-fleet/drivers');
    expect(screen.getByRole('button', { name: 'Add Driver' })).toBeTruthy();
  });

  it('driver: first and last name required, checked before any call', async () => {
    const fetchMock = routeFetch([]);
    const { user } = renderAppAt('/drivers-and-fleet/add-driver', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Add Driver' }));
    expect(await screen.findByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Last Name is required')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toHaveLength(0);
  });

  it('server field errors show under their field and a general message as a root error', async () => {
    let answer = json({ message: 'Validation failed', errors: [{ field: 'email', message: 'Another of your drivers has this email address' }] }, 400);
    routeFetch([['POST', /\/api\/Drivers$/, () => answer]]);
    const { user } = renderAppAt('/drivers-and-fleet/add-driver', signedInState());
    await user.type(await screen.findByLabelText('First Name'), 'Rae');
    await user.type(screen.getByLabelText('Last Name'), 'Lund');
    await user.type(screen.getByLabelText('Email Address'), 'rae@haul.test');
    await user.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect(await screen.findByText('Another of your drivers has this email address')).toBeTruthy();
    answer = json({ message: 'Drivers can only be added to your own carrier.' }, 403);
    await user.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Drivers can only be added to your own carrier.');
  });

  it("edit driver fills the form, saves with 'Update Driver' and returns to the list", async () => {
    const fetchMock = routeFetch([
      ['GET', /\/api\/Drivers$/, () => json(details)],
      ['PUT', /\/api\/Drivers$/, () => json({ ...details, notes: 'Days' })],
      driversPage([details], 1),
    ]);
    const { user, router } = renderAppAt('/drivers-and-fleet/edit-driver/5', signedInState());
    const notes = await screen.findByLabelText('Notes');
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('rae@haul.test');
    expect((screen.getByLabelText('MDA Password') as HTMLInputElement).value).toBe('');
    await user.clear(notes);
    await user.type(notes, 'Days');
    await user.click(screen.getByRole('button', { name: 'Update Driver' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/drivers-and-fleet/drivers'));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put?.[1] as RequestInit).body))).toMatchObject({ DriverId: 5, ClientId: 31, Notes: 'Days', FirstName: 'Rae' });
  });

  it("deactivating on edit shows 'Deactivated Driver {name}' and returns to the list", async () => {
    routeFetch([
      ['GET', /\/api\/Drivers$/, () => json(details)],
      ['DELETE', /\/api\/Drivers$/, () => json({ ...details, enabled: false })],
      driversPage([{ ...details, enabled: false }], 1),
    ]);
    const { user, router } = renderAppAt('/drivers-and-fleet/edit-driver/5', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Deactivate Driver' }));
    expect(await screen.findByText('Deactivated Driver Rae Lund')).toBeTruthy();
    expect(currentLocation(router)).toBe('/drivers-and-fleet/drivers');
  });

  it("activating a deactivated driver shows 'Activated Driver {name}'", async () => {
    routeFetch([
      ['GET', /\/api\/Drivers$/, () => json({ ...details, enabled: false })],
      ['PUT', /\/api\/Drivers\/ActivateDriver$/, () => json(details)],
      driversPage([details], 1),
    ]);
    const { user } = renderAppAt('/drivers-and-fleet/edit-driver/5', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Activate Driver' }));
    expect(await screen.findByText('Activated Driver Rae Lund')).toBeTruthy();
  });
});
