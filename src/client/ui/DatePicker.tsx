import type { InputHTMLAttributes } from 'react';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '../../shared/constants';
import './pickers.css';

export interface DatePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** 'YYYY-MM-DD', or '' when no day is chosen */
  value: string;
  onChange(value: string): void;
  /** Earliest and latest choosable days; 1753-01-01 and 9998-12-31 by default (loads spec 5). */
  min?: string;
  max?: string;
}

/** One day, with the browser's own calendar: it keeps to min and max and is usable by keyboard and screen readers. */
export function DatePicker({ value, onChange, min = DATE_PICKER_MIN, max = DATE_PICKER_MAX, className, ...rest }: DatePickerProps) {
  return (
    <input
      {...rest}
      type="date"
      className={['hb-picker', className ?? ''].filter(Boolean).join(' ')}
      value={value}
      min={min}
      max={max}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
