import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { callSlots, callTimeRefusal, formatCallDay, formatCallHour, formatCallTime } from '../../../../shared/callSlots';
import { DISPATCH_HOURS } from '../../../../shared/constants';
import { dayInZone, DEFAULT_TIME_ZONE } from '../../../../shared/timeZone';
import { fieldErrorsOf, formFailureWords } from '../../../api/failure';
import { viewerTimeZone } from '../../../api/viewerTimeZone';
import { nowMs } from '../../../app/clock';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { OnboardingField } from '../../../ui/OnboardingField';
import { callRequested, callRequestOpened, selectCallRequest } from '../slice';
import '../../../ui/onboarding.css';

interface CallValues {
  day: string;
  callAt: string;
}

/** Onboarding's 'Skip and schedule a call with dispatch.': a day, then an hour in dispatch hours, in the carrier's zone. */
export function ScheduleCallScreen() {
  const dispatch = useAppDispatch();
  const { status, failure, scheduled } = useAppSelector(selectCallRequest);
  const timeZone = viewerTimeZone() ?? DEFAULT_TIME_ZONE;
  // The hours offered stay as they were when the form opened; the server judges the chosen one at its own now.
  const [slots] = useState(() => callSlots(nowMs()));
  const dayOf = (slot: string) => dayInZone(new Date(slot), timeZone);
  const days = [...new Set(slots.map(dayOf))];
  const dayLabel = (day: string) => formatCallDay(slots.find((slot) => dayOf(slot) === day)!, timeZone);

  useEffect(() => {
    dispatch(callRequestOpened());
  }, [dispatch]);

  if (status === 'scheduled' && scheduled) {
    return (
      <section className="onboarding" aria-labelledby="schedule-call-title">
        <h1 id="schedule-call-title" className="onboarding__title">Your call is scheduled</h1>
        <p role="status">Dispatch will call you {formatCallTime(scheduled.callAt, scheduled.timeZone)}.</p>
        <p>In the meantime, you can browse, save and claim loads.</p>
        <Link className="hb-button hb-button--primary hb-button--block" to={screens.search.path}>Find Loads</Link>
      </section>
    );
  }

  const validate = ({ callAt }: CallValues) => {
    const refusal = callTimeRefusal(callAt, nowMs());
    return refusal ? { callAt: refusal } : {};
  };

  return (
    <section className="onboarding" aria-labelledby="schedule-call-title">
      <h1 id="schedule-call-title" className="onboarding__title">Schedule a call with dispatch</h1>
      <p>
        Choose when dispatch should call you. Dispatch hours are {DISPATCH_HOURS.weekdays}, {DISPATCH_HOURS.weekends} (Eastern time);
        times below are in your time zone, {timeZone}.
      </p>
      {formFailureWords(failure) && <p role="alert" className="onboarding__error">{formFailureWords(failure)}</p>}
      <Formik<CallValues> initialValues={{ day: days[0] ?? '', callAt: '' }} validate={validate}
        onSubmit={({ callAt }) => { dispatch(callRequested({ callAt, timeZone })); }}>
        {({ values, setFieldValue }) => (
          <Form noValidate>
            <OnboardingField name="day" label="Day" options={days.map((day) => ({ value: day, label: dayLabel(day) }))}
              onChange={(day) => { void setFieldValue('day', day); void setFieldValue('callAt', '', false); }} />
            <OnboardingField name="callAt" label="Time" serverError={fieldErrorsOf(failure).callAt}
              options={slots.filter((slot) => dayOf(slot) === values.day).map((slot) => ({ value: slot, label: formatCallHour(slot, timeZone) }))} />
            <Button type="submit" block disabled={status === 'submitting'}>Schedule the Call</Button>
          </Form>
        )}
      </Formik>
      <Link to={screens.onboardWelcome.path}>Back to onboarding</Link>
    </section>
  );
}
