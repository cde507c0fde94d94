import { Outlet, ScrollRestoration } from 'react-router-dom';
import { GlobalErrorOverlay } from '../errors/components/GlobalErrorOverlay';
import { EndpointBanner } from '../config/components/EndpointBanner';
import { FlashBar } from '../flash/components/FlashBar';
import { OfflineBanner } from '../../ui/OfflineBanner';
import { RouteEffects } from './RouteEffects';
import { SkipLink } from './SkipLink';

/** Wraps every route: page-wide banners and overlays, and the effects of each navigation. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <RouteEffects />
      {/* Scrolls to the top on each new page and back to the old position on Back. */}
      <ScrollRestoration />
      <OfflineBanner />
      <EndpointBanner />
      <FlashBar />
      <Outlet />
      <GlobalErrorOverlay />
    </>
  );
}
