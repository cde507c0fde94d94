import { NavLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useDialog } from '../../ui/useDialog';
import { logoutRequested } from '../session/slice';
import { navGroups } from './navLinks';
import { useViewerName } from './useViewerName';

/** The small-screen menu behind the hamburger: who is signed in, every link, and Log out; a dialog over the screen. */
export function SideMenu({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const viewerName = useViewerName();
  const dialogRef = useDialog(onClose);

  return (
    <div ref={dialogRef} role="dialog" aria-modal="true" aria-label="Menu" tabIndex={-1}>
      <div className="side-menu__backdrop" onClick={onClose} />
      <nav className="side-menu" aria-label="Side menu">
        <div className="side-menu__header">
          <span className="side-menu__user">{viewerName}</span>
          <button type="button" className="side-menu__close" aria-label="Close menu" onClick={onClose}>
            ×
          </button>
        </div>
        {navGroups.map((group) => (
          <section key={group.label ?? 'main'} className="side-menu__group">
            {group.label && <h2 className="side-menu__group-label">{group.label}</h2>}
            {group.links.map((link) => (
              <NavLink key={link.to} to={link.to} end className="side-menu__link" onClick={onClose}>
                {link.label}
              </NavLink>
            ))}
          </section>
        ))}
        <button type="button" className="side-menu__logout" onClick={() => dispatch(logoutRequested())}>
          Log out
        </button>
      </nav>
    </div>
  );
}
