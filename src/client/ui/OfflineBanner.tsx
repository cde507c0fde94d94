import { useAppSelector } from '../app/hooks';
import { selectIsLiveStreamLost } from '../features/live/selectors';
import { selectIsOnline } from '../features/network/slice';

/**
 * Shown while the browser reports no connection (account spec 2.3, issue 22), and while the live stream of a
 * signed-in user has been down for more than a few seconds (issue 14): a board that cannot hear changes may be
 * stale. A status, not an alert: it tells, and the screen under it stays usable.
 */
export function OfflineBanner() {
  const online = useAppSelector(selectIsOnline);
  const streamLost = useAppSelector(selectIsLiveStreamLost);
  if (online && !streamLost) return null;
  return (
    <div className="hb-banner hb-banner--offline" role="status">
      Offline, please check connection
    </div>
  );
}
