import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectIsLiveStreamLost } from '../features/live/selectors';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// Server rendering has no connection state; assume online.
const isOnlineOnServer = () => true;

/**
 * Shown while the browser reports no connection (account spec 2.3), and while the live stream of a signed-in
 * user has been down for more than a few seconds (issue 14): a board that cannot hear changes may be stale.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
  const streamLost = useAppSelector(selectIsLiveStreamLost);
  if (online && !streamLost) return null;
  return (
    <div className="hb-banner hb-banner--offline" role="alert">
      Offline, please check connection
    </div>
  );
}
