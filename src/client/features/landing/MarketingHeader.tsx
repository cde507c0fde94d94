import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { screens } from '../../app/routeTable';
import { AnnouncementBanner } from '../announcements/components/AnnouncementBanner';
import { selectIsLoggedIn } from '../session/selectors';
import { useIsDesktop } from '../shell/useMediaQuery';

const sectionAnchors = [
  { label: 'Features', anchor: 'DiscoverTheDifference' },
  { label: 'How it Works', anchor: 'HowItWorks' },
  { label: 'Contact', anchor: 'ContactUs' },
];

function MarketingLinks({ isLoggedIn, isSmallScreen }: { isLoggedIn: boolean; isSmallScreen: boolean }) {
  return (
    <>
      {isSmallScreen && (
        <Link to="/search" className="marketing-header__link">
          Find Hauls
        </Link>
      )}
      {sectionAnchors.map(({ label, anchor }) => (
        <a key={anchor} href={`#${anchor}`} className="marketing-header__link">
          {label}
        </a>
      ))}
      <Link to="/tips-and-tools" className="marketing-header__link">
        Resources &amp; FAQs
      </Link>
      {isLoggedIn ? (
        <Link to="/dashboard" className="marketing-header__cta">
          Dashboard
        </Link>
      ) : (
        <>
          <Link to="/login" className="marketing-header__link">
            Log in
          </Link>
          <Link to={screens.register.path} className="marketing-header__cta">
            Sign Up
          </Link>
        </>
      )}
    </>
  );
}

/** The landing page header (account spec 2.4); small screens fold the links into a menu. */
export function MarketingHeader() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isDesktop = useIsDesktop();
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  return (
    <>
      <AnnouncementBanner />
      <header className="marketing-header">
        <Link to="/" className="marketing-header__brand">
          Haulboard
        </Link>
        {isDesktop ? (
          <nav className="marketing-header__nav" aria-label="Site">
            <MarketingLinks isLoggedIn={isLoggedIn} isSmallScreen={false} />
          </nav>
        ) : (
          <>
            <button
              type="button"
              className="marketing-header__menu-toggle"
              aria-label="Menu"
              aria-expanded={isMenuOpen}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              <span aria-hidden="true">☰</span>
            </button>
            {isMenuOpen && (
              <nav className="marketing-header__menu" aria-label="Site" onClick={() => setIsMenuOpen(false)}>
                <MarketingLinks isLoggedIn={isLoggedIn} isSmallScreen />
              </nav>
            )}
          </>
        )}
      </header>
    </>
  );
}
