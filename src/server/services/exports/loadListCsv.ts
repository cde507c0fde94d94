import type * as CsvStringify from 'csv-stringify/sync';
import { vehicleFullName } from '../../../shared/format';
import type { LoadRecord, VehicleRecord } from '../../../shared/loads';
import { isSavedLoadUnavailable } from '../../../shared/savedLoads';
import { dayInZone } from '../../../shared/timeZone';
import { countCell, dateCell, moneyCell, neutralized } from './cells';
import { lazyModule } from '../../lazyModule';

const csvStringify = lazyModule<typeof CsvStringify>('csv-stringify/sync');

/** The columns of every exported load list, in order; the header row reads exactly so. */
export const LOAD_LIST_CSV_COLUMNS = [
  'Load #', 'Status', 'Pick-up name', 'Pick-up', 'Delivery name', 'Delivery',
  'Scheduled pick-up', 'Scheduled delivery', 'Picked up', 'Delivered',
  'Driver', 'Vehicles', 'Rate', 'Miles',
] as const;

/** Status as the tab bar says it; a saved load no longer available reads as the Saved Loads screen puts it. */
export function statusLabel(load: LoadRecord, today: string): string {
  if (isSavedLoadUnavailable(load, today)) return 'No longer available';
  switch (load.orderStatus) {
    case 'PendingPickup': return 'Claimed';
    case 'InRoute': return 'In Progress';
    case 'Delivered': return 'Completed';
    default: return 'Available';
  }
}

/** '2021 Toyota Camry LE (inoperable)' */
export function vehicleLabel(vehicle: VehicleRecord): string {
  const name = vehicleFullName(vehicle);
  return vehicle.inoperable ? `${name} (inoperable)` : name;
}

const place = (city: string, state: string) => [city, state].filter((part) => part.trim() !== '').join(', ');

/** Pick-ups and drop-offs on their places' clocks; the viewer's zone only says which day is today. */
function row(load: LoadRecord, driverNames: ReadonlyMap<number, string>, today: string): string[] {
  const cells = [
    String(load.id), statusLabel(load, today), load.originName, place(load.originCity, load.originState),
    load.destinationName, place(load.destinationCity, load.destinationState),
    dateCell(load.scheduledPickup, load.originTimeZone), dateCell(load.scheduledDelivery, load.destinationTimeZone),
    dateCell(load.actualPickup, load.originTimeZone), dateCell(load.actualDelivery, load.destinationTimeZone),
    load.driverId === null ? '' : driverNames.get(load.driverId) ?? 'Unknown driver',
    load.vehicles.map(vehicleLabel).join('; '), moneyCell(load.rate), countCell(load.miles),
  ];
  return cells.map(neutralized);
}

/**
 * The list as a CSV file: a header row, then a row per load in the list's order. A byte-order mark makes
 * spreadsheets read it as UTF-8 (place names such as Montréal).
 */
export function loadListCsv(loads: readonly LoadRecord[], driverNames: ReadonlyMap<number, string>, timeZone: string, now: Date): string {
  const today = dayInZone(now, timeZone);
  return csvStringify().stringify([[...LOAD_LIST_CSV_COLUMNS], ...loads.map((load) => row(load, driverNames, today))], { bom: true, record_delimiter: 'windows' });
}
