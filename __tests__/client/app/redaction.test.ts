import { REDACTED } from '../../../src/shared/redaction';
import { redactAction, redactState } from '../../../src/client/app/redaction';
import { registrationCodeEntered } from '../../../src/client/features/registration/slice';
import { loginRequested, loginSucceeded } from '../../../src/client/features/session/slice';
import { locationChanged } from '../../../src/client/app/routerActions';
import { driverPageOpened } from '../../../src/client/features/driverLink/slice';

/** Redux DevTools and the Contact Us replay see no token, password, reset or registration code, or driver link. */
describe('the redaction of actions and state', () => {
  test('a sign-in hides the password and the session token, and keeps the e-mail', () => {
    expect(redactAction(loginRequested({ emailAddress: 'demo@carrier.test', password: 'haulboard' })).payload)
      .toEqual({ emailAddress: 'demo@carrier.test', password: REDACTED });
    expect(redactAction(loginSucceeded({ tokenType: 'bearer', accessToken: 'abc.def' })).payload)
      .toEqual({ tokenType: REDACTED, accessToken: REDACTED });
  });

  test('reset codes, temporary passwords and driver tokens in paths and queries are hidden', () => {
    const reset = redactAction(locationChanged({ pathname: '/reset/password', search: '?userId=7&resetCode=XYZ123' }));
    expect(reset.payload).toEqual({ pathname: '/reset/password', search: `?userId=7&resetCode=${REDACTED}` });
    const signup = redactAction(locationChanged({ pathname: '/signup', search: '?emailAddress=a%40b.test&temporaryPassword=Secret1' }));
    expect(signup.payload.search).toBe(`?emailAddress=a%40b.test&temporaryPassword=${REDACTED}`);
    expect(redactAction(locationChanged({ pathname: '/driver/s1gn3d.t0k3n', search: '' })).payload.pathname).toBe(`/driver/${REDACTED}`);
    expect(redactAction(driverPageOpened({ token: 's1gn3d.t0k3n' })).payload).toEqual({ token: REDACTED });
  });

  test('a registration code is hidden as a payload, in its welcome path and in the wizard state', () => {
    expect(redactAction(registrationCodeEntered('REG-42')).payload).toBe(REDACTED);
    expect(redactAction(locationChanged({ pathname: '/register/welcome/REG-42', search: '' })).payload.pathname)
      .toBe(`/register/welcome/${REDACTED}`);
    const state = { registration: { code: 'REG-42', codeStatus: 'valid' }, session: { token: { accessToken: 'abc' }, viewer: null } };
    expect(redactState(state)).toEqual({ registration: { code: REDACTED, codeStatus: 'valid' }, session: { token: REDACTED, viewer: null } });
  });

  test('redaction copies: the action and the state themselves keep their values', () => {
    const action = loginRequested({ emailAddress: 'demo@carrier.test', password: 'haulboard' });
    redactAction(action);
    expect(action.payload.password).toBe('haulboard');
  });
});
