import { Link } from 'react-router-dom';
import type { LoadRecord } from '../../../../shared/loads';
import { Button } from '../../../ui/Button';
import { FavoriteToggle } from '../../favorites/components/FavoriteToggle';

/**
 * Save and claim (loads spec 4, Claimability): 'Claim Load' only for an unassigned load; a Delivered load can
 * be neither saved nor claimed. A passed pick-up window is step 1's to explain, so the claim is still offered.
 */
export function LoadDetailActions({ load }: { load: LoadRecord }) {
  const delivered = load.orderStatus === 'Delivered';
  return (
    <div className="load-detail__actions">
      <FavoriteToggle loadId={load.id} />
      {load.unAssigned &&
        (delivered ? (
          <Button disabled>Claim Load</Button>
        ) : (
          <Link to={`/load/${load.id}/assign`} className="hb-button hb-button--primary">
            Claim Load
          </Link>
        ))}
    </div>
  );
}
