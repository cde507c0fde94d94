import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { LoadRecord, ScheduleRequest } from '../../../../shared/loads';
import { PICKUP_PASSED_MESSAGE, scheduleBounds } from '../../../../shared/scheduleRules';
import { today as todayOf } from '../../../app/clock';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { LoadChangeCard } from '../../loadChanges/LoadChangeCard';
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND } from '../../../../shared/loadRefusals';
import { useLoad } from '../../loads/useLoad';
import { ScheduleForm } from '../../schedule/ScheduleForm';
import { scheduleValuesOf } from '../../schedule/scheduleValues';
import { claimScheduleOpened, claimScheduleSubmitted, selectClaimSchedule } from '../slice';
import { AllowedRanges } from './ClaimDetails';
import { ClaimLoadSummary } from './ClaimLoadSummary';
import { ClaimStepHeader } from './ClaimStepHeader';
import './ClaimScheduleScreen.css';

export const alreadyClaimedMessage = (loadId: number) => `You have already claimed load ${loadId}.`;

/** The carrier's own load back at step 1 (Back from step 2, an old link): nothing to claim, only where to go. */
function AlreadyClaimed({ load }: { load: LoadRecord }) {
  return (
    <div className="claim-screen__message">
      <p>{alreadyClaimedMessage(load.id)}</p>
      <div className="claim-screen__links">
        {load.driverId === null && load.orderStatus === 'PendingPickup' && (
          <Link className="hb-button hb-button--primary" to={`/load/${load.id}/assign-driver`}>
            Choose a Driver
          </Link>
        )}
        <Link className="hb-button hb-button--outline" to={`/load/${load.id}`}>
          View Load
        </Link>
      </div>
    </div>
  );
}

function ClaimSchedule({ load, today }: { load: LoadRecord; today: string }) {
  const dispatch = useAppDispatch();
  const submission = useAppSelector((state) => selectClaimSchedule(state, load.id));
  const bounds = useMemo(() => scheduleBounds(load, today), [load, today]);
  const submit = (schedule: ScheduleRequest) => dispatch(claimScheduleSubmitted({ loadId: load.id, schedule }));
  return (
    <>
      <ClaimLoadSummary load={load}>{!bounds.pickupPassed && <AllowedRanges bounds={bounds} now={today} />}</ClaimLoadSummary>
      {bounds.pickupPassed ? (
        <p className="claim-screen__message" role="status">
          {PICKUP_PASSED_MESSAGE}
        </p>
      ) : (
        <ScheduleForm
          load={load}
          // Formik reads these once, so a refreshed record does not reset what the carrier is typing.
          initialValues={scheduleValuesOf(load)}
          submitLabel="Claim Load"
          submission={submission}
          onSubmit={submit}
          today={today}
        />
      )}
    </>
  );
}

/** Claim step 1 at /load/{id}/assign: schedule pick-up and drop-off, which claims the load (loads spec 2). */
export function ClaimScheduleScreen() {
  const loadId = Number(useParams().loadId);
  const dispatch = useAppDispatch();
  const { load, status } = useLoad(loadId);
  const today = todayOf();

  useEffect(() => {
    dispatch(claimScheduleOpened(loadId));
  }, [dispatch, loadId]);

  let body;
  if (!Number.isInteger(loadId) || status === 'notFound') body = <p className="claim-screen__message">{LOAD_NOT_FOUND}</p>;
  else if (status === 'forbidden') body = <p className="claim-screen__message">{LOAD_ALREADY_CLAIMED}</p>;
  else if (!load && status === 'failed') body = <p className="claim-screen__message">{`Load ${loadId} could not be loaded.`}</p>;
  else if (!load) body = <Spinner label="Loading the load" />;
  else if (load.assignedToCurrentCarrier) body = <AlreadyClaimed load={load} />;
  else if (!load.unAssigned) body = <p className="claim-screen__message">{LOAD_ALREADY_CLAIMED}</p>;
  else body = <ClaimSchedule load={load} today={today} />;

  return (
    <LoadChangeCard className="claim-screen">
      <ClaimStepHeader step={1} title="A few details to claim your load." closeTo={`/load/${loadId}`} />
      {body}
    </LoadChangeCard>
  );
}
