import type { LoadDetailRecord } from '../../../shared/loads';
import { LOAD_CHANGE_STATUSES } from '../../../shared/loadRefusals';
import type { FieldError } from '../../../shared/wire';
import { updateHeldLoad } from '../../repositories/loadAssignments';
import { findLoadDetail, loadZonesOf, type LoadViewer } from '../../repositories/loads';
import { refuseFields } from './refusals';
import { nowOf, type ClaimContext } from './context';
import { checkDriverChoice } from './driverChoice';
import { findHeldLoad, writeHeldLoad } from './heldLoads';
import { checkSchedule, type ScheduleInput } from './schedule';
import { carrierLoadChanged } from '../liveEvents/events';

/** Changing a claimed load's pick-up and drop-off, or its driver (loads spec 4, Change driver; spec 5). */

const datesStatuses = LOAD_CHANGE_STATUSES.dates;
const driverStatuses = LOAD_CHANGE_STATUSES.driver;

export async function changeLoadDates(context: ClaimContext, viewer: LoadViewer, loadId: number, input: ScheduleInput): Promise<LoadDetailRecord> {
  const { db } = context;
  const now = nowOf(context);
  const row = await findHeldLoad(db, loadId, viewer, 'dates');
  const { schedule, errors } = checkSchedule(input, { ...row, ...loadZonesOf(row) }, now, row.scheduledPickup);
  refuseFields(errors);
  const written = await writeHeldLoad(context, {
    loadId, viewer, change: 'dates',
    write: (trx, updatedAt) => updateHeldLoad(trx, loadId, viewer.clientId, datesStatuses, { ...schedule!, updatedAt }),
    event: {
      kind: 'datesChanged',
      details: { from: { scheduledPickup: row.scheduledPickup, scheduledDelivery: row.scheduledDelivery }, to: schedule },
    },
    liveEvents: (version) => [carrierLoadChanged(viewer.clientId, loadId, version, 'datesChanged')],
  }, now);
  await context.loadSearch.onLoadsChanged([loadId]);
  return findLoadDetail(context, written, viewer);
}

/** `driverId` null takes the driver off the load; undefined (not sent) is refused rather than read as null. */
export async function changeLoadDriver(
  context: ClaimContext, viewer: LoadViewer, loadId: number, driverId: number | null | undefined,
): Promise<LoadDetailRecord> {
  const { db } = context;
  const row = await findHeldLoad(db, loadId, viewer, 'driver');
  if (driverId === undefined) refuseFields([{ field: 'driverId', message: 'Choose a driver, or none to take the driver off the load.' }]);
  const errors: FieldError[] = [];
  await checkDriverChoice(db, viewer.clientId, driverId ?? null, errors);
  refuseFields(errors);
  const written = await writeHeldLoad(context, {
    loadId, viewer, change: 'driver',
    write: (trx, updatedAt) => updateHeldLoad(trx, loadId, viewer.clientId, driverStatuses, { driverId: driverId ?? null, updatedAt }),
    event: { kind: 'driverChanged', details: { from: row.driverId, to: driverId ?? null } },
    liveEvents: (version) => [carrierLoadChanged(viewer.clientId, loadId, version, 'driverChanged')],
  }, nowOf(context));
  await context.loadSearch.onLoadsChanged([loadId]);
  return findLoadDetail(context, written, viewer);
}
