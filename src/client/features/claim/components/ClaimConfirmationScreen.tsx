import { Link, useParams } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import { Spinner } from '../../../ui/Spinner';
import { LoadChangeCard } from '../../loadChanges/LoadChangeCard';
import { LOAD_NOT_FOUND, NOT_ASSIGNED_TO_CARRIER } from '../../../../shared/loadRefusals';
import { useLoad } from '../../loads/useLoad';
import { LoadDocumentsActions } from '../../documents/components/LoadDocumentsActions';
import { ChosenSchedule } from './ClaimDetails';
import { ClaimLoadSummary } from './ClaimLoadSummary';
import './ClaimScheduleScreen.css';
import './ClaimDriverScreen.css';

/**
 * The claimed confirmation at /load/{id}/assign-details (loads spec 2 and 4): only for a load assigned to the
 * carrier, judged on the fresh record; otherwise the screen says so itself (the error is not reported).
 */
export function ClaimConfirmationScreen() {
  const loadId = Number(useParams().loadId);
  const { load, status } = useLoad(loadId);

  let body;
  if (!Number.isInteger(loadId) || status === 'notFound') body = <p className="claim-screen__message" role="alert">{LOAD_NOT_FOUND}</p>;
  else if (status === 'forbidden') body = <p className="claim-screen__message" role="alert">{NOT_ASSIGNED_TO_CARRIER}</p>;
  else if (status !== 'loaded' && status !== 'failed') body = <Spinner label="Loading the load" />;
  else if (!load) body = <p className="claim-screen__message" role="alert">{`Load ${loadId} could not be loaded.`}</p>;
  else if (!load.assignedToCurrentCarrier) body = <p className="claim-screen__message" role="alert">{NOT_ASSIGNED_TO_CARRIER}</p>;
  else
    body = (
      <>
        <p className="claim-confirmation__badge">LOAD CLAIMED</p>
        <h1>You're ready to hit the road</h1>
        <ClaimLoadSummary load={load}>
          <ChosenSchedule load={load} withDriver />
          <div className="claim-confirmation__load-links">
            <Link className="hb-link" to={`/load/${load.id}`}>
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

  return <LoadChangeCard className="claim-screen claim-confirmation">{body}</LoadChangeCard>;
}
