import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ScheduleRequest } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { LoadChangeCard } from '../../loadChanges/LoadChangeCard';
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND } from '../../../../shared/loadRefusals';
import { useLoad } from '../../loadDetail/useLoad';
import { ScheduleForm } from '../../schedule/ScheduleForm';
import { scheduleValuesOf } from '../../schedule/scheduleValues';
import { claimScheduleOpened, claimScheduleSubmitted, selectClaimSchedule } from '../slice';
import { ClaimStepHeader } from './ClaimStepHeader';
import './ClaimScheduleScreen.css';

/** Claim step 1 at /load/{id}/assign: schedule pick-up and drop-off, which claims the load (loads spec 2). */
export function ClaimScheduleScreen() {
  const loadId = Number(useParams().loadId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { load, status } = useLoad(loadId);
  const submission = useAppSelector((state) => selectClaimSchedule(state, loadId));

  useEffect(() => {
    dispatch(claimScheduleOpened(loadId));
  }, [dispatch, loadId]);

  const close = () => navigate(`/load/${loadId}`);
  const submit = (schedule: ScheduleRequest) => dispatch(claimScheduleSubmitted({ loadId, schedule }));

  let body;
  if (!Number.isInteger(loadId) || status === 'notFound') body = <p className="claim-screen__message">{LOAD_NOT_FOUND}</p>;
  else if (status === 'forbidden') body = <p className="claim-screen__message">{LOAD_ALREADY_CLAIMED}</p>;
  else if (!load && status === 'failed') body = <p className="claim-screen__message">{`Load ${loadId} could not be loaded.`}</p>;
  else if (!load) body = <Spinner label="Loading the load" />;
  else if (!load.unAssigned && !load.assignedToCurrentCarrier) body = <p className="claim-screen__message">{LOAD_ALREADY_CLAIMED}</p>;
  else
    body = (
      <ScheduleForm
        load={load}
        // Formik reads these once, so a refreshed record does not reset what the carrier is typing.
        initialValues={scheduleValuesOf(load)}
        submitLabel="Claim Load"
        submission={submission}
        onSubmit={submit}
      />
    );

  return (
    <LoadChangeCard className="claim-screen">
      <ClaimStepHeader step={1} title="A few details to claim your load." onClose={close} />
      {body}
    </LoadChangeCard>
  );
}
