import { Link } from 'react-router-dom';
import type { LoadRecord } from '../../../../shared/loads';
import { PICKUP_PASSED_MESSAGE, scheduleBounds } from '../../../../shared/scheduleRules';
import { today as todayOf } from '../../../app/clock';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { FavoriteToggle } from '../../favorites/components/FavoriteToggle';
import { ShareLoadButton } from '../../loadShare/components/ShareLoadButton';
import { selectIsNoLongerAvailable } from '../../live/selectors';
import { NO_LONGER_AVAILABLE } from '../../loads/components/LoadCard';
import { paths } from '../../../app/routeTable';

function ClaimAction({ load, today }: { load: LoadRecord; today: string }) {
  if (load.orderStatus === 'Delivered') return <Button disabled>Claim Load</Button>;
  // Nothing could be scheduled: the claim would only be refused (loads spec 4, Pick-up date passed).
  if (scheduleBounds(load, today).pickupPassed) return <p className="load-detail__passed">{PICKUP_PASSED_MESSAGE}</p>;
  return (
    <Link to={paths.loadClaim(load.id)} className="hb-button hb-button--primary">
      Claim Load
    </Link>
  );
}

/**
 * Save, claim and share (loads spec 4, Claimability; issue 22): 'Claim Load' only for an unassigned load whose
 * pick-up range is still open; a Delivered load can be neither saved nor claimed; Share while it is on the board.
 */
export function LoadDetailActions({ load, today = todayOf() }: { load: LoadRecord; today?: string }) {
  // The live board said it left: there is nothing left to claim (issue 14).
  const gone = useAppSelector((state) => selectIsNoLongerAvailable(state, load.id));
  return (
    <div className="load-detail__actions">
      <FavoriteToggle loadId={load.id} />
      {gone && <p className="load-detail__gone">{NO_LONGER_AVAILABLE}</p>}
      {load.unAssigned && !gone && <ClaimAction load={load} today={today} />}
      {load.unAssigned && !gone && load.orderStatus !== 'Delivered' && !scheduleBounds(load, today).pickupPassed && (
        <ShareLoadButton loadId={load.id} />
      )}
    </div>
  );
}
