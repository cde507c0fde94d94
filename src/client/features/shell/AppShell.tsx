import { Outlet } from 'react-router-dom';
import { AnnouncementBanner } from '../announcements/components/AnnouncementBanner';
import { MobileBar } from './MobileBar';
import { ShortcutMenu } from './ShortcutMenu';
import { TopBar } from './TopBar';
import { useIsDesktop } from './useMediaQuery';
import './shell.css';

/** The frame around every screen of a signed-in user. */
export function AppShell() {
  const isDesktop = useIsDesktop();

  return (
    <div className="app-shell">
      <AnnouncementBanner />
      {isDesktop ? <TopBar /> : <MobileBar />}
      <main id="main-content" className="app-shell__main">
        <Outlet />
      </main>
      <ShortcutMenu />
    </div>
  );
}
