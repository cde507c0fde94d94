import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { expiredPasswordSchema, type ExpiredPasswordValues } from '../../../../shared/passwordSchemas';
import { fieldErrorsOf } from '../../../api/failure';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { LoginField } from '../../../ui/LoginField';
import '../../../ui/login.css';
import { passwordFailureText } from '../passwordsText';
import { selectExpiredPasswordUpdate } from '../selectors';
import { expiredPasswordUpdateRequested, passwordFormOpened, passwordFormSubmitted } from '../slice';
import { NewPasswordFields } from './NewPasswordFields';
import './passwords.css';

/** /password-expired?email: sign-in answered password_expired (account spec 2.5, 4, 8). */
export function ExpiredPasswordScreen() {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const update = useAppSelector(selectExpiredPasswordUpdate);
  const fieldErrors = fieldErrorsOf(update.failure);
  const message = passwordFailureText(update.failure);
  const [email, setEmail] = useState(searchParams.get('email') ?? '');

  useEffect(() => {
    dispatch(passwordFormOpened('expired'));
  }, [dispatch]);

  const submit = (values: ExpiredPasswordValues) => {
    setEmail(values.username.trim());
    dispatch(expiredPasswordUpdateRequested(values));
  };
  const initialValues: ExpiredPasswordValues = { username: email, oldPassword: '', password: '', confirmationPassword: '' };

  return (
    <section className="password-screen">
      <h1 className="screen-title">Expired Password</h1>
      {update.status === 'succeeded' ? (
        <>
          <p role="status" className="password-form__done">Password updated successfully</p>
          <Link to={paths.loginAs(email)} className="password-screen__login">
            Log in
          </Link>
        </>
      ) : (
        <Formik initialValues={initialValues} validationSchema={expiredPasswordSchema} onSubmit={submit}>
          <Form noValidate className="login-form">
            <p>Your password has expired. Please choose a new one.</p>
            <LoginField name="username" label="Email" type="email" autoComplete="username" serverError={fieldErrors.username} />
            <LoginField name="oldPassword" label="Old password" type="password" autoComplete="current-password" serverError={fieldErrors.oldPassword} />
            <NewPasswordFields fieldErrors={fieldErrors} message={message} emailField="username" />
            {/* The click comes first, even for Enter in a field, and before the form checks itself. */}
            <Button type="submit" block disabled={update.status === 'submitting'} onClick={() => dispatch(passwordFormSubmitted('expired'))}>
              Update password
            </Button>
          </Form>
        </Formik>
      )}
    </section>
  );
}
