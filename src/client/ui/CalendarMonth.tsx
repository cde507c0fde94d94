import type { KeyboardEvent } from 'react';
import { dayLabel, dayNumber, isWithin, monthTitle, monthWeeks, type DayRange } from './dateRange';

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

export interface CalendarMonthProps {
  /** 'YYYY-MM' */
  month: string;
  range: DayRange;
  /** The day under the pointer, to preview the range while its end is being chosen. */
  pointed: string | null;
  /** The one day that takes Tab focus; arrow keys move it (roving tab stop). */
  tabStop: string;
  today: string;
  min: string;
  max: string;
  onPick: (day: string) => void;
  onPoint: (day: string | null) => void;
  onDayKeyDown: (day: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One month of day buttons, as a table so that screen readers announce the weekday of each column. */
export function CalendarMonth({ month, range, pointed, tabStop, today, min, max, onPick, onPoint, onDayKeyDown }: CalendarMonthProps) {
  const classOf = (day: string) => {
    const classes = ['calendar-month__day'];
    if (isWithin(day, range, pointed)) classes.push('calendar-month__day--within');
    if (day === range.from) classes.push('calendar-month__day--start');
    if (day === (range.thru ?? range.from)) classes.push('calendar-month__day--end');
    if (day === today) classes.push('calendar-month__day--today');
    return classes.join(' ');
  };

  return (
    <table className="calendar-month" role="grid" aria-label={monthTitle(month)}>
      <caption className="calendar-month__title">{monthTitle(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long} className="calendar-month__weekday">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody onMouseLeave={() => onPoint(null)}>
        {monthWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((day, column) => (
              <td key={day ?? `blank-${column}`} role="gridcell" className="calendar-month__cell">
                {day && (
                  <button
                    type="button"
                    data-day={day}
                    className={classOf(day)}
                    aria-label={dayLabel(day)}
                    aria-pressed={isWithin(day, range, null)}
                    aria-current={day === today ? 'date' : undefined}
                    disabled={day < min || day > max}
                    tabIndex={day === tabStop ? 0 : -1}
                    onClick={() => onPick(day)}
                    onMouseEnter={() => onPoint(day)}
                    onKeyDown={(event) => onDayKeyDown(day, event)}
                  >
                    {dayNumber(day)}
                  </button>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
