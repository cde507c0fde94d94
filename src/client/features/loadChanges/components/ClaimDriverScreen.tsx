import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { paths } from '../../../app/routeTable';
import { DriverPicker } from '../../driverPickers/components/DriverPicker';
import { useLoad } from '../../loads/useLoad';
import { loadChangeFailureText } from '../loadChangesText';
import { selectLoadChange, selectLoadSubmission } from '../selectors';
import { claimCancelRequested, claimDriverChosen, loadChangeOpened } from '../slice';
import { CancelClaimDialog } from './CancelClaimDialog';
import { ChosenSchedule } from './ClaimDetails';
import { ClaimLoadSummary } from './ClaimLoadSummary';
import { ClaimStepHeader } from './ClaimStepHeader';
import { LoadChangeCard } from './LoadChangeCard';
import './ClaimDriverScreen.css';

/** Claim step 2 at /load/{id}/assign-driver (loads spec 2): choose a driver, or skip and assign one later. */
export function ClaimDriverScreen() {
  const loadId = Number(useParams().loadId);
  const dispatch = useAppDispatch();
  const [driverId, setDriverId] = useState<number | null>(null);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const assignment = useAppSelector((state) => selectLoadSubmission(state, loadId, 'driver'));
  const cancelStatus = useAppSelector((state) => selectLoadChange(state, loadId, 'cancel').status);
  const { load } = useLoad(loadId);

  useEffect(() => {
    dispatch(loadChangeOpened({ loadId, kind: 'driver' }));
    dispatch(loadChangeOpened({ loadId, kind: 'cancel' }));
  }, [dispatch, loadId]);

  const openCancel = () => {
    dispatch(loadChangeOpened({ loadId, kind: 'cancel' }));
    setCancelOpen(true);
  };

  return (
    <LoadChangeCard className="claim-driver">
      <ClaimStepHeader step={2} title="Almost Done" onClose={openCancel} />
      {load && (
        <ClaimLoadSummary load={load}>
          <ChosenSchedule load={load} />
        </ClaimLoadSummary>
      )}
      <DriverPicker pickerId="claimDriver" selectedDriverId={driverId} onSelect={setDriverId} />
      {assignment.status === 'failed' && assignment.failure && (
        <p className="claim-driver__error" role="alert">
          {loadChangeFailureText(assignment.failure)}
        </p>
      )}
      <div className="claim-driver__actions">
        {driverId !== null && (
          <Button
            block
            disabled={assignment.status === 'submitting'}
            onClick={() => dispatch(claimDriverChosen({ loadId, driverId }))}
          >
            Assign Driver
          </Button>
        )}
        <Link className="hb-link claim-driver__skip" to={paths.loadClaimed(loadId)}>
          SKIP AND ASSIGN LATER
        </Link>
      </div>
      {/* A failed cancel closes the dialog so its flash message shows. */}
      {isCancelOpen && cancelStatus !== 'failed' && (
        <CancelClaimDialog
          loadId={loadId}
          cancelling={cancelStatus === 'submitting'}
          onConfirm={() => dispatch(claimCancelRequested(loadId))}
          onClose={() => setCancelOpen(false)}
        />
      )}
    </LoadChangeCard>
  );
}
