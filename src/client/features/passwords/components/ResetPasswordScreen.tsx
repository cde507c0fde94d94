import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { resetPasswordSchema, type ResetPasswordValues } from '../../../../shared/passwordSchemas';
import { fieldErrorsOf } from '../../../api/failure';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths, screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import '../../../ui/login.css';
import { passwordFailureText } from '../passwordsText';
import { selectPasswordReset, selectResetCodeExpired, selectResetEmail } from '../selectors';
import { passwordFormOpened, passwordFormSubmitted, passwordResetRequested } from '../slice';
import { NewPasswordFields } from './NewPasswordFields';
import './passwords.css';

const initialValues: ResetPasswordValues = { password: '', confirmationPassword: '' };

/** /reset/password?userId&resetCode: the link of the reset e-mail (account spec 2.5, 8). */
export function ResetPasswordScreen() {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const reset = useAppSelector(selectPasswordReset);
  const fieldErrors = fieldErrorsOf(reset.failure);
  const message = passwordFailureText(reset.failure);
  const expired = useAppSelector(selectResetCodeExpired);
  const resetEmail = useAppSelector(selectResetEmail);
  const userId = searchParams.get('userId');
  const resetCode = searchParams.get('resetCode');

  useEffect(() => {
    dispatch(passwordFormOpened('reset'));
  }, [dispatch]);

  const submit = (values: ResetPasswordValues) => {
    if (userId && resetCode) dispatch(passwordResetRequested({ userId, resetCode, ...values }));
  };

  return (
    <section className="password-screen">
      <h1 className="screen-title">Set New Password</h1>
      {!userId || !resetCode ? (
        <p className="login-form__error" role="alert">Error: missing user id or reset code</p>
      ) : reset.status === 'succeeded' ? (
        <p role="status" className="password-form__done">Your new password is set.</p>
      ) : (
        <Formik initialValues={initialValues} validationSchema={resetPasswordSchema} onSubmit={submit}>
          <Form noValidate className="login-form">
            <NewPasswordFields fieldErrors={fieldErrors} message={message} />
            {expired && <Link to={screens.forgotPassword.path}>Request a new reset password email</Link>}
            <Button type="submit" block disabled={reset.status === 'submitting'} onClick={() => dispatch(passwordFormSubmitted('reset'))}>
              Set new password
            </Button>
          </Form>
        </Formik>
      )}
      <Link to={resetEmail ? paths.loginAs(resetEmail) : screens.login.path} className="password-screen__login">
        Log in
      </Link>
    </section>
  );
}
