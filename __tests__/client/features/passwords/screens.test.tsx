import { screen, waitFor, within } from '@testing-library/react';
import { routeFetch } from '../../support/routedFetch';
import { currentLocation, renderAppAt } from '../../app/renderAppAt';

/** The password calls only: the page around the form makes its own (announcements). */
const passwordCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/Users/'));

/** A link of the password screen itself; the visitor header has a Log in link of its own. */
const screenLink = (name: string) => within(document.querySelector('.password-screen') as HTMLElement).getByRole('link', { name });

const ok = () => ({ body: { ok: true }, headers: { 'content-type': 'application/json' } });

describe('password screens (account spec 2.5, 5 and 8)', () => {
  it('the login modal offers Forgot Password: Reset Password, Your Email, Send reset password email, then the on-its-way view', async () => {
    const fetchMock = routeFetch([['POST', /\/api\/Users\/ForgotPassword$/, ok]]);
    const { user, router } = renderAppAt('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot Password' }));
    expect(currentLocation(router)).toMatch(/^\/login\?forgot/);
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your Email'), 'dana@carrier.test');
    await user.click(screen.getByRole('button', { name: 'Send reset password email' }));
    expect((await screen.findByRole('status')).textContent).toContain('A reset password email is on its way to dana@carrier.test.');
    expect(passwordCalls(fetchMock)).toHaveLength(1);
  });

  it('the forgot-password e-mail is required and must be an e-mail, with no call made', async () => {
    const fetchMock = routeFetch([['POST', /\/api\/Users\/ForgotPassword$/, ok]]);
    const { user } = renderAppAt('/reset');
    await user.click(await screen.findByRole('button', { name: 'Send reset password email' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Your Email'), 'dana');
    await user.click(screen.getByRole('button', { name: 'Send reset password email' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it('a reset link without its parameters shows Error: missing user id or reset code', async () => {
    renderAppAt('/reset/password?userId=7');
    expect((await screen.findByRole('alert')).textContent).toContain('Error: missing user id or reset code');
    expect(screen.queryByRole('button', { name: 'Set new password' })).toBeNull();
  });

  it('Passwords must match is shown and no call is made', async () => {
    const fetchMock = routeFetch([['PUT', /ResetForgotPassword$/, ok]]);
    const { user } = renderAppAt('/reset/password?userId=7&resetCode=abc');
    await user.type(await screen.findByLabelText('New password'), 'gravel trailer 42');
    await user.type(screen.getByLabelText('Confirm password'), 'gravel trailer 43');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it('a reset sends userId, resetCode and both passwords, then offers Log in', async () => {
    const bodies: unknown[] = [];
    routeFetch([['PUT', /ResetForgotPassword$/, (request) => (bodies.push(request.body), { ...ok(), body: { ok: true, email: 'dana@carrier.test' } })]]);
    const { user } = renderAppAt('/reset/password?userId=7&resetCode=abc');
    await user.type(await screen.findByLabelText('New password'), 'gravel trailer 42');
    await user.type(screen.getByLabelText('Confirm password'), 'gravel trailer 42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your new password is set.');
    expect(bodies).toEqual([{ UserId: '7', ResetCode: 'abc', Password: 'gravel trailer 42', ConfirmationPassword: 'gravel trailer 42' }]);
  });

  it('after a reset, Log in opens the login form filled in with the e-mail the reset was for, and no code in its address', async () => {
    routeFetch([['PUT', /ResetForgotPassword$/, () => ({ ...ok(), body: { ok: true, email: 'dana@carrier.test' } })]]);
    const { user, router } = renderAppAt('/reset/password?userId=7&resetCode=abc');
    await user.type(await screen.findByLabelText('New password'), 'gravel trailer 42');
    await user.type(screen.getByLabelText('Confirm password'), 'gravel trailer 42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByRole('status');
    expect(screenLink('Log in').getAttribute('href')).toBe('/login?email=dana%40carrier.test');
    await user.click(screenLink('Log in'));
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@carrier.test'));
    expect(currentLocation(router)).not.toContain('abc');
  });

  it('before a reset is done, Log in is the plain login form', async () => {
    renderAppAt('/reset/password?userId=7&resetCode=abc');
    await screen.findByLabelText('New password');
    expect(screenLink('Log in').getAttribute('href')).toBe('/login');
  });

  it('an expired reset code shows the server text and a link to request a new reset email', async () => {
    const message = 'This password reset link has expired. Request a new reset password email.';
    routeFetch([['PUT', /ResetForgotPassword$/, () => ({ status: 400, statusText: 'Bad Request', body: { message, code: 'reset_link_expired' }, headers: { 'content-type': 'application/json' } })]]);
    const { user } = renderAppAt('/reset/password?userId=7&resetCode=abc');
    await user.type(await screen.findByLabelText('New password'), 'gravel trailer 42');
    await user.type(screen.getByLabelText('Confirm password'), 'gravel trailer 42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Request a new reset password email' }).getAttribute('href')).toBe('/reset');
  });

  it('the server field error of a common password shows on the New password field', async () => {
    const body = { message: 'Validation failed', errors: [{ field: 'password', message: 'This password is too common, choose one that is harder to guess' }] };
    routeFetch([['PUT', /ResetForgotPassword$/, () => ({ status: 400, statusText: 'Bad Request', body, headers: { 'content-type': 'application/json' } })]]);
    const { user } = renderAppAt('/reset/password?userId=7&resetCode=abc');
    await user.type(await screen.findByLabelText('New password'), 'qwertyuiop');
    await user.type(screen.getByLabelText('Confirm password'), 'qwertyuiop');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This password is too common, choose one that is harder to guess')).toBeTruthy();
  });

  it('Expired Password: four fields, then Password updated successfully with a Log in link carrying the email', async () => {
    routeFetch([['PUT', /ExpiredPasswordUpdate$/, ok]]);
    const { user } = renderAppAt('/password-expired?email=dana%40carrier.test');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('dana@carrier.test');
    await user.type(screen.getByLabelText('Old password'), 'old password 1');
    await user.type(screen.getByLabelText('New password'), 'gravel trailer 42');
    await user.type(screen.getByLabelText('Confirm password'), 'gravel trailer 42');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(screenLink('Log in').getAttribute('href')).toBe('/login?email=dana%40carrier.test');
  });

  it('on Expired Password a new submit clears the old error: the form\'s own error then stands alone', async () => {
    const message = 'The old password is not correct.';
    routeFetch([['PUT', /ExpiredPasswordUpdate$/, () => ({ status: 400, statusText: 'Bad Request', body: { message }, headers: { 'content-type': 'application/json' } })]]);
    const { user } = renderAppAt('/password-expired?email=dana%40carrier.test');
    await user.type(await screen.findByLabelText('Old password'), 'old password 1');
    await user.type(screen.getByLabelText('New password'), 'gravel trailer 42');
    await user.type(screen.getByLabelText('Confirm password'), 'gravel trailer 42');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await user.type(screen.getByLabelText('Confirm password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('on Expired Password a second refusal shows only the new error', async () => {
    const messages = ['The old password is not correct.', 'Too many attempts, try again in 15 minutes.'];
    let calls = 0;
    routeFetch([['PUT', /ExpiredPasswordUpdate$/, () => ({ status: 400, statusText: 'Bad Request', body: { message: messages[calls++] }, headers: { 'content-type': 'application/json' } })]]);
    const { user } = renderAppAt('/password-expired?email=dana%40carrier.test');
    await user.type(await screen.findByLabelText('Old password'), 'old password 1');
    await user.type(screen.getByLabelText('New password'), 'gravel trailer 42');
    await user.type(screen.getByLabelText('Confirm password'), 'gravel trailer 42');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await screen.findByText(messages[0]);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await screen.findByText(messages[1]);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([messages[1]]);
  });

  it('the Log in link of Expired Password opens the login form with the email filled in', async () => {
    renderAppAt('/login?email=dana%40carrier.test');
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@carrier.test'));
  });
});
