import type { LoadRecord } from '../../../shared/loads';
import type { Load, Vehicle } from '../../db/tables';
import { NO_VIEWER, toLoadRecord } from '../../repositories/loads';

/*
 * A load's record as JSON text, written once and kept: the viewer's fields are left as gaps that each request
 * fills. The text is exactly what JSON.stringify gives for toLoadRecord's object, keys in the same order.
 */

/** The per-viewer fields; every other field of an available load is the same for every carrier. */
export interface ViewerFields {
  currentUserFavorite: boolean;
  numberOfFavorites: number;
  myLane: boolean;
}

const viewerKeys = new Set<keyof LoadRecord>(['currentUserFavorite', 'numberOfFavorites', 'myLane']);

export interface RecordText {
  id: number;
  /** The row's version: a record is used only while the database still has this one. */
  updatedAt: string;
  originState: string;
  destinationState: string;
  /** Text between the gaps; `gaps[i]` is the viewer field written after `parts[i]`. */
  parts: string[];
  gaps: (keyof ViewerFields)[];
}

export function recordTextOf(row: Load, vehicles: readonly Vehicle[]): RecordText {
  // Only available loads are kept, and on an available load no carrier is assigned: those two fields are fixed.
  const record = toLoadRecord(row, vehicles, NO_VIEWER);
  const parts: string[] = [];
  const gaps: (keyof ViewerFields)[] = [];
  // Joined, not built with +=: a string built piece by piece is kept as a tree of its pieces, which for 20,000
  // kept records is five times the memory of their text.
  let pieces: string[] = ['{'];
  let first = true;
  for (const [key, value] of Object.entries(record)) {
    pieces.push(first ? '' : ',', JSON.stringify(key), ':');
    first = false;
    if (viewerKeys.has(key as keyof LoadRecord)) {
      parts.push(pieces.join(''));
      gaps.push(key as keyof ViewerFields);
      pieces = [];
    } else {
      pieces.push(JSON.stringify(value));
    }
  }
  pieces.push('}');
  parts.push(pieces.join(''));
  return { id: row.id, updatedAt: row.updatedAt, originState: row.originState, destinationState: row.destinationState, parts, gaps };
}

export function writeRecord(record: RecordText, fields: ViewerFields): string {
  let text = record.parts[0];
  for (let i = 0; i < record.gaps.length; i++) text += String(fields[record.gaps[i]]) + record.parts[i + 1];
  return text;
}
