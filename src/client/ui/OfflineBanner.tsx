import { useSyncExternalStore } from 'react';

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

/** Shown while the browser reports no connection (account spec 2.3). */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
  if (online) return null;
  return (
    <div className="hb-banner hb-banner--offline" role="alert">
      Offline, please check connection
    </div>
  );
}
