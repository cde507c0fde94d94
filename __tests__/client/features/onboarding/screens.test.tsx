import { screen, waitFor, within } from '@testing-library/react';
import { aLoad } from '../../support/loads';
import { routeFetch, type Route } from '../../support/routedFetch';
import { currentLocation, renderAppAt, sampleViewer, signedInState } from '../../app/renderAppAt';

const json = (body: unknown, status = 200) => ({ status, body, headers: { 'content-type': 'application/json' } });
const stepSaved: Route = ['PUT', /\/api\/Users\/OnboardingStep$/, () => json({ step: 'x' })];
const noStep: Route = ['GET', /\/api\/Users\/OnboardingStep$/, () => json({ step: null })];
const drivers = (count: number): Route => ['GET', /\/api\/Clients\/31\/Drivers$/, () => json({ records: [], totalRecordCount: count })];
const callsTo = (fetchMock: jest.Mock, path: RegExp, method?: string) => fetchMock.mock.calls.filter(([url, init]) =>
  path.test(new URL(String(url), 'http://localhost').pathname) && (!method || (init?.method ?? 'GET') === method));
const lowerKeys = (body: unknown) => Object.fromEntries(Object.entries(body as object).map(([key, value]) => [key.toLowerCase(), value]));

describe('onboarding screens (account spec 2.7)', () => {
  it('Welcome greets the user by first name and offers Get Started or a call with dispatch', async () => {
    routeFetch([noStep, stepSaved]);
    const { user, router } = renderAppAt('/onboard/welcome', signedInState());
    expect(await screen.findByRole('heading', { name: "Welcome Dana, We're so happy you're here." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip and schedule a call with dispatch.' }).getAttribute('href')).toBe('/onboard/schedule-call');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/confirm-info'));
  });

  it('Welcome resumes at the step stored on the server', async () => {
    routeFetch([['GET', /\/api\/Users\/OnboardingStep$/, () => json({ step: 'haul-equipment' })]]);
    const { router } = renderAppAt('/onboard/welcome', signedInState());
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/haul-equipment'));
    expect(await screen.findByText('Step 3 of 7')).toBeTruthy();
  });

  it('Confirm Info requires every field and saves with Yes, Looks Good! before going on', async () => {
    const fetchMock = routeFetch([['PUT', /\/api\/Users\/User$/, () => json(sampleViewer)], stepSaved]);
    const { user, router } = renderAppAt('/onboard/confirm-info', signedInState());
    expect(await screen.findByText('Please confirm the information from your registration process.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, Looks Good!' }));
    expect(await screen.findByText('Mobile phone is required')).toBeTruthy();
    expect(callsTo(fetchMock, /Users\/User$/)).toHaveLength(0);
    await user.type(screen.getByLabelText('Mobile Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Yes, Looks Good!' }));
    expect(await screen.findByText('Use only digits, dashes, plus, spaces and parentheses')).toBeTruthy();
    await user.clear(screen.getByLabelText('Mobile Phone'));
    await user.type(screen.getByLabelText('Mobile Phone'), '(734) 555-0101');
    await user.click(screen.getByRole('button', { name: 'Yes, Looks Good!' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/add-hauler'));
    expect(callsTo(fetchMock, /Users\/User$/)).toHaveLength(1);
  });

  it('Confirm Info asks for the current password only when the e-mail changes, and sends it with the new e-mail', async () => {
    const fetchMock = routeFetch([['PUT', /\/api\/Users\/User$/, () => json(sampleViewer)], stepSaved]);
    const { user, router } = renderAppAt('/onboard/confirm-info', signedInState());
    await user.type(await screen.findByLabelText('Mobile Phone'), '(734) 555-0101');
    expect(screen.queryByLabelText('Current Password (to change your email)')).toBeNull();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'dispatch@northstar.test');
    await user.click(screen.getByRole('button', { name: 'Yes, Looks Good!' }));
    expect(await screen.findByText('Enter your current password to change the email.')).toBeTruthy();
    expect(callsTo(fetchMock, /Users\/User$/)).toHaveLength(0);
    await user.type(screen.getByLabelText('Current Password (to change your email)'), 'gravel trailer sunrise 42');
    await user.click(screen.getByRole('button', { name: 'Yes, Looks Good!' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/add-hauler'));
    const [sent] = callsTo(fetchMock, /Users\/User$/);
    expect(lowerKeys(JSON.parse(String((sent[1] as RequestInit).body)))).toMatchObject({
      email: 'dispatch@northstar.test', currentpassword: 'gravel trailer sunrise 42',
    });
  });

  it('Add Hauler failure says An error occured, you can skip this step. with details', async () => {
    routeFetch([['POST', /\/api\/CarrierTrucks$/, () => json({ message: 'Fleet is closed' }, 409)]]);
    const { user } = renderAppAt('/onboard/add-hauler', signedInState());
    expect(await screen.findByRole('heading', { name: 'Tell us about your fleet.' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Truck Type'), '9');
    await user.click(screen.getByRole('button', { name: 'Add Truck' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occured, you can skip this step.');
    expect(alert.textContent).toContain('Fleet is closed');
    expect(within(alert).getByRole('link', { name: 'Skip this step' }).getAttribute('href')).toBe('/onboard/haul-equipment');
  });

  it("Add Hauler with fleet size 'Many' saves several rows and goes on to the next step", async () => {
    const fetchMock = routeFetch([['POST', /\/api\/CarrierTrucks$/, () => json([], 201)], stepSaved]);
    const { user, router } = renderAppAt('/onboard/add-hauler', signedInState());
    await user.click(await screen.findByRole('radio', { name: 'Many' }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '4');
    await user.selectOptions(screen.getByLabelText('Truck Type'), '9');
    await user.click(screen.getByRole('button', { name: 'Add another truck' }));
    await user.selectOptions(screen.getAllByLabelText('Truck Type')[1], 'flatbed');
    await user.click(screen.getByRole('button', { name: 'Add Truck' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/haul-equipment'));
    const [sent] = callsTo(fetchMock, /CarrierTrucks$/, 'POST');
    expect(JSON.parse(String((sent[1] as RequestInit).body)).Trucks).toEqual([
      { Quantity: 4, CarrierEquipmentType: 'Open', IsFlatBed: false, Capacity: 9 },
      { Quantity: 1, CarrierEquipmentType: 'Open', IsFlatBed: true, Capacity: 1 },
    ]);
  });

  it('Add Driver Cancel goes to the fleet step while no driver was added; Skip adding driver shows on a general error', async () => {
    routeFetch([drivers(0), ['POST', /\/api\/Drivers$/, () => json({ message: 'Drivers are unavailable' }, 409)]]);
    const { user } = renderAppAt('/onboard/add-driver', signedInState());
    expect(await screen.findByText('Step 4 of 7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/onboard/add-hauler');
    expect(screen.queryByRole('link', { name: 'Skip adding driver' })).toBeNull();
    await user.type(screen.getByLabelText('First Name'), 'Riley');
    await user.type(screen.getByLabelText('Last Name'), 'Moss');
    await user.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Drivers are unavailable');
    expect(screen.getByRole('link', { name: 'Skip adding driver' }).getAttribute('href')).toBe('/onboard/add-driver-confirm');
  });

  it('Add Driver Cancel goes to the driver confirmation once the carrier has a driver', async () => {
    routeFetch([drivers(2)]);
    renderAppAt('/onboard/add-driver', signedInState());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/onboard/add-driver-confirm'));
  });

  it('the driver confirmation offers Continue with Driving Preferences and Or, add another driver.; with no driver it says it is ok to skip', async () => {
    routeFetch([drivers(0), stepSaved]);
    const { user, router } = renderAppAt('/onboard/add-driver-confirm', signedInState());
    expect(await screen.findByText("It's ok to skip for now but, don't forget to add a driver and assign them later!")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Or, add another driver.' }).getAttribute('href')).toBe('/onboard/add-driver');
    await user.click(screen.getByRole('button', { name: 'Continue with Driving Preferences' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/haul-drive-preferences'));
  });

  it('Anywhere empties and disables the region list and saves no region', async () => {
    const fetchMock = routeFetch([['PUT', /\/api\/CarrierUserPreferences$/, () => json({})], stepSaved]);
    const { user, router } = renderAppAt('/onboard/location', signedInState());
    const midwest = await screen.findByRole('checkbox', { name: /Midwest/ });
    await user.click(midwest);
    expect((midwest as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Anywhere' }));
    expect((midwest as HTMLInputElement).checked).toBe(false);
    expect((midwest as HTMLInputElement).disabled || (midwest.closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/load-preferences'));
    const [, init] = callsTo(fetchMock, /CarrierUserPreferences$/, 'PUT')[0];
    expect(lowerKeys(JSON.parse(String(init.body))).stateprovinceregion).toEqual([]);
  });

  it('Load Preferences shows up to 6 suggested loads, each with a star that saves it', async () => {
    const loads = [1, 2, 3].map((id) => aLoad({ id }));
    const fetchMock = routeFetch([
      ['GET', /\/api\/CarrierLoads\/suggested$/, () => json({ records: loads, totalRecordCount: 3 })],
      ['POST', /\/api\/CarrierLoads\/2\/favorite$/, () => json({ currentUserFavorite: true, numberOfFavorites: 1 })],
    ]);
    const { user } = renderAppAt('/onboard/load-preferences', signedInState());
    const list = await screen.findByRole('list', { name: 'Suggested loads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Save load 2' }));
    await waitFor(() => expect(callsTo(fetchMock, /CarrierLoads\/2\/favorite$/)).toHaveLength(1));
  });

  it('with no match, or forceEmpty, Load Preferences shows the no-loads message with the dispatch phone from its lookup', async () => {
    const fetchMock = routeFetch([
      ['GET', /\/api\/CarrierLoads\/suggested$/, () => json({ records: [aLoad({ id: 9 })], totalRecordCount: 1 })],
      ['GET', /\/api\/Lookups\/CarrierDispatchPhoneNumber$/, () => json({ key: 'CarrierDispatchPhoneNumber', value: '(855) 555-0123' })],
    ]);
    renderAppAt('/onboard/load-preferences?forceEmpty=true', signedInState());
    expect(await screen.findByText(/We're sorry, but no loads match your exact preferences at this time\./)).toBeTruthy();
    expect((await screen.findByRole('link', { name: '(855) 555-0123' })).getAttribute('href')).toBe('tel:+18555550123');
    expect(callsTo(fetchMock, /suggested$/)).toHaveLength(0);
  });

  it("the end says Great, let's get moving! and Find Loads leads to the loads", async () => {
    renderAppAt('/onboard/complete', signedInState());
    expect(await screen.findByRole('heading', { name: "Great, let's get moving!" })).toBeTruthy();
    expect(screen.getByText(/within 24 hours/)).toBeTruthy();
    const section = screen.getByRole('region', { name: "Great, let's get moving!" });
    expect(within(section).getByRole('link', { name: 'Find Loads' }).getAttribute('href')).toBe('/search');
  });
  it('Haul Equipment Next saves the five checkboxes on the carrier, then goes to the add driver step', async () => {
    const fetchMock = routeFetch([['POST', /\/api\/Clients\/31\/CarrierEquipment$/, () => json({})], stepSaved, drivers(0)]);
    const { user, router } = renderAppAt('/onboard/haul-equipment', signedInState());
    for (const label of ['TWIC card', 'Straps', 'Winches', 'Trucks have internet', 'INOP capabilities']) {
      expect(await screen.findByRole('checkbox', { name: label })).toBeTruthy();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Winches' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/add-driver'));
    const [, init] = callsTo(fetchMock, /CarrierEquipment$/)[0];
    expect(lowerKeys(JSON.parse(String(init.body)))).toMatchObject({ carrierhavewinches: true, carrierhavestraps: false });
  });

  it('Driving Preferences Next saves the trip lengths, then goes to the location step', async () => {
    const fetchMock = routeFetch([['PUT', /\/api\/CarrierUserPreferences$/, () => json({})], stepSaved]);
    const { user, router } = renderAppAt('/onboard/haul-drive-preferences', signedInState());
    expect(await screen.findByText('Step 6 of 7')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'More than 500 miles in a trip' }));
    expect(screen.getByRole('checkbox', { name: 'Less than 500 miles in a trip' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/location'));
    const [, init] = callsTo(fetchMock, /CarrierUserPreferences$/, 'PUT')[0];
    expect(lowerKeys(JSON.parse(String(init.body)))).toMatchObject({ lessthan500: false, morethan500: true, userid: 7 });
  });

  it('with no matching load Load Preferences says so and Next still continues', async () => {
    routeFetch([['GET', /\/api\/CarrierLoads\/suggested$/, () => json({ records: [], totalRecordCount: 0 })], stepSaved]);
    const { user, router } = renderAppAt('/onboard/load-preferences', signedInState());
    expect(await screen.findByText(/Try expanding your preferences or reach out to dispatch and we'll get you moving\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/onboard/complete'));
  });
  it('the preference steps start from the choices saved before, on any device', async () => {
    routeFetch([['GET', /\/api\/CarrierUserPreferences$/, () => json({ lessThan500: false, moreThan500: true, stateProvinceRegion: ['SouthWest'] })]]);
    renderAppAt('/onboard/location', signedInState());
    await waitFor(() => expect((screen.getByRole('checkbox', { name: /Southwest/ }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: /Midwest/ }) as HTMLInputElement).checked).toBe(false);
  });
});
