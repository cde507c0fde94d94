import { Link } from 'react-router-dom';
import { DISPATCH_HOURS, DISPATCH_OFFICE } from '../../../../shared/constants';
import { screens } from '../../../app/routeTable';
import { DispatchEmailLink, DispatchPhoneLink } from './DispatchContactLinks';
import './help.css';

/** /contact-dispatch (account spec 2.11): phone and e-mail from their lookups, hours and the Plymouth office. */
export function ContactDispatchScreen() {
  return (
    <section className="help-screen">
      <h1 className="help-screen__title">Contact Dispatch</h1>
      <dl className="help-contact">
        <dt>Dispatch and support phone</dt>
        <dd><DispatchPhoneLink /></dd>
        <dt>Dispatch e-mail</dt>
        <dd><DispatchEmailLink /></dd>
        <dt>Dispatch hours</dt>
        <dd>
          {DISPATCH_HOURS.weekdays}, {DISPATCH_HOURS.weekends}. Messages left after hours are answered within 24 hours.
        </dd>
        <dt>Office</dt>
        <dd>
          <address>
            Haulboard Dispatch<br />
            {DISPATCH_OFFICE.street}<br />
            {DISPATCH_OFFICE.city}, Michigan {DISPATCH_OFFICE.zip}
          </address>
        </dd>
      </dl>
      <p>
        Questions about the app rather than a load? <Link to={screens.contactUs.path}>Send us your feedback</Link> or
        read the <Link to={screens.faq.path}>FAQ</Link>.
      </p>
    </section>
  );
}
