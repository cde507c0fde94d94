import { screen, waitFor } from '@testing-library/react';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { passwordMessages } from '../../../../src/shared/passwordPolicy';
import { strengthMeterLabel, strengthWords } from '../../../../src/client/features/passwords/passwordsText';
import { routeFetch } from '../../support/routedFetch';
import { renderAppAt, signedInState } from '../../app/renderAppAt';

const meter = () => screen.getByRole('meter', { name: strengthMeterLabel });

describe('the password strength meter (issue 21)', () => {
  it('shows nothing until a new password is typed', async () => {
    renderAppAt('/reset/password?userId=7&resetCode=abc');
    await screen.findByLabelText('New password');
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('reads zxcvbn\'s score in words, and a strong password shows no refusal', async () => {
    const { user } = renderAppAt('/reset/password?userId=7&resetCode=abc');
    await user.type(await screen.findByLabelText('New password'), 'gravel trailer sunrise 42');
    await waitFor(() => expect(meter().getAttribute('aria-valuenow')).toBe('4'));
    expect(meter().getAttribute('aria-valuetext')).toBe(strengthWords[4]);
    expect(meter().getAttribute('aria-valuemin')).toBe('0');
    expect(meter().getAttribute('aria-valuemax')).toBe('4');
    expect(screen.getByText(`${strengthMeterLabel}: ${strengthWords[4]}`)).toBeTruthy();
    expect(screen.queryByText(passwordMessages.weak)).toBeNull();
  });

  it('a guessable password reads as weak with the rule\'s message, and no call is made', async () => {
    const fetchMock = routeFetch([]);
    const { user } = renderAppAt('/reset/password?userId=7&resetCode=abc');
    await user.type(await screen.findByLabelText('New password'), 'haulboard123');
    expect(meter().getAttribute('aria-valuetext')).toBe(strengthWords[1]);
    expect(screen.getByText(passwordMessages.weak)).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm password'), 'haulboard123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(passwordMessages.weak)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/Users/'))).toHaveLength(0);
  });

  it('a common password is refused as common once the list has arrived', async () => {
    const { user } = renderAppAt('/reset/password?userId=7&resetCode=abc');
    await user.type(await screen.findByLabelText('New password'), 'qwertyuiop');
    expect(await screen.findByText(passwordMessages.common)).toBeTruthy();
    expect(meter().getAttribute('aria-valuenow')).toBe('0');
  });

  it('the expired-password form reads the e-mail typed into it as the owner\'s words', async () => {
    const { user } = renderAppAt('/password-expired?email=dispatch%40northstar.test');
    await user.type(await screen.findByLabelText('New password'), 'dispatchdispatch');
    expect(meter().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText(passwordMessages.weak)).toBeTruthy();
  });

  it('My Account\'s change of password reads the user\'s names and company as the owner\'s words', async () => {
    routeFetch([]);
    const { user } = renderAppAt('/profile/edit', signedInState());
    await user.type(await screen.findByLabelText('New Password'), 'Whitfield2026');
    expect(meter().getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText(passwordMessages.weak)).toBeTruthy();
  });

  it('the invited user\'s set-password form has the same meter', async () => {
    const { user } = renderAppAt('/signup?emailAddress=dana%40carrier.test&temporaryPassword=Tmp0rary-Pass');
    await user.type(await screen.findByLabelText('New password'), 'aaaaaaaaaa');
    expect(meter().getAttribute('aria-valuetext')).toBe(strengthWords[0]);
  });
});

describe('the meter and the form\'s rule share one estimate', () => {
  it('each password typed is checked once, however many parts of the form ask, and typing elsewhere checks none', async () => {
    const check = jest.spyOn(ZxcvbnFactory.prototype, 'check');
    try {
      const { user } = renderAppAt('/reset/password?userId=7&resetCode=abc');
      await user.type(await screen.findByLabelText('New password'), 'gravel trailer sunrise 42');
      await waitFor(() => expect(meter().getAttribute('aria-valuenow')).toBe('4'));
      const checkedWhileTyping = check.mock.calls.map(([password]) => password);
      expect(checkedWhileTyping).toContain('gravel trailer sunrise 42');
      expect(new Set(checkedWhileTyping).size).toBe(checkedWhileTyping.length);
      await user.type(screen.getByLabelText('Confirm password'), 'gravel trailer sunrise 42');
      expect(check.mock.calls.length).toBe(checkedWhileTyping.length);
    } finally {
      check.mockRestore();
    }
  });
});
