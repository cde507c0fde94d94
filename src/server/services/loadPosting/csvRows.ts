import { DATE_FIELDS, FLAG_FIELDS, MAX_VEHICLES, PLACE_FIELDS } from '../../repositories/postedLoadFields';

/*
 * The columns of a load import (docs/api.md): one row per load, the fields of a posted load by name (any case),
 * and its vehicles side by side as vehicle1Make, vehicle1Model, ... up to vehicle10.
 */

const vehicleParts = ['Year', 'Make', 'Model', 'SubModel', 'Weight', 'Inoperable'] as const;
const placeColumns = ['origin', 'destination'].flatMap((end) => PLACE_FIELDS.map((field) => `${end}${field}`));
const vehicleColumns = Array.from({ length: MAX_VEHICLES }, (_, index) => vehicleParts.map((part) => `vehicle${index + 1}${part}`)).flat();

export const IMPORT_COLUMNS = ['brokerReference', 'rate', 'miles', ...placeColumns, ...DATE_FIELDS, ...FLAG_FIELDS, 'inspectionKind', ...vehicleColumns];
export const REQUIRED_COLUMNS = ['brokerReference', 'rate', ...placeColumns.filter((column) => !/BusinessHours|Comments/.test(column)),
  'earliestPickup', 'latestPickup', 'vehicle1Make', 'vehicle1Model'];

const columnByLowerCase = new Map(IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));
const numberColumns = new Set(['rate', 'miles']);
const flagColumns = new Set<string>(FLAG_FIELDS);

/** The import's name of a header cell, or null for a column we do not take. */
export function columnNamed(header: string): string | null {
  return columnByLowerCase.get(header.trim().toLowerCase()) ?? null;
}

function asNumber(text: string): number | string {
  const plain = text.replace(/^\$/, '').replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

function asFlag(text: string): boolean | string {
  const word = text.toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(word)) return true;
  if (['false', 'no', 'n', '0'].includes(word)) return false;
  return text;
}

/**
 * A CSV row (cells by column name) as a posted load, numbers and flags typed where they read as such, and the
 * vehicle number of each vehicle in the list.
 */
export function rowToPostedLoad(cells: Record<string, string>): { load: Record<string, unknown>; vehicleNumbers: number[] } {
  const load: Record<string, unknown> = {};
  const vehicles: Record<string, unknown>[] = [];
  for (const [column, raw] of Object.entries(cells)) {
    const text = (raw ?? '').trim();
    if (text === '') continue;
    const vehicle = /^vehicle(\d+)(\w+)$/.exec(column);
    if (vehicle) {
      const index = Number(vehicle[1]) - 1;
      const part = vehicle[2][0].toLowerCase() + vehicle[2].slice(1);
      const value = part === 'inoperable' ? asFlag(text) : part === 'year' || part === 'weight' ? asNumber(text) : text;
      vehicles[index] = { ...vehicles[index], [part]: value };
    } else {
      load[column] = numberColumns.has(column) ? asNumber(text) : flagColumns.has(column) ? asFlag(text) : text;
    }
  }
  // Gaps (vehicle1 and vehicle3 given, vehicle2 empty) close up: the vehicles are the ones named.
  const vehicleNumbers = vehicles.flatMap((vehicle, index) => (vehicle ? [index + 1] : []));
  load.vehicles = vehicles.filter(Boolean);
  return { load, vehicleNumbers };
}

/** The field of a checked load named as its CSV column ('vehicles[1].make' → 'vehicle2Make'). */
export function columnOfField(field: string, vehicleNumbers: readonly number[]): string {
  const vehicle = /^vehicles\[(\d+)\]\.(\w+)$/.exec(field);
  if (!vehicle) return field === 'vehicles' ? 'vehicle1Make' : field;
  return `vehicle${vehicleNumbers[Number(vehicle[1])]}${vehicle[2][0].toUpperCase()}${vehicle[2].slice(1)}`;
}
