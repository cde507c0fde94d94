import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../../../shared/passwordSchemas';
import { fieldErrorsOf } from '../../../api/failure';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { LoginField } from '../../../ui/LoginField';
import '../../../ui/login.css';
import { passwordFailureText } from '../passwordsText';
import { selectForgotPassword } from '../selectors';
import { forgotPasswordRequested, passwordFormOpened } from '../slice';

/** 'Your Email' and 'Send reset password email', then word that the e-mail is on its way (account spec 2.5). */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const dispatch = useAppDispatch();
  const forgot = useAppSelector(selectForgotPassword);
  const fieldErrors = fieldErrorsOf(forgot.failure);
  const message = passwordFailureText(forgot.failure);
  const [sentTo, setSentTo] = useState('');

  useEffect(() => {
    dispatch(passwordFormOpened('forgot'));
  }, [dispatch]);

  if (forgot.status === 'succeeded') {
    return (
      <p role="status" className="password-form__done">
        A reset password email is on its way to {sentTo}. Follow its link within 1 hour to set a new password.
      </p>
    );
  }

  const submit = (values: ForgotPasswordValues) => {
    setSentTo(values.username.trim());
    dispatch(forgotPasswordRequested({ username: values.username }));
  };

  return (
    <Formik<ForgotPasswordValues> initialValues={{ username: initialEmail }} validationSchema={forgotPasswordSchema} onSubmit={submit}>
      <Form noValidate className="login-form">
        <LoginField name="username" label="Your Email" type="email" autoComplete="email" serverError={fieldErrors.username} />
        {message && (
          <p className="login-form__error" role="alert">
            {message}
          </p>
        )}
        <Button type="submit" block disabled={forgot.status === 'submitting'}>
          Send reset password email
        </Button>
      </Form>
    </Formik>
  );
}
