import moment from 'moment';
import type { SelectHTMLAttributes } from 'react';
import { DATE_FORMATS, DEFAULT_TIME, TIME_STEP_MINUTES } from '../../shared/constants';
import './pickers.css';

const MINUTES_PER_DAY = 24 * 60;

export interface TimeOption {
  /** 'HH:mm' */
  value: string;
  /** '12:00 PM' */
  label: string;
}

/** The times of a day on the 15-minute steps of loads spec 5, from 12:00 AM to 11:45 PM. */
export const TIME_OPTIONS: TimeOption[] = Array.from({ length: MINUTES_PER_DAY / TIME_STEP_MINUTES }, (_, step) => {
  // Counted on UTC's clock face, which has no DST day to skip or repeat an hour.
  const time = moment.utc(0).add(step * TIME_STEP_MINUTES, 'minutes');
  return { value: time.format(DATE_FORMATS.time), label: time.format('h:mm A') };
});

export interface TimePickerProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  /** 'HH:mm'; 12:00 when empty (loads spec 9) */
  value: string;
  onChange(value: string): void;
}

/** A time of day chosen from a list, so only times on the step can be picked. */
export function TimePicker({ value, onChange, className, ...rest }: TimePickerProps) {
  return (
    <select
      {...rest}
      className={['hb-picker', className ?? ''].filter(Boolean).join(' ')}
      value={value || DEFAULT_TIME}
      onChange={(event) => onChange(event.target.value)}
    >
      {TIME_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
