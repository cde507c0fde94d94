/** Loads whose pick-up and delivery windows sit around today. */
import moment from 'moment';
import type { LoadDetailRecord, LoadRecord } from '../../../../src/shared/loads';
import { aLoad } from '../../support/loads';

/** 'YYYY-MM-DD' of today plus `offset` days. */
export const day = (offset: number) => moment().add(offset, 'days').format('YYYY-MM-DD');

/** '6/16/2026' as the form's messages show a day. */
export const shown = (isoDay: string) => moment(isoDay, 'YYYY-MM-DD').format('M/D/YYYY');

/** The zone the suite runs in: places there keep "today" and the wall clock the same as `day()`'s. */
export const runnerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Pick-up from 2 to 5 days ahead, delivery until 9 days ahead, both places on the runner's clock. */
export const aSchedulableLoad = (overrides: Partial<LoadRecord> = {}): LoadRecord => aLoad({
  earliestPickup: day(2), latestPickup: day(5), earliestDelivery: day(3), latestDelivery: day(9),
  originTimeZone: runnerZone(), destinationTimeZone: runnerZone(), ...overrides,
});

export const asDetail = (load: LoadRecord): LoadDetailRecord => ({ ...load, driver: null });

