import { Link } from 'react-router-dom';
import { DISPATCH_HOURS } from '../../../shared/constants';

/** Contact details, useful links and the social link; the ContactUs anchor of the header lands here. */
export function MarketingFooter() {
  return (
    <footer id="ContactUs" className="landing-footer">
      <div className="landing-footer__column">
        <span className="marketing-header__brand">Haulboard</span>
        <address className="landing-footer__address">Plymouth, Michigan</address>
      </div>
      <div className="landing-footer__column">
        <h3>Contact</h3>
        <p>
          Dispatch is open {DISPATCH_HOURS.weekdays}, {DISPATCH_HOURS.weekends}.
        </p>
        <Link to="/contact-dispatch">Contact Dispatch</Link>
      </div>
      <div className="landing-footer__column">
        <h3>Resources</h3>
        <Link to="/tips-and-tools">Tips and Tools</Link>
        <Link to="/tips-and-tools/faq">FAQ</Link>
        <Link to="/legal">Legal Information</Link>
      </div>
      <div className="landing-footer__column">
        <h3>Follow Us</h3>
        <a href="https://www.linkedin.com/" target="_blank" rel="noopener noreferrer">
          LinkedIn
        </a>
      </div>
    </footer>
  );
}
