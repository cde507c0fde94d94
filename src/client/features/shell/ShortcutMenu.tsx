import { useState } from 'react';
import { Link } from 'react-router-dom';
import { shortcutLinks } from './navLinks';
import './ShortcutMenu.css';

/** The floating button in the corner that opens the most used destinations. */
export function ShortcutMenu() {
  const [isOpen, setIsOpen] = useState(false);

  return (
    <div className="shortcut-menu">
      {isOpen && (
        <nav className="shortcut-menu__list" aria-label="Shortcuts">
          {shortcutLinks.map((link) => (
            <Link key={link.to} to={link.to} className="shortcut-menu__link" onClick={() => setIsOpen(false)}>
              {link.label}
            </Link>
          ))}
        </nav>
      )}
      <button
        type="button"
        className="shortcut-menu__toggle"
        aria-label={isOpen ? 'Close shortcuts' : 'Open shortcuts'}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true">{isOpen ? '×' : '+'}</span>
      </button>
    </div>
  );
}
