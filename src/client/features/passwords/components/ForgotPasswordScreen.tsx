import { Link, useSearchParams } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import './passwords.css';

/** /reset: the forgot-password form on a page of its own, for the expired-link path and direct visits. */
export function ForgotPasswordScreen() {
  const [searchParams] = useSearchParams();
  return (
    <section className="password-screen">
      <h1 className="screen-title">Reset Password</h1>
      <ForgotPasswordForm initialEmail={searchParams.get('email') ?? ''} />
      <Link to={screens.login.path} className="password-screen__login">
        Log in
      </Link>
    </section>
  );
}
