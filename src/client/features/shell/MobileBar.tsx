import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LoadNumberSearch } from './LoadNumberSearch';
import { SideMenu } from './SideMenu';
import './MobileBar.css';

type Panel = 'none' | 'menu' | 'loadSearch';

/** The header below 1024 px: a hamburger for the side menu and the load-number box as an overlay. */
export function MobileBar() {
  const [panel, setPanel] = useState<Panel>('none');
  const location = useLocation();
  const close = () => setPanel('none');

  useEffect(() => setPanel('none'), [location.key]);

  return (
    <>
      <header className="mobile-bar" data-testid="mobile-bar">
        <button
          type="button"
          className="mobile-bar__hamburger"
          aria-label="Open menu"
          aria-expanded={panel === 'menu'}
          onClick={() => setPanel('menu')}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Link to="/dashboard" className="shell-brand">
          Haulboard
        </Link>
        <button type="button" className="mobile-bar__search" onClick={() => setPanel('loadSearch')}>
          Load #
        </button>
      </header>
      {panel === 'menu' && <SideMenu onClose={close} />}
      {panel === 'loadSearch' && (
        <div className="load-search-overlay" role="dialog" aria-label="Search Load #">
          <LoadNumberSearch onSearched={close} autoFocus />
          <button type="button" className="load-search-overlay__close" onClick={close}>
            Cancel
          </button>
        </div>
      )}
    </>
  );
}
