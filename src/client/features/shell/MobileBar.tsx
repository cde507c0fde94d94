import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LoadNumberSearch } from './LoadNumberSearch';
import { SideMenu } from './SideMenu';
import { useDialog } from '../../ui/useDialog';
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
      {panel === 'loadSearch' && <LoadSearchOverlay onClose={close} />}
    </>
  );
}

/** The 'Search Load #' box over the whole small screen, a dialog like any other. */
function LoadSearchOverlay({ onClose }: { onClose: () => void }) {
  const dialogRef = useDialog(onClose);
  return (
    <div ref={dialogRef} className="load-search-overlay" role="dialog" aria-modal="true" aria-label="Search Load #" tabIndex={-1}>
      <LoadNumberSearch onSearched={onClose} autoFocus />
      <button type="button" className="load-search-overlay__close" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
