import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ForgotPasswordForm } from '../passwords/components/ForgotPasswordForm';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { screens } from '../../app/routeTable';
import { selectLogin } from '../session/selectors';
import { loginFormReset, loginRequested } from '../session/slice';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { LoginField } from '../../ui/LoginField';
import { initialLoginValues, loginSchema, type LoginValues } from './loginSchema';
import { loginFailureText } from './loginText';
import { fieldErrorsOf } from '../../api/failure';
import '../../ui/login.css';

/** The sign-in dialog over the landing page at /login (account spec 2.4, 2.5); /login?forgot asks for a reset e-mail. */
export function LoginModal() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useAppSelector(selectLogin);
  const fieldErrors = fieldErrorsOf(login.failure);
  const failureText = loginFailureText(login);
  const redirectTo = searchParams.get('redirectTo') ?? undefined;
  const email = searchParams.get('email') ?? '';
  const viewWith = (forgot: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (forgot) next.set('forgot', '');
    else next.delete('forgot');
    return `/login?${next.toString()}`;
  };

  useEffect(() => {
    dispatch(loginFormReset());
  }, [dispatch]);

  const close = () => navigate('/');
  const submit = (values: LoginValues) => {
    dispatch(loginRequested({ emailAddress: values.emailAddress.trim(), password: values.password, redirectTo }));
  };

  if (searchParams.has('forgot')) {
    return (
      <Modal title="Reset Password" onClose={close} className="login-modal">
        <ForgotPasswordForm initialEmail={email} />
        <Link to={viewWith(false)} className="login-form__forgot">
          Log in
        </Link>
      </Modal>
    );
  }

  return (
    <Modal title="Log In to Your Account" onClose={close} className="login-modal">
      <Link to={screens.register.path} className="login-modal__signup">
        Not signed up yet? Sign up now!
      </Link>
      <Formik initialValues={{ ...initialLoginValues, emailAddress: email }} validationSchema={loginSchema} onSubmit={submit}>
        <Form noValidate className="login-form">
          <LoginField
            name="emailAddress"
            label="Email"
            type="email"
            autoComplete="username"
            serverError={fieldErrors.emailAddress}
          />
          <LoginField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            serverError={fieldErrors.password}
          />
          <Link to={viewWith(true)} className="login-form__forgot">
            Forgot Password
          </Link>
          {failureText && (
            <p className="login-form__error" role="alert">
              {failureText}
            </p>
          )}
          <Button type="submit" block disabled={login.status === 'submitting'}>
            Go!
          </Button>
        </Form>
      </Formik>
    </Modal>
  );
}
