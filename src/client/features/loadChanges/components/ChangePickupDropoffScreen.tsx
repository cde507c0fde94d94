import { useParams } from 'react-router-dom';
import type { LoadRecord, ScheduleRequest } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/routeTable';
import { loadChangeRefusal, NOT_ASSIGNED_TO_CARRIER } from '../../../../shared/loadRefusals';
import { ScheduleForm } from '../../schedule/ScheduleForm';
import { scheduleValuesOf } from '../../schedule/scheduleValues';
import { BackHeader } from '../../shell/BackHeader';
import { loadNotFoundText } from '../loadChangesText';
import { selectLoadSubmission } from '../selectors';
import { loadDatesChangeSubmitted } from '../slice';
import { LoadChangeScreen } from './LoadChangeScreen';
import './ChangePickupDropoffScreen.css';

function ChangeDatesForm({ load }: { load: LoadRecord }) {
  const dispatch = useAppDispatch();
  const submission = useAppSelector((state) => selectLoadSubmission(state, load.id, 'dates'));
  const submit = (schedule: ScheduleRequest) => dispatch(loadDatesChangeSubmitted({ loadId: load.id, schedule }));
  return (
    <ScheduleForm
      load={load}
      // Formik reads these once, so a refreshed record does not reset what the carrier is typing.
      initialValues={scheduleValuesOf(load)}
      submitLabel="Save Changes"
      submission={submission}
      onSubmit={submit}
    />
  );
}

/** New pick-up and drop-off times for a claimed load, prefilled from its schedule (loads spec 2 and 4). */
export function ChangePickupDropoffScreen() {
  const loadIdParam = useParams().loadId ?? '';
  return (
    <LoadChangeScreen
      kind="dates"
      className="change-dates-screen"
      header={<BackHeader title="Change Pick-up and Drop-off" fallbackTo={paths.load(loadIdParam)} />}
      messageClassName="change-dates-screen__message"
      alert
      notFoundText={loadNotFoundText}
      forbiddenText={NOT_ASSIGNED_TO_CARRIER}
      // Only the carrier that claimed a load may change its times (loads spec 6), and only before pick-up.
      refusalOf={(load) => loadChangeRefusal(load, 'dates')}
    >
      {(load) => <ChangeDatesForm load={load} />}
    </LoadChangeScreen>
  );
}
