import { Link } from 'react-router-dom';
import { NOT_ASSIGNED_TO_CARRIER } from '../../../../shared/loadRefusals';
import type { LoadRecord } from '../../../../shared/loads';
import { paths, screens } from '../../../app/routeTable';
import { LoadDocumentsActions } from '../../documents/components/LoadDocumentsActions';
import { ChosenSchedule } from './ClaimDetails';
import { ClaimLoadSummary } from './ClaimLoadSummary';
import { LoadChangeScreen } from './LoadChangeScreen';
import './ClaimScheduleScreen.css';
import './ClaimDriverScreen.css';

function ClaimedLoad({ load }: { load: LoadRecord }) {
  return (
    <>
      <p className="claim-confirmation__badge">LOAD CLAIMED</p>
      <h1>You're ready to hit the road</h1>
      <ClaimLoadSummary load={load}>
        <ChosenSchedule load={load} withDriver />
        <div className="claim-confirmation__load-links">
          <Link className="hb-link" to={paths.load(load.id)}>
            View Load
          </Link>
          <LoadDocumentsActions loadId={load.id} />
        </div>
      </ClaimLoadSummary>
      <div className="claim-confirmation__actions">
        <Link className="hb-button hb-button--primary hb-button--block" to={screens.claimedLoads.path}>
          View All Claimed
        </Link>
        <Link className="hb-button hb-button--outline hb-button--block" to={screens.search.path}>
          Find More Loads
        </Link>
      </div>
    </>
  );
}

/**
 * The claimed confirmation at /load/{id}/assign-details (loads spec 2 and 4): only for a load assigned to the
 * carrier, judged on the fresh record; otherwise the screen says so itself (the error is not reported).
 */
export function ClaimConfirmationScreen() {
  return (
    <LoadChangeScreen
      className="claim-screen claim-confirmation"
      messageClassName="claim-screen__message"
      alert
      forbiddenText={NOT_ASSIGNED_TO_CARRIER}
      waitForFresh
      refusalOf={(load) => (load.assignedToCurrentCarrier ? null : NOT_ASSIGNED_TO_CARRIER)}
    >
      {(load) => <ClaimedLoad load={load} />}
    </LoadChangeScreen>
  );
}
