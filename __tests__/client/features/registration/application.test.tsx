import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { registrationMessages } from '../../../../src/shared/registrationSchemas';
import { currentLocation, renderAppAt } from '../../app/renderAppAt';
import { routeFetch } from '../../support/routedFetch';

const json = (body: unknown, status = 200) => ({ status, statusText: status === 200 ? 'OK' : 'Refused', body, headers: { 'content-type': 'application/json' } });
const applyCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/CarrierRegistration/Apply'));

const application = {
  'Company Name': 'Great Lakes Auto Transport', 'DOT Number': '3141593', 'MC Number': 'MC-123456', 'Owner Name': 'Maria Kowalski',
  'Company Email': 'owner@lakes.test', 'Office Phone': '(734) 555-0100',
};

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(await screen.findByLabelText(label), value);
}

const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send' }));

afterEach(() => window.sessionStorage.clear());

describe('Sign Up applies to register (issue 22)', () => {
  it.each([
    ['the landing header', '/', (user: UserEvent) => user.click(screen.getAllByRole('link', { name: 'Sign Up' })[0])],
    ["the login box's 'Not signed up yet? Sign up now!'", '/login', async (user: UserEvent) => {
      await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Not signed up yet? Sign up now!' }));
    }],
  ])('Sign Up in %s opens the application at /register, not the invitation page', async (_where, path, clickSignUp) => {
    routeFetch([]);
    const { user, router } = renderAppAt(path);
    await screen.findAllByRole('link', { name: /Sign up/i });
    await clickSignUp(user);
    await waitFor(() => expect(currentLocation(router)).toBe('/register'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByLabelText(/temporary password/i)).toBeNull();
  });

  it('every Sign Up link of the landing page leads to /register', async () => {
    routeFetch([]);
    renderAppAt('/');
    const links = await screen.findAllByRole('link', { name: 'Sign Up' });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/register');
  });

  it('sending the application posts company, DOT and MC numbers, owner, e-mail and phone, then says where the link went', async () => {
    const bodies: unknown[] = [];
    routeFetch([['POST', /CarrierRegistration\/Apply$/, (request) => (bodies.push(request.body), json({ ok: true }))]]);
    const { user } = renderAppAt('/register');
    await fill(user, application);
    await send(user);
    expect((await screen.findByRole('status')).textContent).toBe(
      'A registration link is on its way to owner@lakes.test. Follow it within 30 days to register your company in four steps.',
    );
    expect(bodies).toEqual([{
      CompanyName: 'Great Lakes Auto Transport', DotNumber: '3141593', McNumber: 'MC-123456', OwnerName: 'Maria Kowalski',
      CompanyEmailAddress: 'owner@lakes.test', OfficePhone: '(734) 555-0100',
    }]);
  });

  it('the fields are checked by the registration form\'s rules before anything is sent', async () => {
    const fetchMock = routeFetch([]);
    const { user } = renderAppAt('/register');
    await fill(user, { 'DOT Number': '12', 'MC Number': 'MX-1', 'Company Email': 'not an address' });
    await send(user);
    expect(await screen.findByText(registrationMessages.dotNumber)).toBeTruthy();
    expect(screen.getByText(registrationMessages.mcNumber)).toBeTruthy();
    expect(screen.getByText(registrationMessages.email)).toBeTruthy();
    expect(screen.getAllByText(registrationMessages.required).length).toBe(3);
    expect(applyCalls(fetchMock)).toHaveLength(0);
  });

  it('a throttled application shows the server\'s wait under the form and keeps what was typed', async () => {
    routeFetch([['POST', /Apply$/, () => json({ message: 'Too many applications. Try again in 15 minutes.', code: 'too_many_requests' }, 429)]]);
    const { user } = renderAppAt('/register');
    await fill(user, application);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many applications. Try again in 15 minutes.');
    expect((screen.getByLabelText('Company Name') as HTMLInputElement).value).toBe('Great Lakes Auto Transport');
  });

  it('the server\'s field errors show beside their fields', async () => {
    const errors = [{ field: 'companyName', message: 'Use one line of text without control characters' }];
    routeFetch([['POST', /Apply$/, () => json({ message: 'Validation failed', code: 'validation_failed', errors }, 400)]]);
    const { user } = renderAppAt('/register');
    await fill(user, application);
    await send(user);
    expect(await screen.findByText('Use one line of text without control characters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
