import { Link, Outlet } from 'react-router-dom';
import { screens } from '../../app/routeTable';
import { AnnouncementBanner } from '../announcements/components/AnnouncementBanner';
import './shell.css';

/** The frame around public and sign-up screens for someone who is not signed in. */
export function VisitorShell() {
  return (
    <div className="app-shell">
      <AnnouncementBanner />
      <header className="top-bar top-bar--visitor">
        <Link to="/" className="shell-brand">
          Haulboard
        </Link>
        <nav className="top-bar__visitor-actions" aria-label="Account">
          <Link to="/login" className="top-bar__link">
            Log in
          </Link>
          <Link to={screens.register.path} className="top-bar__cta">
            Sign Up
          </Link>
        </nav>
      </header>
      <main id="main-content" className="app-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
