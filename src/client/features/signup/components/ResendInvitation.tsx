import { useFormikContext } from 'formik';
import type { AccountSetupValues } from '../../../../shared/accountSetup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { invitationResendFailureText } from '../signupText';
import { selectInvitationResend } from '../selectors';
import { invitationResendRequested } from '../slice';

/** 'send my invitation again', to the address in the Email field: a new link by mail, the old one ends. */
export function ResendInvitation() {
  const dispatch = useAppDispatch();
  const resend = useAppSelector(selectInvitationResend);
  const { values, setFieldTouched, validateField } = useFormikContext<AccountSetupValues>();
  const email = values.emailAddress.trim();

  const send = () => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      void setFieldTouched('emailAddress', true, false);
      void validateField('emailAddress');
      return;
    }
    dispatch(invitationResendRequested(email));
  };

  return (
    <div className="signup__resend">
      <Button variant="link" onClick={send} disabled={resend.status === 'submitting'}>send my invitation again</Button>
      {resend.status === 'succeeded' && <p role="status">A new invitation is on its way to {resend.emailAddress}.</p>}
      {resend.failure && <p role="alert" className="login-form__error">{invitationResendFailureText(resend.failure)}</p>}
    </div>
  );
}
