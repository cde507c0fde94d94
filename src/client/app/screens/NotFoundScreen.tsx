import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../features/shell/pageTitle';
import './screens.css';

/** The catch-all screen for paths no route knows. */
export function NotFoundScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle('Page Not Found', 'General');
  // Opened directly there is nothing to go back to, so home is the way out.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <section className="not-found-screen">
      <h1 className="screen-title">Page Not Found</h1>
      <p>We couldn't find the page you were looking for.</p>
      <button type="button" className="not-found-screen__back" onClick={goBack}>
        Go back
      </button>
    </section>
  );
}
