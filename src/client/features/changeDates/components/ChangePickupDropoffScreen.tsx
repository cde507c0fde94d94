import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { ScheduleRequest } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { LoadChangeCard } from '../../loadChanges/LoadChangeCard';
import { loadChangeRefusal, NOT_ASSIGNED_TO_CARRIER } from '../../../../shared/loadRefusals';
import { useLoad } from '../../loads/useLoad';
import { ScheduleForm } from '../../schedule/ScheduleForm';
import { scheduleValuesOf } from '../../schedule/scheduleValues';
import { BackHeader } from '../../shell/BackHeader';
import { changeDatesOpened, loadDatesChangeSubmitted, selectChangeDates } from '../slice';
import './ChangePickupDropoffScreen.css';

export const loadNotFoundMessage = (loadId: string | number) => `Load ${loadId} not found`;

/** New pick-up and drop-off times for a claimed load, prefilled from its schedule (loads spec 2 and 4). */
export function ChangePickupDropoffScreen() {
  const loadIdParam = useParams().loadId ?? '';
  const loadId = Number(loadIdParam);
  const dispatch = useAppDispatch();
  const { load, status } = useLoad(loadId);
  const submission = useAppSelector((state) => selectChangeDates(state, loadId));

  useEffect(() => {
    dispatch(changeDatesOpened(loadId));
  }, [dispatch, loadId]);

  const submit = (schedule: ScheduleRequest) => dispatch(loadDatesChangeSubmitted({ loadId, schedule }));

  let body;
  if (!Number.isInteger(loadId) || status === 'notFound') body = <p className="change-dates-screen__message" role="alert">{loadNotFoundMessage(loadIdParam)}</p>;
  else if (status === 'forbidden') body = <p className="change-dates-screen__message" role="alert">{NOT_ASSIGNED_TO_CARRIER}</p>;
  else if (!load && status === 'failed') body = <p className="change-dates-screen__message" role="alert">{`Load ${loadId} could not be loaded.`}</p>;
  else if (!load) body = <Spinner label="Loading the load" />;
  // Only the carrier that claimed a load may change its times (loads spec 6), and only before pick-up.
  else if (loadChangeRefusal(load, 'dates')) body = <p className="change-dates-screen__message" role="alert">{loadChangeRefusal(load, 'dates')}</p>;
  else
    body = (
      <ScheduleForm
        load={load}
        // Formik reads these once, so a refreshed record does not reset what the carrier is typing.
        initialValues={scheduleValuesOf(load)}
        submitLabel="Save Changes"
        submission={submission}
        onSubmit={submit}
      />
    );

  return (
    <LoadChangeCard className="change-dates-screen">
      <BackHeader title="Change Pick-up and Drop-off" fallbackTo={`/load/${loadIdParam}`} />
      {body}
    </LoadChangeCard>
  );
}
