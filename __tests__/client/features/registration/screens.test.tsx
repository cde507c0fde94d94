import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MAIN_LOADS_PATH } from '../../../../src/client/app/routeTable';
import { invalidRegistrationCodeMessage } from '../../../../src/shared/registration';
import { registrationMessages } from '../../../../src/shared/registrationSchemas';
import { currentLocation, renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch, type Route } from '../../support/routedFetch';

const json = (body: unknown, status = 200) => ({ status, statusText: status === 200 ? 'OK' : 'Refused', body, headers: { 'content-type': 'application/json' } });
const validCode: Route = ['GET', /\/api\/CarrierRegistration\/Validate\/CODE1$/, () => json({ valid: true, companyName: 'Great Lakes', emailAddress: 'owner@lakes.test' })];
const registrationCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/CarrierRegistration/Complete'));

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(label);
    if (input.tagName === 'SELECT') await user.selectOptions(input, value);
    else {
      await user.clear(input);
      await user.type(input, value);
    }
  }
}

const step1 = { 'Owner Name': 'Maria Kowalski', 'Office Phone': '(734) 555-0100', 'Dispatch Contact Name': 'Tom Reyes' };
const step2 = { Address: '41000 Ann Arbor Rd', City: 'Plymouth', State: 'MI', Zip: '48170' };
const step3 = { 'Insurance Agent Name': 'Ann Becker', 'Agent Phone': '248-555-0190', 'DOT Number': '3141593', 'MC Number': 'MC-123456', 'Federal Tax ID': '38-1234567' };
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

afterEach(() => window.sessionStorage.clear());

describe('registration wizard (account spec 2.6, 4, 5 and 8)', () => {
  it('the registration code is validated on entry with a loader, then step 1 of 4 shows prefilled', async () => {
    let answer: (value: unknown) => void = () => undefined;
    routeFetch([['GET', /Validate\/CODE1$/, () => new Promise((resolve) => { answer = () => resolve(json({ valid: true, companyName: 'Great Lakes', emailAddress: 'owner@lakes.test' })); })]]);
    renderAppAt('/register/welcome/CODE1');
    expect(await screen.findByText('Checking your registration code')).toBeTruthy();
    answer(null);
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    expect((screen.getByLabelText('Company Name') as HTMLInputElement).value).toBe('Great Lakes');
    expect((screen.getByLabelText('Company Email') as HTMLInputElement).value).toBe('owner@lakes.test');
  });

  it('an invalid or used code shows the sorry sentence with a mailto link for a new token', async () => {
    routeFetch([['GET', /Validate\/USED$/, () => json({ valid: false, companyName: null, emailAddress: null })]]);
    renderAppAt('/register/welcome/USED');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(invalidRegistrationCodeMessage);
    expect(within(alert).getByRole('link').getAttribute('href')).toMatch(/^mailto:onboarding@haulboard\.app/);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('required fields and telephone characters are checked before moving on, with no call made', async () => {
    const fetchMock = routeFetch([validCode]);
    const { user, router } = renderAppAt('/register/welcome/CODE1');
    await fill(user, { 'Office Phone': '734.555.0100' });
    await next(user);
    expect(await screen.findByText(registrationMessages.phoneCharacters)).toBeTruthy();
    expect(screen.getAllByText(registrationMessages.required).length).toBeGreaterThanOrEqual(2);
    expect(currentLocation(router)).toBe('/register/welcome/CODE1');
    expect(registrationCalls(fetchMock)).toHaveLength(0);
  });

  it('steps 1 to 3 only navigate and keep their values, going back and forth', async () => {
    const fetchMock = routeFetch([validCode]);
    const { user, router } = renderAppAt('/register/welcome/CODE1');
    await fill(user, step1);
    await next(user);
    await waitFor(() => expect(currentLocation(router)).toBe('/register/business-location'));
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    await fill(user, step2);
    await next(user);
    await waitFor(() => expect(currentLocation(router)).toBe('/register/insurance-details'));
    expect(await screen.findByRole('heading', { name: 'Insurance and Tax Details' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(((await screen.findByLabelText('City')) as HTMLInputElement).value).toBe('Plymouth');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(((await screen.findByLabelText('Owner Name')) as HTMLInputElement).value).toBe('Maria Kowalski');
    expect(registrationCalls(fetchMock)).toHaveLength(0);
  });

  it('step 2 has Back to step 1, which keeps what was typed on both steps', async () => {
    routeFetch([validCode]);
    const { user, router } = renderAppAt('/register/welcome/CODE1');
    await fill(user, step1);
    await next(user);
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    await fill(user, { City: 'Plymouth' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/register/welcome/CODE1'));
    expect(((await screen.findByLabelText('Owner Name')) as HTMLInputElement).value).toBe('Maria Kowalski');
    await next(user);
    expect(((await screen.findByLabelText('City')) as HTMLInputElement).value).toBe('Plymouth');
  });

  it('Submit on Tell us about your fleet sends the whole form, then Great! with Close', async () => {
    const bodies: unknown[] = [];
    routeFetch([validCode, ['POST', /CarrierRegistration\/Complete$/, (request) => (bodies.push(request.body), json({ ok: true }))]]);
    const { user, router } = renderAppAt('/register/welcome/CODE1');
    await fill(user, step1);
    await next(user);
    await fill(user, step2);
    await next(user);
    await fill(user, step3);
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Tell us about your fleet' })).toBeTruthy();
    await fill(user, { 'Total Number of Trucks': '2', 'Total Capacity (cars)': '14' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Great!' })).toBeTruthy();
    expect(currentLocation(router)).toBe('/register/confirmation');
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/');
    expect(bodies).toEqual([expect.objectContaining({
      RegistrationCode: 'CODE1', CompanyName: 'Great Lakes', CompanyEmailAddress: 'owner@lakes.test', OwnerName: 'Maria Kowalski',
      State: 'MI', DotNumber: '3141593', TotalNumberOfTrucks: '2', TotalCapacity: '14', MobilePhone: '',
    })]);
  });

  it('server field errors of earlier steps are listed on the fleet step with links to their steps', async () => {
    const errors = [{ field: 'companyEmailAddress', message: 'An account with this email address already exists' }];
    routeFetch([validCode, ['POST', /Complete$/, () => json({ message: 'Validation failed', errors }, 400)]]);
    const { user } = renderAppAt('/register/welcome/CODE1');
    for (const values of [step1, step2, step3]) {
      await fill(user, values);
      await next(user);
    }
    await fill(user, { 'Total Number of Trucks': '1', 'Total Capacity (cars)': '7' });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const link = await screen.findByRole('link', { name: 'Company Email' });
    expect(link.closest('li')?.textContent).toContain('An account with this email address already exists');
    expect(link.getAttribute('href')).toBe('/register/welcome/CODE1');
  });

  it('a reload keeps the code and the values of the steps before', async () => {
    routeFetch([validCode]);
    const first = renderAppAt('/register/welcome/CODE1');
    await fill(first.user, step1);
    await next(first.user);
    await screen.findByText('Step 2 of 4');
    await waitFor(() => expect(window.sessionStorage.getItem('persist:haulboard.registration')).toContain('Maria Kowalski'));
    first.unmount();
    const { user } = renderAppAt('/register/business-location');
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(((await screen.findByLabelText('Owner Name')) as HTMLInputElement).value).toBe('Maria Kowalski');
  });

  it('a later step opened without a code shows the sorry sentence', async () => {
    renderAppAt('/register/fleet');
    expect((await screen.findByRole('alert')).textContent).toContain(invalidRegistrationCodeMessage);
  });

  it('a logged-in user who opens the registration is sent to the loads area', async () => {
    const { router } = renderAppAt('/register/welcome/CODE1', signedInState());
    await waitFor(() => expect(router.state.location.pathname).toBe(MAIN_LOADS_PATH));
  });
});
