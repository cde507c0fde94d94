import { passwordIsEmail, passwordMessages } from '../../src/shared/passwordPolicy';
import { expiredPasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '../../src/shared/passwordSchemas';

const errorOf = async (promise: Promise<unknown>) => promise.then(() => null, (error: Error) => error.message);

describe('the shared password schemas', () => {
  test('Passwords must match', async () => {
    expect(await errorOf(resetPasswordSchema.validate({ password: 'gravel trailer 42', confirmationPassword: 'gravel trailer 43' })))
      .toBe(passwordMessages.mismatch);
  });

  test('a new password needs at least 10 characters', async () => {
    expect(await errorOf(resetPasswordSchema.validateAt('password', { password: 'nine char' }))).toBe(passwordMessages.tooShort);
  });

  test('the new password may not be the e-mail or the part before @, in any case', async () => {
    expect(passwordIsEmail('DANA.HAULER@haul.test', 'dana.hauler@Haul.test')).toBe(true);
    expect(passwordIsEmail('Dana.Hauler', 'dana.hauler@haul.test')).toBe(true);
    expect(passwordIsEmail('dana.hauler2', 'dana.hauler@haul.test')).toBe(false);
    const values = { username: 'dana.hauler@haul.test', oldPassword: 'x', password: 'Dana.Hauler', confirmationPassword: 'Dana.Hauler' };
    expect(await errorOf(expiredPasswordSchema.validateAt('password', values))).toBe(passwordMessages.email);
  });

  test('the new password must differ from the old one', async () => {
    const values = { username: 'a@b.test', oldPassword: 'gravel trailer 42', password: 'gravel trailer 42', confirmationPassword: 'gravel trailer 42' };
    expect(await errorOf(expiredPasswordSchema.validateAt('password', values))).toBe(passwordMessages.sameAsOld);
  });

  test('the forgot-password e-mail is required and must be an e-mail', async () => {
    expect(await errorOf(forgotPasswordSchema.validate({ username: '' }))).toBe('Email is required');
    expect(await errorOf(forgotPasswordSchema.validate({ username: 'dana' }))).toBe('Enter a valid email address');
  });
});
