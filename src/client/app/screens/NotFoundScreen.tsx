import { BackLink } from '../../features/shell/BackLink';
import { usePageTitle } from '../../features/shell/pageTitle';
import './screens.css';

/** The catch-all screen for paths no route knows. */
export function NotFoundScreen() {
  usePageTitle('Page Not Found', 'General');

  return (
    <section className="not-found-screen">
      <h1 className="screen-title">Page Not Found</h1>
      <p>We couldn't find the page you were looking for.</p>
      {/* Opened directly there is nothing to go back to, so home is the way out. */}
      <BackLink fallbackTo="/" className="not-found-screen__back">
        Go back
      </BackLink>
    </section>
  );
}
