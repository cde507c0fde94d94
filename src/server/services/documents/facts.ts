import type { LoadRecord, VehicleRecord } from '../../../shared/loads';
import type { LoadDocumentFacts } from '../../repositories/loadDocuments';
import { dateCell } from '../exports/cells';

/** The words the documents print, worked out once from the facts. */

export type End = 'origin' | 'destination';

export function placeLines(load: LoadRecord, end: End): string {
  const cityLine = `${load[`${end}City`]}, ${load[`${end}State`]} ${load[`${end}Zip`]}`.trim();
  return [load[`${end}Name`], load[`${end}Address`], cityLine].filter((line) => line.trim() !== '').join('\n');
}

/** 'M/D/YYYY - M/D/YYYY' for a shipper's window; one day when both ends agree. */
export function windowText(from: string | null, to: string | null): string {
  const [start, end] = [dateCell(from), dateCell(to)];
  if (start && end && start !== end) return `${start} - ${end}`;
  return start || end;
}

export function carrierLines({ carrier }: LoadDocumentFacts): string {
  const cityLine = [carrier.city, [carrier.state, carrier.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const numbers = [carrier.dotNumber && `DOT ${carrier.dotNumber}`, carrier.mcNumber && `MC ${carrier.mcNumber.replace(/^MC-?/i, '')}`];
  return [carrier.name, carrier.address1, carrier.address2, cityLine, carrier.primaryPhone, numbers.filter(Boolean).join('  ')]
    .filter((line): line is string => Boolean(line && line.trim())).join('\n');
}

export function driverLines({ driver }: LoadDocumentFacts): string {
  if (!driver) return 'No assigned driver';
  return [driver.name || 'Unnamed', driver.cellPhoneNumber, driver.email].filter((line): line is string => Boolean(line && line.trim())).join('\n');
}

export function weightText(vehicle: VehicleRecord): string {
  return vehicle.weight && vehicle.weight.trim() !== '' ? `${vehicle.weight.trim()} lbs` : 'Unknown';
}

