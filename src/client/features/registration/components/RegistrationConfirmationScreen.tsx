import { Link } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import './registration.css';

/** /register/confirmation: the success page after step 4 (spec 2.6). */
export function RegistrationConfirmationScreen() {
  return (
    <section className="registration">
      <h1 className="screen-title">Great!</h1>
      <p>Your information will be processed. Please check your email for a link to set your password.</p>
      <Link to={screens.home.path} className="hb-button hb-button--primary">Close</Link>
    </section>
  );
}
