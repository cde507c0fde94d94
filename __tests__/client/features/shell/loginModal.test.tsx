import { act, screen, waitFor, within } from '@testing-library/react';
import { loginFailed, loginRequested } from '../../../../src/client/features/session/slice';
import { currentLocation, renderAppAt } from '../../app/renderAppAt';

function errorUnder(input: HTMLElement): string | null {
  const errorId = input.getAttribute('aria-describedby');
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

async function openLoginAt(path: string) {
  const app = renderAppAt(path);
  const dialog = await screen.findByRole('dialog', { name: 'Log In to Your Account' });
  return { ...app, dialog };
}

describe('login modal (account spec 2.4, 2.5)', () => {
  it('opens over the landing page at /login', async () => {
    const { dialog } = await openLoginAt('/login');

    expect(screen.getByRole('heading', { level: 1, name: "We're Moving to Keep You Moving." })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Not signed up yet? Sign up now!' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(dialog).getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/login?forgot=');
    expect(within(dialog).getByRole('button', { name: 'Go!' })).toBeTruthy();
    expect(document.title).toBe('Log In – General · Haulboard');
  });

  it('the login modal submits emailAddress and password with redirectTo', async () => {
    const { dialog, dispatchSpy, user } = await openLoginAt('/login?redirectTo=%2Floads%2Fclaimed%3FdriverId%3D5');

    await user.type(within(dialog).getByLabelText('Email'), 'demo@carrier.test');
    await user.type(within(dialog).getByLabelText('Password'), 'haulboard');
    await user.click(within(dialog).getByRole('button', { name: 'Go!' }));

    await waitFor(() =>
      expect(dispatchSpy).toHaveBeenCalledWith(
        loginRequested({
          emailAddress: 'demo@carrier.test',
          password: 'haulboard',
          redirectTo: '/loads/claimed?driverId=5',
        }),
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Go!' })).toHaveProperty('disabled', true);
  });

  it('the email field is named emailAddress', async () => {
    const { dialog } = await openLoginAt('/login');

    expect(within(dialog).getByLabelText('Email').getAttribute('name')).toBe('emailAddress');
    expect(within(dialog).getByLabelText('Password').getAttribute('name')).toBe('password');
  });

  it('login field errors show under the fields', async () => {
    const { dialog, store, user } = await openLoginAt('/login');
    const email = within(dialog).getByLabelText('Email');
    const password = within(dialog).getByLabelText('Password');

    await user.click(within(dialog).getByRole('button', { name: 'Go!' }));
    await waitFor(() => expect(errorUnder(email)).toBe('Email is required'));
    expect(errorUnder(password)).toBe('Password is required');

    await user.type(email, 'not-an-email');
    await user.type(password, 'haulboard');
    await waitFor(() => expect(errorUnder(email)).toBe('Enter a valid email address'));
    expect(errorUnder(password)).toBeNull();

    act(() => {
      store.dispatch(loginFailed({ failure: { code: 'invalid_grant', serverMessage: null, fieldErrors: { password: 'The user name or password is incorrect.' } }, answer: null }));
    });
    await waitFor(() => expect(errorUnder(password)).toBe('The user name or password is incorrect.'));
  });

  it("shows the server's error description under the password after a refused login", async () => {
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 400,
      statusText: 'Bad Request',
      text: async () => JSON.stringify({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' }),
      json: async () => ({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' }),
    })) as unknown as typeof fetch;
    const { dialog, user } = await openLoginAt('/login');
    const password = within(dialog).getByLabelText('Password');

    await user.type(within(dialog).getByLabelText('Email'), 'demo@carrier.test');
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Go!' }));

    await waitFor(() => expect(errorUnder(password)).toBe('The user name or password is incorrect.'));
    expect(within(dialog).getByRole('button', { name: 'Go!' })).toHaveProperty('disabled', false);
  });

  it('after signing in the user stays on the page until the login saga takes them to redirectTo', async () => {
    const answers = [
      { token_type: 'bearer', access_token: 'fresh-token' },
      { userId: 7, userName: 'dana', email: 'demo@carrier.test', firstName: 'Dana', lastName: 'W', name: 'Dana W' },
    ];
    globalThis.fetch = jest.fn(async (url: string) => {
      // The landing page asks for its announcements and its footer's dispatch lookups too, at moments of its own;
      // answered apart, so the sign-in calls get the answers in order.
      const lookup = /\/api\/Lookups\/(\w+)/.exec(url)?.[1];
      const body = url.includes('/api/Announcements/') ? { announcements: [] }
        : lookup ? { key: lookup, value: lookup === 'CarrierDispatchPhoneNumber' ? '(800) 555-0199' : 'dispatch@haulboard.test' }
          : answers.shift();
      return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body), json: async () => body };
    }) as unknown as typeof fetch;
    const { dialog, router, user } = await openLoginAt('/login?redirectTo=%2Floads%2Fsaved');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await user.type(within(dialog).getByLabelText('Email'), 'demo@carrier.test');
    await user.type(within(dialog).getByLabelText('Password'), 'haulboard');
    await user.click(within(dialog).getByRole('button', { name: 'Go!' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Loads' })).toBeTruthy();
    expect(currentLocation(router)).toBe('/loads/saved');
    expect(visited).not.toContain('/search');
  });

  it('closing the modal goes to the landing page', async () => {
    const { dialog, router, user } = await openLoginAt('/login?redirectTo=%2Fdashboard');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
