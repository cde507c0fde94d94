import { useField } from 'formik';
import { useId } from 'react';
import { DatePicker } from '../../ui/DatePicker';
import { TimePicker } from '../../ui/TimePicker';

interface ScheduleStopFieldsProps {
  /** 'Pick-Up' or 'Drop-Off' */
  legend: string;
  /** 'Pick-up' or 'Drop-off', the start of each field's label */
  label: string;
  dateName: string;
  timeName: string;
  min: string;
  max: string;
  dateDisabled?: boolean;
  timeDisabled?: boolean;
  /** The server's word on this stop from the last attempt; shown when the form itself has nothing to say. */
  serverError?: string;
  /** Which clock the time is on: the place's ('Pick-up local time (EST)'). */
  zoneNote?: string;
}

/** One stop of the schedule: its date and time, each with its errors underneath. */
export function ScheduleStopFields(props: ScheduleStopFieldsProps) {
  const { legend, label, dateName, timeName, min, max, dateDisabled = false, timeDisabled = false, serverError, zoneNote } = props;
  const [date, dateMeta, dateHelpers] = useField<string>(dateName);
  const [time, timeMeta, timeHelpers] = useField<string>(timeName);
  const id = useId();
  const dateError = (dateMeta.touched && dateMeta.error) || serverError;
  const timeError = timeMeta.touched && timeMeta.error;

  return (
    <fieldset className="schedule-stop">
      <legend className="schedule-stop__legend">{legend}</legend>
      <div className="schedule-stop__field">
        <label htmlFor={`${id}-date`} className="schedule-stop__label">{`${label} date`}</label>
        <DatePicker
          id={`${id}-date`}
          name={dateName}
          value={date.value}
          min={min}
          max={max}
          required
          disabled={dateDisabled}
          onChange={(value) => void dateHelpers.setValue(value)}
          onBlur={date.onBlur}
          aria-invalid={Boolean(dateError)}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
        />
        {dateError && <p id={`${id}-date-error`} className="schedule-stop__error">{dateError}</p>}
      </div>
      <div className="schedule-stop__field">
        <label htmlFor={`${id}-time`} className="schedule-stop__label">{`${label} time`}</label>
        <TimePicker
          id={`${id}-time`}
          name={timeName}
          value={time.value}
          required
          disabled={timeDisabled}
          onChange={(value) => void timeHelpers.setValue(value)}
          onBlur={time.onBlur}
          aria-invalid={Boolean(timeError)}
          aria-describedby={[zoneNote && `${id}-time-zone`, timeError && `${id}-time-error`].filter(Boolean).join(' ') || undefined}
        />
        {zoneNote && <p id={`${id}-time-zone`} className="schedule-stop__zone">{zoneNote}</p>}
        {timeError && <p id={`${id}-time-error`} className="schedule-stop__error">{timeError}</p>}
      </div>
    </fieldset>
  );
}
