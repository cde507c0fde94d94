import { Link } from 'react-router-dom';
import { canChangeLoad } from '../../../../shared/loadRefusals';
import type { LoadRecord } from '../../../../shared/loads';
import { paths } from '../../../app/routeTable';
import { CancelLoadPanel } from '../../loadChanges/components/CancelLoadPanel';
import { LoadDocumentsActions } from '../../documents/components/LoadDocumentsActions';
import './ClaimedLoadActions.css';

export const NO_DRIVER_YET = 'No driver yet';

/**
 * Under a claimed load's card: a load left without a driver (the claim's step 2 skipped or abandoned) says so
 * and offers to assign one; then its documents, and Cancel with a reason, as on the load's own page.
 */
export function ClaimedLoadActions({ load }: { load: LoadRecord }) {
  return (
    <div className="claimed-load">
      {load.driverId === null && (
        <p className="claimed-load__no-driver">
          <span>{NO_DRIVER_YET}</span>
          {canChangeLoad(load, 'driver') && (
            <Link className="hb-link" to={paths.loadChangeDriver(load.id)} aria-label={`Assign a driver to load ${load.id}`}>
              Assign Driver
            </Link>
          )}
        </p>
      )}
      <div className="claimed-load__actions">
        <LoadDocumentsActions loadId={load.id} />
        {canChangeLoad(load, 'cancel') && <CancelLoadPanel loadId={load.id} />}
      </div>
    </div>
  );
}
