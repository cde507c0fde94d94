import { screen } from '@testing-library/react';
import { accountSetupMessages } from '../../../../src/shared/accountSetup';
import { renderAppAt } from '../../app/renderAppAt';
import { routeFetch } from '../../support/routedFetch';

const json = (body: unknown, status = 200) => ({ status, statusText: status === 200 ? 'OK' : 'Bad Request', body, headers: { 'content-type': 'application/json' } });
const userCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/Users/'));
const invited = '/signup?emailAddress=lee%40lakes.test&temporaryPassword=Tmp0rary-Pass';
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('signup for invited carriers (account spec 2.6, 5 and 8)', () => {
  it('email and temporary password are prefilled from the query emailAddress and temporaryPassword', async () => {
    renderAppAt(invited);
    expect(await screen.findByRole('heading', { name: /Congratulations/ })).toBeTruthy();
    expect(value('Email')).toBe('lee@lakes.test');
    expect(value('Temporary password')).toBe('Tmp0rary-Pass');
    expect(value('New password')).toBe('');
  });

  it('Passwords must match is shown and no call is made', async () => {
    const fetchMock = routeFetch([['PUT', /AccountSetup$/, () => json({ ok: true })]]);
    const { user } = renderAppAt(invited);
    await user.type(await screen.findByLabelText('New password'), 'open trailer at dawn 12');
    await user.type(screen.getByLabelText('Confirm password'), 'open trailer at dawn 13');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(userCalls(fetchMock)).toHaveLength(0);
  });

  it('Submit sends the four fields, then the password is set with a Log in link carrying the email', async () => {
    const bodies: unknown[] = [];
    routeFetch([['PUT', /Users\/AccountSetup$/, (request) => (bodies.push(request.body), json({ ok: true }))]]);
    const { user } = renderAppAt(invited);
    await user.type(await screen.findByLabelText('New password'), 'open trailer at dawn 12');
    await user.type(screen.getByLabelText('Confirm password'), 'open trailer at dawn 12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password is set.');
    expect(bodies).toEqual([{ EmailAddress: 'lee@lakes.test', TemporaryPassword: 'Tmp0rary-Pass', Password: 'open trailer at dawn 12', ConfirmationPassword: 'open trailer at dawn 12' }]);
    expect(screen.getAllByRole('link', { name: 'Log in' }).some((link) => link.getAttribute('href') === '/login?email=lee%40lakes.test')).toBe(true);
  });

  it('server validation errors are shown per field (temporaryPassword)', async () => {
    const errors = [{ field: 'temporaryPassword', message: accountSetupMessages.expired }];
    routeFetch([['PUT', /AccountSetup$/, () => json({ message: 'Validation failed', errors }, 400)]]);
    const { user } = renderAppAt(invited);
    await user.type(await screen.findByLabelText('New password'), 'open trailer at dawn 12');
    await user.type(screen.getByLabelText('Confirm password'), 'open trailer at dawn 12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(accountSetupMessages.expired)).toBeTruthy();
  });

  it('send my invitation again mails a new invitation to the address in the Email field', async () => {
    const bodies: unknown[] = [];
    routeFetch([['POST', /Users\/ResendInvitation$/, (request) => (bodies.push(request.body), json({ ok: true }))]]);
    const { user } = renderAppAt(invited);
    await user.click(await screen.findByRole('button', { name: 'send my invitation again' }));
    expect((await screen.findByRole('status')).textContent).toContain('A new invitation is on its way to lee@lakes.test.');
    expect(bodies).toEqual([{ EmailAddress: 'lee@lakes.test' }]);
  });

  it('send my invitation again without a valid email asks for one and makes no call', async () => {
    const fetchMock = routeFetch([['POST', /ResendInvitation$/, () => json({ ok: true })]]);
    const { user } = renderAppAt('/signup');
    await user.click(await screen.findByRole('button', { name: 'send my invitation again' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(userCalls(fetchMock)).toHaveLength(0);
  });
});
