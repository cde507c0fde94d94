import { screen, waitFor, within } from '@testing-library/react';
import { CELL_PHONE_LABEL } from '../../../../src/client/features/account/accountText';
import { CURRENT_PASSWORD_FOR_EMAIL_LABEL } from '../../../../src/shared/formWords';
import { logoutRequested } from '../../../../src/client/features/session/slice';
import { CURRENT_PASSWORD_FOR_EMAIL, PHONE_MESSAGE } from '../../../../src/shared/formWords';
import { routeFetch, type Route } from '../../support/routedFetch';
import { currentLocation, renderAppAt, sampleViewer, signedInState } from '../../app/renderAppAt';

const json = (body: unknown, status = 200) => ({ status, body, headers: { 'content-type': 'application/json' } });
const callsTo = (fetchMock: jest.Mock, path: RegExp, method?: string) => fetchMock.mock.calls.filter(([url, init]) =>
  path.test(new URL(String(url), 'http://localhost').pathname) && (!method || (init?.method ?? 'GET') === method));
const bodyOf = (fetchMock: jest.Mock, path: RegExp, method: string) => JSON.parse(String(callsTo(fetchMock, path, method)[0][1].body));
const savedSearch = { id: 4, carrierSearchDto: { originCity: 'Dallas', originState: 'TX', destinationCity: 'Columbus', destinationState: 'OH' } };
const searches = (saved: unknown[], recent: unknown[]): Route[] => [
  ['GET', /GetSavedSearchHistory$/, () => json(saved)],
  ['GET', /GetRecentSearchHistory$/, () => json(recent)],
];
const info = {
  clientId: 31, name: 'Whitfield Auto Transport', primaryPhone: '734-555-0100', cellPhone: null, email: 'office@whitfield.test',
  address1: '1 Main St', address2: null, city: 'Plymouth', state: 'MI', zip: '48170',
};
const main = () => within(screen.getByRole('main'));
/** The shell's main region appears once the stored session is read. */
const mainShown = async () => within(await screen.findByRole('main'));

afterEach(() => {
  delete (window as { HAULBOARD_CONFIG?: unknown }).HAULBOARD_CONFIG;
});

describe('My Account (account spec 2.11)', () => {
  it('shows the avatar initials, the name, View and edit profile and the links of the account', async () => {
    routeFetch(searches([], []));
    renderAppAt('/my-account', signedInState());
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    expect(main().getByText('DW')).toBeTruthy();
    expect(main().getByText('Dana Whitfield')).toBeTruthy();
    const hrefs = {
      'View and edit profile': '/profile/edit', 'Business Information': '/business-info', 'Payment Preference Change Request': '/payment-preferences',
      'My Documents': '/my-account/documents', 'Resources and FAQs': '/tips-and-tools', 'Contact Us': '/contact-us', 'Legal Information': '/legal',
    };
    for (const [name, href] of Object.entries(hrefs)) expect(main().getByRole('link', { name }).getAttribute('href')).toBe(href);
  });

  it('carries the settings tab bar: Account, Drivers, Fleet, Settings', async () => {
    routeFetch(searches([], []));
    renderAppAt('/my-account', signedInState());
    const tabs = await screen.findByRole('navigation', { name: 'Settings' });
    expect(within(tabs).getAllByRole('link').map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Account', '/my-account'], ['Drivers', '/drivers-and-fleet/drivers'], ['Fleet', '/drivers-and-fleet/fleet'], ['Settings', '/settings'],
    ]);
  });

  it('lists Saved Searches and Recent Searches, each a link that opens its search', async () => {
    routeFetch(searches([savedSearch], [{ ...savedSearch, id: 9, carrierSearchDto: { originCity: 'Austin', originState: 'TX' } }]));
    renderAppAt('/my-account', signedInState());
    const saved = await screen.findByRole('region', { name: 'Saved Searches' });
    const link = await within(saved).findByRole('link', { name: /Dallas, TX/ });
    expect(link.getAttribute('href')).toMatch(/^\/search\?.*originCity=Dallas/);
    const recent = screen.getByRole('region', { name: 'Recent Searches' });
    expect(within(recent).getByRole('link', { name: /Austin, TX/ }).getAttribute('href')).toMatch(/^\/search\?/);
  });

  it('says so when there are no saved or recent searches', async () => {
    routeFetch(searches([], []));
    renderAppAt('/my-account', signedInState());
    expect(await screen.findByText('No saved searches yet.')).toBeTruthy();
    expect(screen.getByText('No recent searches yet.')).toBeTruthy();
  });

  it('shows the app version from the client config, or UNKNOWN when it has none', async () => {
    routeFetch(searches([], []));
    const first = renderAppAt('/my-account', signedInState());
    expect(await screen.findByText('Version UNKNOWN')).toBeTruthy();
    first.unmount();
    window.HAULBOARD_CONFIG = { version: '2.4.0', releaseId: '3f9a1c' } as typeof window.HAULBOARD_CONFIG;
    renderAppAt('/my-account', signedInState());
    expect(await screen.findByText('Version 2.4.0, release 3f9a1c')).toBeTruthy();
  });

  it('My Account shows the same version as the config screen', async () => {
    routeFetch(searches([], []));
    window.HAULBOARD_CONFIG = { version: '2.4.0' } as typeof window.HAULBOARD_CONFIG;
    const account = renderAppAt('/my-account', signedInState());
    const shown = (await screen.findByText(/^Version/)).textContent;
    account.unmount();
    renderAppAt('/config');
    expect((await screen.findByText(/^Version/)).textContent).toBe(shown);
    expect(shown).toBe('Version 2.4.0, release unknown');
  });

  it('Log out logs the user out', async () => {
    routeFetch(searches([], []));
    const { user, dispatchSpy } = renderAppAt('/my-account', signedInState());
    await screen.findByRole('heading', { name: 'My Account' });
    await user.click(main().getByRole('button', { name: 'Log out' }));
    expect(dispatchSpy).toHaveBeenCalledWith(logoutRequested());
  });
});

describe('Edit Profile (account spec 2.11)', () => {
  it('the title is Account Settings when a backTo query exists, otherwise My Account', async () => {
    const first = renderAppAt('/profile/edit?backTo=/settings', signedInState());
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    first.unmount();
    renderAppAt('/profile/edit', signedInState());
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
  });

  it('shows the avatar with the name, the user details and the Change Password section', async () => {
    renderAppAt('/profile/edit', signedInState());
    expect(await (await mainShown()).findByText('Dana Whitfield')).toBeTruthy();
    expect((main().getByLabelText('Username') as HTMLInputElement).value).toBe('dana.hauler');
    expect((main().getByLabelText('Email') as HTMLInputElement).value).toBe('dana@carrier.test');
    expect((main().getByLabelText('Phone') as HTMLInputElement).value).toBe('734-555-0100');
    const security = main().getByRole('group', { name: 'Security' });
    expect(within(security).getByRole('heading', { name: 'Change Password' })).toBeTruthy();
  });

  it('Save is disabled until something changed', async () => {
    const { user } = renderAppAt('/profile/edit', signedInState());
    const save = await (await mainShown()).findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.type(main().getByLabelText('Phone'), '1');
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });

  it('Passwords must match, and no call is made', async () => {
    const fetchMock = routeFetch([]);
    const { user } = renderAppAt('/profile/edit', signedInState());
    await user.type(await (await mainShown()).findByLabelText('Current Password'), 'correct horse battery');
    await user.type(main().getByLabelText('New Password'), 'gravel trailer sunrise 42');
    await user.type(main().getByLabelText('Confirm New Password'), 'gravel trailer sunrise 43');
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await (await mainShown()).findByText('Passwords must match')).toBeTruthy();
    expect(callsTo(fetchMock, /Users\//, 'PUT')).toHaveLength(0);
  });

  it('only the changed group is submitted, and on success the flash is shown back on My Account', async () => {
    const fetchMock = routeFetch([
      ['PUT', /\/api\/Users\/User$/, () => json({ ...sampleViewer, primaryPhone: { phoneNumber: '734-555-0199' } })],
      ...searches([], []),
    ]);
    const { user, router } = renderAppAt('/profile/edit', signedInState());
    await user.clear(await (await mainShown()).findByLabelText('Phone'));
    await user.type(main().getByLabelText('Phone'), '734-555-0199');
    await user.click(main().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/my-account'));
    expect(await screen.findByText('Successfully updated profile')).toBeTruthy();
    expect(bodyOf(fetchMock, /Users\/User$/, 'PUT')).toEqual({ PrimaryPhone: '734-555-0199', Id: 7, ClientId: 31 });
    expect(callsTo(fetchMock, /Users\/PasswordUpdate$/)).toHaveLength(0);
  });

  it('server field errors show under the fields; password messages show on confirmationPassword', async () => {
    routeFetch([
      ['PUT', /\/api\/Users\/User$/, () => json({ message: 'Validation failed', errors: [{ field: 'email', message: 'This email belongs to another account' }] }, 400)],
      ['PUT', /\/api\/Users\/PasswordUpdate$/, () => json({ message: 'Validation failed', errors: [{ field: 'password', message: 'This password is too common' }] }, 400)],
    ]);
    const { user, router } = renderAppAt('/profile/edit?backTo=/settings', signedInState());
    await user.clear(await (await mainShown()).findByLabelText('Email'));
    await user.type(main().getByLabelText('Email'), 'taken@carrier.test');
    await user.type(main().getByLabelText(CURRENT_PASSWORD_FOR_EMAIL_LABEL), 'correct horse battery');
    await user.type(main().getByLabelText('Current Password'), 'correct horse battery');
    await user.type(main().getByLabelText('New Password'), 'gravel trailer sunrise');
    await user.type(main().getByLabelText('Confirm New Password'), 'gravel trailer sunrise');
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await (await mainShown()).findByText('This email belongs to another account')).toBeTruthy();
    const confirmation = main().getByLabelText('Confirm New Password');
    const describedBy = confirmation.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('This password is too common');
    expect(currentLocation(router)).toBe('/profile/edit?backTo=/settings');
  });
});

describe('Edit Profile: the cell phone texts go to (issue 22)', () => {
  it('Edit Profile shows the cell phone on the profile, and a changed cell phone is saved alone, without a password', async () => {
    const viewer = { ...sampleViewer, cellPhone: { phoneNumber: '734-555-0144' } };
    const fetchMock = routeFetch([
      ['PUT', /\/api\/Users\/User$/, () => json({ ...viewer, cellPhone: { phoneNumber: '(734) 555-0155' } })],
      ...searches([], []),
    ]);
    const { user, router, store } = renderAppAt('/profile/edit', { session: { ...signedInState().session!, viewer } });
    const cell = await (await mainShown()).findByLabelText(CELL_PHONE_LABEL);
    expect((cell as HTMLInputElement).value).toBe('734-555-0144');
    await user.clear(cell);
    await user.type(cell, '(734) 555-0155');
    expect(main().queryByLabelText(CURRENT_PASSWORD_FOR_EMAIL_LABEL)).toBeNull();
    await user.click(main().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/my-account'));
    expect(bodyOf(fetchMock, /Users\/User$/, 'PUT')).toEqual({ CellPhone: '(734) 555-0155', Id: 7, ClientId: 31 });
    expect(store.getState().session.viewer?.cellPhone.phoneNumber).toBe('(734) 555-0155');
  });

  it('the cell phone is validated like other phone numbers: only digits, dash, plus, whitespace and parentheses', async () => {
    const fetchMock = routeFetch([]);
    const { user } = renderAppAt('/profile/edit', signedInState());
    await user.type(await (await mainShown()).findByLabelText(CELL_PHONE_LABEL), 'text me');
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(callsTo(fetchMock, /Users\//, 'PUT')).toHaveLength(0);
  });

  it('a blank cell phone left untouched is not asked for when another detail changes', async () => {
    const fetchMock = routeFetch([['PUT', /\/api\/Users\/User$/, () => json({ ...sampleViewer, userName: 'dana.w' })], ...searches([], [])]);
    const { user, router } = renderAppAt('/profile/edit', signedInState());
    await user.clear(await (await mainShown()).findByLabelText('Username'));
    await user.type(main().getByLabelText('Username'), 'dana.w');
    await user.click(main().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/my-account'));
    expect(bodyOf(fetchMock, /Users\/User$/, 'PUT')).toEqual({ UserName: 'dana.w', Id: 7, ClientId: 31 });
  });
});

describe('Edit Profile: a new e-mail asks for the current password (issue 21)', () => {
  it('the current password is asked only when the email field changed', async () => {
    const { user } = renderAppAt('/profile/edit', signedInState());
    const email = await (await mainShown()).findByLabelText('Email');
    expect(main().queryByLabelText(CURRENT_PASSWORD_FOR_EMAIL_LABEL)).toBeNull();
    await user.type(main().getByLabelText('Phone'), '1');
    expect(main().queryByLabelText(CURRENT_PASSWORD_FOR_EMAIL_LABEL)).toBeNull();
    await user.clear(email);
    await user.type(email, 'dana.new@carrier.test');
    expect(main().getByLabelText(CURRENT_PASSWORD_FOR_EMAIL_LABEL)).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'DANA@carrier.test');
    expect(main().queryByLabelText(CURRENT_PASSWORD_FOR_EMAIL_LABEL)).toBeNull();
  });

  it('a changed email without the current password is refused on the form, and no call is made', async () => {
    const fetchMock = routeFetch([]);
    const { user } = renderAppAt('/profile/edit', signedInState());
    const email = await (await mainShown()).findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'dana.new@carrier.test');
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByText(CURRENT_PASSWORD_FOR_EMAIL)).toBeTruthy();
    expect(callsTo(fetchMock, /Users\//, 'PUT')).toHaveLength(0);
  });

  it('the current password goes with the new email, and the server\'s words show under it when it is refused', async () => {
    const wrong = 'The current password is incorrect.';
    const fetchMock = routeFetch([['PUT', /\/api\/Users\/User$/, () => json({
      message: wrong, code: 'validation_failed', errors: [{ field: 'currentPassword', message: wrong }],
    }, 400)]]);
    const { user, router } = renderAppAt('/profile/edit', signedInState());
    const email = await (await mainShown()).findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'dana.new@carrier.test');
    await user.type(main().getByLabelText(CURRENT_PASSWORD_FOR_EMAIL_LABEL), 'not my password');
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await main().findByText(wrong)).toBeTruthy();
    expect(bodyOf(fetchMock, /Users\/User$/, 'PUT')).toEqual({ Email: 'dana.new@carrier.test', CurrentPassword: 'not my password', Id: 7, ClientId: 31 });
    expect(currentLocation(router)).toBe('/profile/edit');
  });

  it('too many wrong passwords: the server\'s words show on the form', async () => {
    const locked = 'Too many failed attempts. Try again in 15 minutes.';
    routeFetch([['PUT', /\/api\/Users\/User$/, () => ({
      status: 429, body: { message: locked, code: 'too_many_attempts' }, headers: { 'content-type': 'application/json', 'retry-after': '900' },
    })]]);
    const { user } = renderAppAt('/profile/edit', signedInState());
    const email = await (await mainShown()).findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'dana.new@carrier.test');
    await user.type(main().getByLabelText(CURRENT_PASSWORD_FOR_EMAIL_LABEL), 'correct horse battery');
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect((await main().findByRole('alert')).textContent).toBe(locked);
  });
});

describe('Business Information (account spec 2.11)', () => {
  it('shows the client name and the business fields from the server', async () => {
    routeFetch([['GET', /Clients\/BusinessInformation$/, () => json(info)]]);
    renderAppAt('/business-info', signedInState());
    expect(await (await mainShown()).findByText('Whitfield Auto Transport')).toBeTruthy();
    expect((main().getByLabelText('Address 1') as HTMLInputElement).value).toBe('1 Main St');
    expect((main().getByLabelText('State') as HTMLSelectElement).value).toBe('MI');
    expect(main().getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/my-account');
  });

  it('address1 and city are required before any call', async () => {
    const fetchMock = routeFetch([['GET', /Clients\/BusinessInformation$/, () => json(info)]]);
    const { user } = renderAppAt('/business-info', signedInState());
    await user.clear(await (await mainShown()).findByLabelText('Address 1'));
    await user.clear(main().getByLabelText('City'));
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await (await mainShown()).findByText('Address 1 is required')).toBeTruthy();
    expect(main().getByText('City is required')).toBeTruthy();
    expect(callsTo(fetchMock, /BusinessInformation$/, 'PUT')).toHaveLength(0);
  });

  it('telephone inputs allow only digits, dash, plus, whitespace and parentheses', async () => {
    routeFetch([['GET', /Clients\/BusinessInformation$/, () => json(info)]]);
    const { user } = renderAppAt('/business-info', signedInState());
    await user.type(await (await mainShown()).findByLabelText('Mobile Phone'), 'call me');
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await (await mainShown()).findByText('Use only digits, dashes, plus, spaces and parentheses')).toBeTruthy();
  });

  it('Save sends the fields, flashes the success and returns to My Account; server errors show under fields', async () => {
    let answer = json({ message: 'Validation failed', errors: [{ field: 'zip', message: 'Enter a ZIP or postal code like 48170, 48170-1234 or L5T 2L7' }] }, 400);
    const fetchMock = routeFetch([
      ['GET', /Clients\/BusinessInformation$/, () => json(info)],
      ['PUT', /Clients\/BusinessInformation$/, () => answer],
      ...searches([], []),
    ]);
    const { user, router } = renderAppAt('/business-info', signedInState());
    await user.clear(await (await mainShown()).findByLabelText('City'));
    await user.type(main().getByLabelText('City'), 'Canton');
    await user.click(main().getByRole('button', { name: 'Save' }));
    expect(await (await mainShown()).findByText('Enter a ZIP or postal code like 48170, 48170-1234 or L5T 2L7')).toBeTruthy();
    answer = json({ ...info, city: 'Canton' });
    await user.click(main().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/my-account'));
    expect(await screen.findByText('Successfully updated business information')).toBeTruthy();
    expect(bodyOf(fetchMock, /BusinessInformation$/, 'PUT')).toMatchObject({ City: 'Canton', Address1: '1 Main St', CellPhone: '' });
  });
});
