/**
 * The one place the web app reads the time: today's day, the card's late and passed dates, the schedule
 * form's first day, list presets, file names, e-mail subjects, the search cache and the slow-load warning.
 * Tests pin it (__tests__/support/clock.ts), so no screen test depends on the hour, day or zone it runs at.
 * Callers keep numbers or 'YYYY-MM-DD' strings, never Date objects, in the store.
 */
import moment, { type Moment } from 'moment';
import { DATE_FORMATS } from '../../shared/constants';
import { nowMs } from './instant';

export { advanceClock, nowMs, pinClock, unpinClock } from './instant';

/** Now, in the viewer's time zone. */
export const now = (): Moment => moment(nowMs());

/** The viewer's calendar day, 'YYYY-MM-DD'. */
export const today = (): string => now().format(DATE_FORMATS.iso);
