import { dayInZone } from '../../../shared/timeZone';

/** 'claimed-loads-2026-11-21.csv': the list's name and the reader's day it was taken (loads spec 9, CSV file names). */
export function csvFileName(fileStem: string, now: Date, timeZone: string): string {
  return `${fileStem}-${dayInZone(now, timeZone)}.csv`;
}

/** A load's documents download as 'Load {id}.pdf' (loads spec 7). */
export function documentsFileName(loadId: number): string {
  return `Load ${loadId}.pdf`;
}

/** The names are ours (digits, letters, '-', ' ', '.'), so quoting is enough; no client text reaches the header. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
