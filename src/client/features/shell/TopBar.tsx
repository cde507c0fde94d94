import { Link, NavLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { logoutRequested } from '../session/slice';
import { LoadNumberSearch } from './LoadNumberSearch';
import { NavGroupMenu } from './NavGroupMenu';
import { navGroups } from './navLinks';
import { useViewerName } from './useViewerName';

/** The desktop header (width 1024 and up). */
export function TopBar() {
  const dispatch = useAppDispatch();
  const viewerName = useViewerName();

  return (
    <header className="top-bar" data-testid="top-bar">
      <Link to="/dashboard" className="shell-brand">
        Haulboard
      </Link>
      <nav className="top-bar__nav" aria-label="Main">
        {navGroups.map((group) =>
          group.label === null ? (
            group.links.map((link) => (
              <NavLink key={link.to} to={link.to} end className="top-bar__link">
                {link.label}
              </NavLink>
            ))
          ) : (
            <NavGroupMenu key={group.label} group={group} />
          ),
        )}
      </nav>
      <LoadNumberSearch />
      <span className="top-bar__user">{viewerName}</span>
      <button type="button" className="top-bar__logout" onClick={() => dispatch(logoutRequested())}>
        Log out
      </button>
    </header>
  );
}
