import { Link } from 'react-router-dom';
import { DISPATCH_HOURS } from '../../../shared/constants';
import { serverSetting } from '../../app/serverSettings';
import { DispatchEmailLink, DispatchPhoneLink } from '../help/components/DispatchContactLinks';

/** The link's words: the site's name without 'www.' (linkedin.com/company/haulboard reads 'linkedin.com'). */
const socialLinkName = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * Contact details (the dispatch lookups), useful links and the social link, shown only when SOCIAL_URL is
 * configured; the ContactUs anchor of the header lands here.
 */
export function MarketingFooter() {
  const socialUrl = serverSetting('socialUrl');
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
        <p className="landing-footer__contact">Phone: <DispatchPhoneLink /></p>
        <p className="landing-footer__contact">E-mail: <DispatchEmailLink /></p>
        <Link to="/contact-dispatch">Contact Dispatch</Link>
      </div>
      <div className="landing-footer__column">
        <h3>Resources</h3>
        <Link to="/tips-and-tools">Tips and Tools</Link>
        <Link to="/tips-and-tools/faq">FAQ</Link>
        <Link to="/legal">Legal Information</Link>
      </div>
      {socialUrl && (
        <div className="landing-footer__column">
          <h3>Follow Us</h3>
          <a href={socialUrl} target="_blank" rel="noopener noreferrer">{socialLinkName(socialUrl)}</a>
        </div>
      )}
    </footer>
  );
}
