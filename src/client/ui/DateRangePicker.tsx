import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '../../shared/constants';
import { formatShortDate } from '../../shared/format';
import { now, today as todayOf } from '../app/clock';
import { Button } from './Button';
import { isEscapeKey } from './escapeKey';
import { CalendarMonth } from './CalendarMonth';
import {
  addDays,
  addMonths,
  addMonthsToDay,
  clampDay,
  confirmedRange,
  EMPTY_RANGE,
  monthOf,
  normalizeRange,
  pickDay,
  type DayRange,
} from './dateRange';
import './DateRangePicker.css';

export interface DateRangePickerProps {
  /** 'YYYY-MM-DD' or null */
  from: string | null;
  thru: string | null;
  onSelect(range: { from: string | null; thru: string | null }): void;
  onCancel(): void;
  /** Earliest and latest choosable days, 'YYYY-MM-DD'; 1753-01-01 and 9998-12-31 by default (loads spec 5). */
  min?: string;
  max?: string;
}

const KEY_STEPS: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonthsToDay(day, -1),
  PageDown: (day) => addMonthsToDay(day, 1),
};

/** Two months side by side (stacked on phones): pick a start day, then an end day, then Select Dates. */
export function DateRangePicker({ from, thru, onSelect, onCancel, min = DATE_PICKER_MIN, max = DATE_PICKER_MAX }: DateRangePickerProps) {
  const today = todayOf();
  const [range, setRange] = useState<DayRange>(() => normalizeRange({ from, thru }));
  const [pointed, setPointed] = useState<string | null>(null);
  const [focused, setFocused] = useState(() => clampDay(range.from ?? today, min, max));
  // The left month never passes the month of `max`, so at least the last bound month is reachable.
  const [leftMonth, setLeftMonth] = useState(() => monthOf(focused) < monthOf(max) ? monthOf(focused) : addMonths(monthOf(max), -1));
  const rightMonth = addMonths(leftMonth, 1);
  const rootRef = useRef<HTMLElement>(null);
  const movedByKeyboard = useRef(false);

  useEffect(() => {
    if (!movedByKeyboard.current) return;
    movedByKeyboard.current = false;
    rootRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, leftMonth]);

  const showMonthOf = (day: string) => {
    if (monthOf(day) < leftMonth) setLeftMonth(monthOf(day));
    else if (monthOf(day) > rightMonth) setLeftMonth(addMonths(monthOf(day), -1));
  };

  const onDayKeyDown = (day: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = clampDay(step(day), min, max);
    movedByKeyboard.current = true;
    setFocused(next);
    showMonthOf(next);
  };

  const visible = (day: string) => monthOf(day) === leftMonth || monthOf(day) === rightMonth;
  const firstVisible = clampDay(`${leftMonth}-01`, min, max);
  const tabStop = visible(focused) ? focused : range.from && visible(range.from) ? range.from : firstVisible;
  const shown = confirmedRange(range);

  return (
    <section
      ref={rootRef}
      className="date-range-picker"
      aria-label="Date range"
      onKeyDown={(event) => {
        // Spent here, so a dialog around the picker is not closed a second time.
        if (!isEscapeKey(event)) return;
        event.preventDefault();
        onCancel();
      }}
    >
      <header className="date-range-picker__header">
        <p className="date-range-picker__summary" aria-live="polite">
          {shown.from ? `${formatShortDate(shown.from, now())} – ${formatShortDate(shown.thru, now())}` : '\u00a0'}
        </p>
        <button type="button" className="hb-close-button" aria-label="Cancel" onClick={onCancel}>
          ×
        </button>
      </header>

      <div className="date-range-picker__navigation">
        <button
          type="button"
          className="date-range-picker__step"
          aria-label="Previous month"
          disabled={leftMonth <= monthOf(min)}
          onClick={() => setLeftMonth(addMonths(leftMonth, -1))}
        >
          ‹
        </button>
        <button
          type="button"
          className="date-range-picker__step"
          aria-label="Next month"
          disabled={rightMonth >= monthOf(max)}
          onClick={() => setLeftMonth(rightMonth)}
        >
          ›
        </button>
      </div>

      <div className="date-range-picker__months">
        {[leftMonth, rightMonth].map((month) => (
          <CalendarMonth
            key={month}
            month={month}
            range={range}
            pointed={pointed}
            tabStop={tabStop}
            today={today}
            min={min}
            max={max}
            onPick={(day) => {
              setRange((current) => pickDay(current, day));
              setFocused(day);
            }}
            onPoint={setPointed}
            onDayKeyDown={onDayKeyDown}
          />
        ))}
      </div>

      <footer className="date-range-picker__footer">
        <Button variant="outline" onClick={() => setRange(EMPTY_RANGE)}>
          Reset
        </Button>
        <Button onClick={() => onSelect(confirmedRange(range))}>Select Dates</Button>
      </footer>
    </section>
  );
}
