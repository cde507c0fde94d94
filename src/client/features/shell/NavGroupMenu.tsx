import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../../shared/constants';
import type { NavGroup } from './navLinks';

/** A top-bar dropdown for one navigation group. */
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const [isOpen, setIsOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Closing only after a short delay lets a click on a link land before the list disappears.
  function closeSoon() {
    closeTimer.current = setTimeout(() => setIsOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  }

  function keepOpen() {
    clearTimeout(closeTimer.current);
  }

  return (
    <div
      className="nav-group"
      onBlur={closeSoon}
      onFocus={keepOpen}
      onKeyDown={(event) => event.key === 'Escape' && setIsOpen(false)}
    >
      <button
        type="button"
        className="nav-group__toggle"
        aria-haspopup="true"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      >
        {group.label}
      </button>
      {isOpen && (
        <ul className="nav-group__menu">
          {group.links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className="nav-group__link" onClick={() => setIsOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
