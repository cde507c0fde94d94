import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { LoadRecord, ScheduleRequest } from '../../../../shared/loads';
import { PICKUP_PASSED_MESSAGE, scheduleBounds } from '../../../../shared/scheduleRules';
import { today as todayOf } from '../../../app/clock';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/routeTable';
import { LOAD_ALREADY_CLAIMED } from '../../../../shared/loadRefusals';
import { ScheduleForm } from '../../schedule/ScheduleForm';
import { scheduleValuesOf } from '../../schedule/scheduleValues';
import { alreadyClaimedText } from '../loadChangesText';
import { selectLoadSubmission } from '../selectors';
import { claimScheduleSubmitted } from '../slice';
import { AllowedRanges } from './ClaimDetails';
import { ClaimLoadSummary } from './ClaimLoadSummary';
import { ClaimStepHeader } from './ClaimStepHeader';
import { LoadChangeScreen } from './LoadChangeScreen';
import './ClaimScheduleScreen.css';

/** The carrier's own load back at step 1 (Back from step 2, an old link): nothing to claim, only where to go. */
function AlreadyClaimed({ load }: { load: LoadRecord }) {
  return (
    <div className="claim-screen__message">
      <p>{alreadyClaimedText(load.id)}</p>
      <div className="claim-screen__links">
        {load.driverId === null && load.orderStatus === 'PendingPickup' && (
          <Link className="hb-button hb-button--primary" to={paths.loadClaimDriver(load.id)}>
            Choose a Driver
          </Link>
        )}
        <Link className="hb-button hb-button--outline" to={paths.load(load.id)}>
          View Load
        </Link>
      </div>
    </div>
  );
}

function ClaimSchedule({ load, today }: { load: LoadRecord; today: string }) {
  const dispatch = useAppDispatch();
  const submission = useAppSelector((state) => selectLoadSubmission(state, load.id, 'claim'));
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
  const today = todayOf();
  return (
    <LoadChangeScreen
      kind="claim"
      className="claim-screen"
      header={<ClaimStepHeader step={1} title="A few details to claim your load." closeTo={paths.load(loadId)} />}
      messageClassName="claim-screen__message"
      forbiddenText={LOAD_ALREADY_CLAIMED}
      refusalOf={(load) => {
        if (load.assignedToCurrentCarrier) return <AlreadyClaimed load={load} />;
        return load.unAssigned ? null : LOAD_ALREADY_CLAIMED;
      }}
    >
      {(load) => <ClaimSchedule load={load} today={today} />}
    </LoadChangeScreen>
  );
}
